import { type ActionOutcome, OutcomeRegion } from './OutcomeRegion';
import * as own from './PreferencesPage.css';

/**
 * The result of a settings form's save, under its button: a polite status when saved, an alert
 * when not. It takes focus as each result shows (each new outcome object), so it is read and the
 * next Tab starts there.
 */
export function SaveResult({ outcome }: { outcome: ActionOutcome }) {
  return <OutcomeRegion outcome={outcome} focusOnOutcome className={own.result} />;
}
