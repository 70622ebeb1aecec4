/** Sky area of the catalog: SacredSecretionForm. */
export const skyCalculatorMessages = {
  title: 'Find your windows',
  submit: 'Calculate',
  pending: 'Calculating...',
} as const;
