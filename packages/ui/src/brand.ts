/**
 * The brand: every user-facing use of the product's or the assistant's name reads it here. Apps
 * may pass their own where a component takes a `brand` prop.
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
 * The browser storage key the library itself uses: the theme store's (`useTheme`) saved theme.
 * Apps keep their own keys; this one shares the brand's prefix.
 */
export const storageKeys = {
  theme: `${brand.storagePrefix}theme`,
} as const;
