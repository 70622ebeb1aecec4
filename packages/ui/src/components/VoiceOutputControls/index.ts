export type { VoiceOutputControlsProps } from './VoiceOutputControls';
export { VoiceOutputControls } from './VoiceOutputControls';
