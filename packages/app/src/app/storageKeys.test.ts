// @vitest-environment node
import { brand } from '@app/ui';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { storageKeys } from './storageKeys';

describe('storageKeys', () => {
  it('gives every key the brand prefix (DECISIONS.md "Names")', () => {
    for (const key of Object.values(storageKeys)) expect(key.startsWith(brand.storagePrefix)).toBe(true);
  });

  // Built from the prefix, the keys must still be these exact strings: a browser finds what it
  // stored (the free trial, a stored prompt, the path to return to) only under the same key.
  it('names the keys DECISIONS.md lists, byte for byte', () => {
    const pinned = {
      theme: 'moonheart-theme',
      freeTrial: 'moonheart-free-trial',
      storedPrompt: 'moonheart-stored-prompt',
      redirectAfterAuth: 'moonheart-redirect-after-auth',
    } as const;
    expect(storageKeys).toStrictEqual(pinned);
    expectTypeOf(storageKeys).toEqualTypeOf<typeof pinned>();
  });
});
