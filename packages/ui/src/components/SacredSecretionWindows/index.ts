export type { MoonWindow, SacredSecretionWindowsProps } from './SacredSecretionWindows';
export { SacredSecretionWindows, windowDuration } from './SacredSecretionWindows';
