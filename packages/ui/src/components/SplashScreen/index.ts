export type { SplashScreenProps } from './SplashScreen';
export { SplashScreen, splashDuration } from './SplashScreen';
