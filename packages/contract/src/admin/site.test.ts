import { describe, expect, it } from 'vitest';
import { defaultSuggestedPromptSettings, promptDomains } from './site';

describe('defaultSuggestedPromptSettings', () => {
  it('offers eight prompts across the three domains, on the spec themes', () => {
    expect(defaultSuggestedPromptSettings).toHaveLength(8);
    expect(new Set(defaultSuggestedPromptSettings.map((p) => p.domain))).toEqual(new Set(promptDomains));
    expect(new Set(defaultSuggestedPromptSettings.map((p) => p.id)).size).toBe(8);
    for (const theme of [/natal chart/i, /transits/i, /relationships/i, /saturn/i]) {
      expect(defaultSuggestedPromptSettings.some((p) => theme.test(p.text))).toBe(true);
    }
  });
});
