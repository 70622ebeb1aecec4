export type { CopyOutcome, MessageActionsProps } from './MessageActions';
export { MessageActions } from './MessageActions';
