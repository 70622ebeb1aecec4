/** The suggested prompts' heading and domain names; the prompts themselves are the app's content. */
export const suggestedPromptsMessages = {
  heading: 'Suggested prompts',
  domains: {
    astrology: 'Astrology',
    psychology: 'Psychology',
    esoteric: 'Esoteric Wisdom',
  },
} as const;
