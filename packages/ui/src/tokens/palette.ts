import { pageColors } from './pageColors';

/**
 * Raw colour values for each theme. Components never read these directly: they go through the
 * theme contract (`vars.color.*`). The contrast test (`theme/contrast.test.ts`) holds every
 * text/background pair to WCAG 2.2 AA.
 */
export interface Palette {
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  text: string;
  textMuted: string;
  accent: string;
  accentHover: string;
  onAccent: string;
  border: string;
  borderStrong: string;
  focus: string;
  critical: string;
  criticalSurface: string;
  caution: string;
  cautionSurface: string;
  positive: string;
  positiveSurface: string;
  info: string;
  infoSurface: string;
  upsell: string;
  upsellSurface: string;
  moon: string;
  moonShade: string;
  moonCrater: string;
  star: string;
  backdrop: string;
}

export const lightPalette: Palette = {
  surface: pageColors.light,
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f1edf9',
  text: '#1e1533',
  textMuted: '#54486e',
  accent: '#5b3fb8',
  accentHover: '#4a2f9f',
  onAccent: '#ffffff',
  border: '#d9d2ea',
  borderStrong: '#7c7196',
  focus: '#5b3fb8',
  critical: '#b42318',
  criticalSurface: '#fef3f2',
  caution: '#7a4d00',
  cautionSurface: '#fff6df',
  positive: '#05603a',
  positiveSurface: '#ecfdf3',
  info: '#1849a9',
  infoSurface: '#eff5ff',
  upsell: '#7a3f9c',
  upsellSurface: '#f8efff',
  moon: '#f3dd94',
  moonShade: '#d9b85c',
  moonCrater: '#c9a548',
  star: '#8d7fc0',
  backdrop: 'rgba(30, 21, 51, 0.45)',
};

export const darkCelestialPalette: Palette = {
  surface: pageColors.darkCelestial,
  surfaceRaised: '#151b3d',
  surfaceSunken: '#070a1a',
  text: '#ece8ff',
  textMuted: '#b9b2da',
  accent: '#c4b5fd',
  accentHover: '#ddd3ff',
  onAccent: '#1a1140',
  border: '#2f365f',
  borderStrong: '#8a90c0',
  focus: '#f1d98a',
  critical: '#ff9b91',
  criticalSurface: '#3a1420',
  caution: '#fcd66b',
  cautionSurface: '#33270a',
  positive: '#75e0b4',
  positiveSurface: '#0c2e25',
  info: '#9cc4ff',
  infoSurface: '#0f2147',
  upsell: '#e3b8ff',
  upsellSurface: '#2a1740',
  moon: '#f6e3a1',
  moonShade: '#d8bc66',
  moonCrater: '#c8a950',
  star: '#fdf6d8',
  backdrop: 'rgba(3, 5, 15, 0.7)',
};
