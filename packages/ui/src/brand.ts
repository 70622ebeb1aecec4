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

/** Browser storage keys (DECISIONS.md): all share the brand's prefix. */
export const storageKeys = {
  theme: `${brand.storagePrefix}theme`,
  freeTrial: `${brand.storagePrefix}free-trial`,
  storedPrompt: `${brand.storagePrefix}stored-prompt`,
  redirectAfterAuth: `${brand.storagePrefix}redirect-after-auth`,
} as const;
