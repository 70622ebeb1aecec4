/** The axe rule set for the panel and the test runner: WCAG 2.0-2.2 A and AA. */
export const axeRunOptions = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations' as const],
};
