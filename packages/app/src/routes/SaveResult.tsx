import { useEffect, useRef } from 'react';
import * as own from './PreferencesPage.css';
import * as page from './page.css';

/** What a settings form's save turned into. */
export type SaveOutcome = { kind: 'saved' | 'failed'; text: string } | null;

/**
 * The result of a settings form's save, under its button: a polite status when saved, an alert
 * when not. It takes focus as each result shows, so it is read and the next Tab starts there.
 */
export function SaveResult({ outcome }: { outcome: SaveOutcome }) {
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) result.current?.focus();
  }, [outcome]);
  const tone = outcome?.kind === 'failed' ? page.notice.critical : outcome ? page.notice.positive : '';
  return (
    <p
      ref={result}
      tabIndex={-1}
      className={`${own.result} ${tone}`}
      role={outcome?.kind === 'failed' ? 'alert' : 'status'}
    >
      {outcome?.text ?? ''}
    </p>
  );
}
