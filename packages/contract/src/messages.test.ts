import { describe, expect, it } from 'vitest';
// The brand lives in @app/ui; the contract keeps a copy of the assistant's name (see messages.ts).
import { brand } from '../../ui/src/brand';
import { assistantName, contractMessages } from './messages';

describe('contract messages', () => {
  it("use the brand's assistant name", () => {
    expect(assistantName).toBe(brand.assistantName);
  });

  it('keep the spec strings word for word, with the name for "the assistant"', () => {
    expect(contractMessages.request.timeout).toBe('Request timeout - please check your connection.');
    expect(contractMessages.request.network).toBe('Network error - please check your connection.');
    expect(contractMessages.subscription.required).toBe(
      'A subscription is required to access Selene. Please sign up with a paid plan.',
    );
    expect(contractMessages.subscription.recordUsageFailed).toBe('Failed to record prompt usage');
    expect(contractMessages.chat.dailyLimitFallback).toBe(
      'You can only send one message per day to Selene. Please try again tomorrow.',
    );
  });
});
