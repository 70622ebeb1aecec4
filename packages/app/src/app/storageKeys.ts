import { storageKeys as libraryStorageKeys } from '@app/ui';

/**
 * The app's browser storage keys (DECISIONS.md "Names"): all share the brand's prefix (a test holds
 * them to it). The theme's is @app/ui's, which its theme store reads and writes.
 */
export const storageKeys = {
  theme: libraryStorageKeys.theme,
  freeTrial: 'moonheart-free-trial',
  storedPrompt: 'moonheart-stored-prompt',
  redirectAfterAuth: 'moonheart-redirect-after-auth',
} as const;
