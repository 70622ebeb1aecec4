export type { PageTransitionHideReason, PageTransitionOverlayProps } from './PageTransitionOverlay';
export { overlayEmergencyHideMs, PageTransitionOverlay } from './PageTransitionOverlay';
