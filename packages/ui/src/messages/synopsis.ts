import { brand } from '../brand';

const assistant = brand.assistantName;

/**
 * The home screen's daily planner. The ask outcomes ("Question Sent to ...",
 * "Loading Data", "Error") are the toast catalog's strings (`toast.ts`), reused as they are.
 */
export const synopsisMessages = {
  title: 'Daily Planner',
  greeting: {
    morning: 'Good morning',
    afternoon: 'Good afternoon',
    evening: 'Good evening',
  },
  greetingWithName: (greeting: string, name: string) => `${greeting}, ${name}`,
  generalEnergy: 'General Energy',
  keywords: 'Keywords',
  dos: 'Do',
  donts: "Don't",
  careerInsight: 'Career Insight',
  highlights: "Today's Highlights",
  intensity: {
    high: 'High intensity',
    medium: 'Medium intensity',
    low: 'Low intensity',
  },
  dailyQuote: 'Daily Quote',
  spiritualTeaching: 'Spiritual Teaching',
  ask: `Ask ${assistant} about my day`,
  asking: 'Sending...',
  loading: 'Loading your daily planner...',
  loadError: {
    title: 'Daily Planner Unavailable',
    description: 'Your daily planner could not be loaded. Please try again.',
    retry: 'Try Again',
  },
} as const;
