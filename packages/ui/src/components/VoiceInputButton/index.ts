export type { VoiceInputButtonProps } from './VoiceInputButton';
export { VoiceInputButton } from './VoiceInputButton';
