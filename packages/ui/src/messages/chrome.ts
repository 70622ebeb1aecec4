import { brand } from '../brand';

/** Error screen, 404, guards, connection issue and navigation. */
export const chromeMessages = {
  errorScreen: {
    title: 'Something Went Wrong',
    description: "We encountered an unexpected error. Don't worry - your data is safe.",
    reload: 'Reload Page',
    home: 'Go to Home',
    support: (email: string) => `Contact ${email}`,
  },
  notFound: { title: '404 Page Not Found', home: 'Go to Home' },
  verifyingAccess: 'Verifying access...',
  connectionIssue: {
    title: 'Connection Issue',
    description: "We couldn't start your conversation. This might be a temporary connection issue.",
    tryAgain: 'Try Again',
    retrying: 'Retrying...',
  },
  defaultTierLabel: 'Free',
  productName: brand.productName,
} as const;
