import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../app/storageKeys';
import { clearFreeTrial, isFreeTrialUsed, readFreeTrial, recordFreeTrialPrompt } from './freeTrial';
import { saveStoredPrompt, storedPromptFocusDelayMs, takeStoredPrompt } from './storedPrompt';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the local free-trial record (DECISIONS)', () => {
  const morning = Date.parse('2026-03-14T09:30:00.000Z');

  it('records prompts under moonheart-free-trial; one prompt ends the trial', () => {
    expect(readFreeTrial(morning)).toBeNull();
    expect(isFreeTrialUsed(readFreeTrial(morning))).toBe(false);
    recordFreeTrialPrompt(morning);
    expect(JSON.parse(localStorage.getItem('moonheart-free-trial') ?? '')).toEqual({
      promptsUsed: 1,
      lastUsedAt: morning,
    });
    expect(isFreeTrialUsed(readFreeTrial(morning + 1000))).toBe(true);
  });

  it('resets on a new UTC day', () => {
    recordFreeTrialPrompt(Date.parse('2026-03-14T23:59:00.000Z'));
    expect(readFreeTrial(Date.parse('2026-03-14T23:59:59.000Z'))?.promptsUsed).toBe(1);
    expect(readFreeTrial(Date.parse('2026-03-15T00:00:00.000Z'))).toBeNull();
    expect(recordFreeTrialPrompt(Date.parse('2026-03-15T08:00:00.000Z')).promptsUsed).toBe(1);
  });

  it('is removed by clearFreeTrial (logout) and ignores a damaged value', () => {
    recordFreeTrialPrompt(morning);
    clearFreeTrial();
    expect(localStorage.getItem(storageKeys.freeTrial)).toBeNull();
    localStorage.setItem(storageKeys.freeTrial, '{not json');
    expect(readFreeTrial(morning)).toBeNull();
  });
});

describe('the stored prompt (DECISIONS)', () => {
  it('is saved under moonheart-stored-prompt and removed as it is read', () => {
    saveStoredPrompt('Read my chart');
    expect(localStorage.getItem('moonheart-stored-prompt')).toBe('Read my chart');
    expect(takeStoredPrompt()).toBe('Read my chart');
    expect(localStorage.getItem('moonheart-stored-prompt')).toBeNull();
    expect(takeStoredPrompt()).toBeNull();
  });

  it('focuses after 500 ms (spec 9)', () => {
    expect(storedPromptFocusDelayMs).toBe(500);
  });
});
