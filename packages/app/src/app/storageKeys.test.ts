// @vitest-environment node
import { brand } from '@app/ui';
import { describe, expect, it } from 'vitest';
import { storageKeys } from './storageKeys';

describe('storageKeys', () => {
  it('gives every key the brand prefix (DECISIONS.md "Names")', () => {
    for (const key of Object.values(storageKeys)) expect(key.startsWith(brand.storagePrefix)).toBe(true);
  });

  it('names the keys DECISIONS.md lists', () => {
    expect(storageKeys).toEqual({
      theme: 'moonheart-theme',
      freeTrial: 'moonheart-free-trial',
      storedPrompt: 'moonheart-stored-prompt',
      redirectAfterAuth: 'moonheart-redirect-after-auth',
    });
  });
});
