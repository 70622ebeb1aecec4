import { brand, storageKeys as libraryStorageKeys } from '@app/ui';

const prefix = brand.storagePrefix;

/**
 * The app's browser storage keys (DECISIONS.md "Names"): each is the brand's prefix and a name, so
 * the prefix is written once (brand.ts). The strings must never change: a browser keeps what it
 * stored under them (a test pins them). The theme's is @app/ui's, which its theme store reads and writes.
 */
export const storageKeys = {
  theme: libraryStorageKeys.theme,
  freeTrial: `${prefix}free-trial`,
  storedPrompt: `${prefix}stored-prompt`,
  redirectAfterAuth: `${prefix}redirect-after-auth`,
} as const;
