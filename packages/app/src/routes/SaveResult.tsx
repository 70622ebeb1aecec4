import { Notice } from '@app/ui';
import { useEffect, useRef } from 'react';
import * as own from './PreferencesPage.css';

/** What a settings form's save turned into. */
export type SaveOutcome = { kind: 'saved' | 'failed'; text: string } | null;

/**
 * The result of a settings form's save, under its button: a polite status when saved, an alert
 * when not. It takes focus as each result shows, so it is read and the next Tab starts there.
 */
export function SaveResult({ outcome }: { outcome: SaveOutcome }) {
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) result.current?.focus();
  }, [outcome]);
  return (
    <div ref={result} tabIndex={-1} className={own.result} role={outcome?.kind === 'failed' ? 'alert' : 'status'}>
      {outcome ? <Notice tone={outcome.kind === 'failed' ? 'critical' : 'positive'}>{outcome.text}</Notice> : null}
    </div>
  );
}
