/**
 * The brand: every user-facing use of the product's or the assistant's name reads it here
 * (DECISIONS.md, "Names"). Apps may pass their own where a component takes a `brand` prop.
 */
export const brand = {
  productName: 'Moonheart',
  assistantName: 'Selene',
  secondAssistantName: 'Orion',
  supportEmail: 'support@example.com',
  storagePrefix: 'moonheart-',
} as const;

export type Brand = typeof brand;

/**
 * Browser storage keys (DECISIONS.md): all share the brand's prefix (a test holds them to it).
 * Plain literals, not templates over `brand`, so a bundler can drop whichever object goes unused.
 */
export const storageKeys = {
  theme: 'moonheart-theme',
  freeTrial: 'moonheart-free-trial',
  storedPrompt: 'moonheart-stored-prompt',
  redirectAfterAuth: 'moonheart-redirect-after-auth',
} as const;
