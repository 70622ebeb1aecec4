/** Sky area of the catalog: SacredSecretionWindows. */
export const skyWindowsMessages = {
  title: 'Your coming windows',
  sunSign: (sign: string) => `Your natal Sun sign: ${sign}`,
  moonIn: (sign: string) => `Moon in ${sign}`,
  duration: (hours: number, minutes: number) => `${hours} h ${String(minutes).padStart(2, '0')} min`,
  timeZoneNote: (timeZone: string) => `Times in ${timeZone}.`,
  current: 'Now',
  download: 'Add to calendar (.ics)',
  loading: 'Finding the windows...',
  empty: 'No windows found in this period.',
  error: 'The windows could not be computed. Please try again.',
} as const;
