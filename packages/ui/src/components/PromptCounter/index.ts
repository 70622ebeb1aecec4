export type { PromptCounterProps } from './PromptCounter';
export { PromptCounter } from './PromptCounter';
export type { PromptCounterTone, ResetTimeFormat } from './promptCounterFormat';
export { formatResetTime, promptCounterTone } from './promptCounterFormat';
