// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brand, storageKeys } from './brand';

describe('storageKeys', () => {
  it("holds the library's own key only, the theme's, with the brand prefix", () => {
    expect(storageKeys).toEqual({ theme: 'moonheart-theme' });
    expect(storageKeys.theme.startsWith(brand.storagePrefix)).toBe(true);
  });
});
