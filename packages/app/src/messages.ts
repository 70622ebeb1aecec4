import { brand } from '@app/ui';

/** The shell's user-facing strings, in one catalog. */
export const appMessages = {
  home: {
    title: brand.productName,
    lead: (assistant: string) =>
      `Psychological, astrological and esoteric guidance from ${assistant}. The chat arrives with the shell issue.`,
  },
  notFound: {
    title: '404 Page Not Found',
    home: 'Go to Home',
  },
} as const;
