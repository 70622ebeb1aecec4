/** The toast region's own strings, part of `toastMessages` (`toast.ts`), so the Toaster bundles only these. */
export const toastRegionMessages = {
  region: 'Notifications',
  dismiss: 'Dismiss',
} as const;
