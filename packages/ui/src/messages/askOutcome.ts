import { brand } from '../brand';

const assistant = brand.assistantName;

/**
 * What became of asking the assistant about the day, part of `toastMessages`
 * (`toast.ts`): the daily planner shows them in place and bundles only these.
 */
export const askOutcomeMessages = {
  loadingData: {
    title: 'Loading Data',
    description: `Please wait for your daily planner to load before asking ${assistant}.`,
  },
  askError: { title: 'Error', description: `There was an issue connecting to ${assistant}. Please try again.` },
  questionSent: { title: `Question Sent to ${assistant}` },
} as const;
