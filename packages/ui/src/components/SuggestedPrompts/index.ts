export type { PromptDomain, SuggestedPrompt, SuggestedPromptsProps } from './SuggestedPrompts';
export { SuggestedPrompts } from './SuggestedPrompts';
