// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canSubmitFeedback,
  type FeedbackState,
  feedbackReducer,
  feedbackStateFor,
  initialFeedbackState,
} from './feedbackState';

const submitting: FeedbackState = { status: 'submitting', value: 'positive' };
const positive: FeedbackState = { status: 'submitted', value: 'positive' };
const negative: FeedbackState = { status: 'submitted', value: 'negative' };
const failed: FeedbackState = { status: 'idle', failed: true };

describe('feedbackReducer (spec 4, 5)', () => {
  it('goes idle -> submitting -> submitted with the chosen value', () => {
    const next = feedbackReducer(initialFeedbackState, { type: 'submit', value: 'negative' });
    expect(next).toEqual({ status: 'submitting', value: 'negative' });
    expect(feedbackReducer(next, { type: 'succeed' })).toEqual(negative);
    expect(feedbackReducer(submitting, { type: 'succeed' })).toEqual(positive);
  });

  it('returns to idle on failure, remembering the failure until the next try', () => {
    expect(feedbackReducer(submitting, { type: 'fail' })).toEqual(failed);
    expect(feedbackReducer(failed, { type: 'submit', value: 'positive' })).toEqual(submitting);
  });

  it('ignores a second rating while submitting', () => {
    expect(feedbackReducer(submitting, { type: 'submit', value: 'negative' })).toBe(submitting);
  });

  it.each([positive, negative])('locks once given: %o', (given) => {
    for (const value of ['positive', 'negative'] as const) {
      expect(feedbackReducer(given, { type: 'submit', value })).toBe(given);
    }
    expect(feedbackReducer(given, { type: 'fail' })).toBe(given);
    expect(feedbackReducer(given, { type: 'succeed' })).toBe(given);
  });

  it('ignores settle events when nothing is in flight', () => {
    expect(feedbackReducer(initialFeedbackState, { type: 'succeed' })).toBe(initialFeedbackState);
    expect(feedbackReducer(initialFeedbackState, { type: 'fail' })).toBe(initialFeedbackState);
  });

  it('takes ratings only when idle', () => {
    expect([initialFeedbackState, failed, submitting, positive, negative].map(canSubmitFeedback)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('starts submitted for a reply that already has a rating', () => {
    expect(feedbackStateFor('positive')).toEqual(positive);
    expect(feedbackStateFor(null)).toEqual(initialFeedbackState);
    expect(feedbackStateFor(undefined)).toEqual(initialFeedbackState);
  });
});
