/** The axe rule set for the panel and the test runner: WCAG 2.0-2.2 A and AA. */
export const axeRunOptions = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations' as const],
};

/**
 * The rules a theme can change. Switching the theme changes only the CSS of the same document, so
 * every other rule's result is the first theme's: a second theme runs these alone.
 */
export const axeColourRunOptions = {
  runOnly: { type: 'rule' as const, values: ['color-contrast', 'link-in-text-block'] },
  resultTypes: ['violations' as const],
};
