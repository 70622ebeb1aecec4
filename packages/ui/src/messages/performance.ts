/** Starfield control and the admin performance panel. */
export const performanceMessages = {
  starfield: {
    /** The starfield's pause control (WCAG 2.2.2); pressed means paused. */
    pauseLabel: 'Pause background animation',
  },
  panel: {
    title: 'Performance',
    refreshNote: (seconds: number) => `Refreshed every ${seconds} seconds`,
    notMeasured: 'Not measured',
    metrics: {
      lcp: 'Largest Contentful Paint (LCP)',
      cls: 'Cumulative Layout Shift (CLS)',
      inp: 'Interaction to Next Paint (INP)',
      fid: 'First Input Delay (FID)',
      memory: 'JavaScript memory',
      domNodes: 'DOM nodes',
    },
    /** Shown when LCP is above 2.5 s. */
    lcpWarning: 'LCP is above 2.5 s: the main content appears late. See the tips below.',
    lcpWarningShort: 'LCP warning',
    tipsTitle: 'Optimisation tips',
    /** Five optimisation tips, all shown. */
    tips: [
      'Virtualise long conversations so that only the messages on screen are in the DOM.',
      'Lazy-load admin, training and other rarely used routes so the chat loads only its own code.',
      'Preload the fonts and give images and the logo fixed sizes, so nothing shifts while the page loads.',
      'Keep the main thread free: split long tasks (markdown, transcripts) and defer analytics until idle.',
      'On slow devices, lower the starfield to 50 stars or pause it; hidden tabs already stop it.',
    ],
  },
} as const;
