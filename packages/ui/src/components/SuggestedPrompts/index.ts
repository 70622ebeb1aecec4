export type { PromptDomain, SuggestedPrompt, SuggestedPromptsProps } from './SuggestedPrompts';
export { defaultSuggestedPrompts, SuggestedPrompts } from './SuggestedPrompts';
