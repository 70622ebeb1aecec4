import { useMemo } from 'react';
import { OutcomeRegion } from './OutcomeRegion';
import * as own from './PreferencesPage.css';

/** What a settings form's save turned into. */
export type SaveOutcome = { kind: 'saved' | 'failed'; text: string } | null;

/**
 * The result of a settings form's save, under its button: a polite status when saved, an alert
 * when not. It takes focus as each result shows, so it is read and the next Tab starts there.
 */
export function SaveResult({ outcome }: { outcome: SaveOutcome }) {
  // One object per save: the region takes focus when it changes.
  const shown = useMemo(() => outcome && { ok: outcome.kind === 'saved', text: outcome.text }, [outcome]);
  return <OutcomeRegion outcome={shown} focusOnOutcome className={own.result} />;
}
