/** Eight starting points across the three domains (spec 1), `chatMessages.suggestedPrompts` (`chat.ts`); `text` is what gets asked. */
export const suggestedPromptsMessages = {
  heading: 'Suggested prompts',
  domains: {
    astrology: 'Astrology',
    psychology: 'Psychology',
    esoteric: 'Esoteric Wisdom',
  },
  items: [
    {
      id: 'natal-chart',
      domain: 'astrology',
      title: 'Read my natal chart',
      text: 'What does my natal chart reveal about my core strengths and the lessons I am here to learn?',
    },
    {
      id: 'transits',
      domain: 'astrology',
      title: 'My current transits',
      text: 'Which planetary transits are shaping my life right now, and how can I work with them rather than against them?',
    },
    {
      id: 'saturn-lessons',
      domain: 'astrology',
      title: 'Saturn lessons',
      text: 'What is Saturn asking of me at this stage of my life, and how can I meet its lessons with patience?',
    },
    {
      id: 'relationships',
      domain: 'psychology',
      title: 'Patterns in my relationships',
      text: 'What patterns keep repeating in my relationships, and what would help me love more freely?',
    },
    {
      id: 'inner-critic',
      domain: 'psychology',
      title: 'Quiet my inner critic',
      text: 'How can I soften my inner critic and speak to myself with more compassion?',
    },
    {
      id: 'shadow-work',
      domain: 'psychology',
      title: 'Begin shadow work',
      text: 'How do I begin shadow work, and which parts of myself might I be hiding from?',
    },
    {
      id: 'moon-phase',
      domain: 'esoteric',
      title: 'Work with the Moon',
      text: 'How can I use the current Moon phase for setting intentions and for honest reflection?',
    },
    {
      id: 'as-above',
      domain: 'esoteric',
      title: 'As above, so below',
      text: 'How can the Hermetic principle "as above, so below" help me make sense of what I am going through?',
    },
  ],
} as const;
