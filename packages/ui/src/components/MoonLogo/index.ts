export type { MoonLogoProps, MoonLogoSize } from './MoonLogo';
export { MoonLogo } from './MoonLogo';
