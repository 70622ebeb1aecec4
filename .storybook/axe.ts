import { colourRules, wcagTags } from '../scripts/axe-rules.mjs';

/** The axe rule set for the panel and the test runner: WCAG 2.0-2.2 A and AA. */
export const axeRunOptions = {
  runOnly: { type: 'tag' as const, values: wcagTags },
  resultTypes: ['violations' as const],
};

/** The rules a second theme runs alone (the first theme ran the rest on the same document). */
export const axeColourRunOptions = {
  runOnly: { type: 'rule' as const, values: colourRules },
  resultTypes: ['violations' as const],
};
