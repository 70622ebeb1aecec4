/** Sky area of the catalog: TransitList (its retry, orb and source lines are also used by TransitTimeline and SacredSecretionWindows). */
export const skyTransitsMessages = {
  title: 'Transits',
  loading: 'Computing transits...',
  empty: 'No significant events in this period.',
  error: 'The transits could not be computed. Please try again.',
  retry: 'Try Again',
  kinds: { transit: 'Transit', 'moon-phase': 'Moon phase', ingress: 'Ingress' },
  orb: (orb: string) => `orb ${orb}`,
  applying: 'applying',
  separating: 'separating',
  source: (title: string) => `From the teaching “${title}”`,
  showMore: (count: number) => `Show ${count} more`,
} as const;
