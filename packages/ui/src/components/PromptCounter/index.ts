export type { PromptCounterProps } from './PromptCounter';
export { PromptCounter } from './PromptCounter';
export type { PromptCounterTone, ResetTimeFormat } from './promptCounter';
export { formatResetTime, promptCounterTone } from './promptCounter';
