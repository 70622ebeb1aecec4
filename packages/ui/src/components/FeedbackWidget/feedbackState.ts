/** A rating of a reply. */
export type FeedbackValue = 'positive' | 'negative';

/**
 * The feedback widget's states: idle (after a failure, with `failed`), submitting, and
 * submitted, which is final.
 */
export type FeedbackState =
  | { status: 'idle'; failed: boolean }
  | { status: 'submitting'; value: FeedbackValue }
  | { status: 'submitted'; value: FeedbackValue };

export type FeedbackEvent = { type: 'submit'; value: FeedbackValue } | { type: 'succeed' } | { type: 'fail' };

export const initialFeedbackState: FeedbackState = { status: 'idle', failed: false };

/** The state for a reply that may already carry a rating. */
export function feedbackStateFor(given: FeedbackValue | null | undefined): FeedbackState {
  return given ? { status: 'submitted', value: given } : initialFeedbackState;
}

/** Only an idle widget takes a rating: repeats while submitting or once given are ignored. */
export function canSubmitFeedback(state: FeedbackState): boolean {
  return state.status === 'idle';
}

/** Pure transitions; an event that does not apply leaves the state as it is (the same object). */
export function feedbackReducer(state: FeedbackState, event: FeedbackEvent): FeedbackState {
  switch (event.type) {
    case 'submit':
      return canSubmitFeedback(state) ? { status: 'submitting', value: event.value } : state;
    case 'succeed':
      return state.status === 'submitting' ? { status: 'submitted', value: state.value } : state;
    case 'fail':
      return state.status === 'submitting' ? { status: 'idle', failed: true } : state;
  }
}
