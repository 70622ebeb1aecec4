export type { StarfieldProps } from './Starfield';
export { readDeviceSignals, Starfield } from './Starfield';
export type { StarfieldPauseToggleProps } from './StarfieldPauseToggle';
export { StarfieldPauseToggle } from './StarfieldPauseToggle';
export type {
  DeviceScore,
  DeviceSignals,
  StarfieldConfig,
  StarfieldFrameContext,
  StarfieldScene,
} from './starfieldScene';
export {
  clampStarCount,
  createStarfieldScene,
  deviceScore,
  drawStarfieldFrame,
  seededRandom,
  starCountRange,
  starfieldConfig,
  starfieldTiers,
} from './starfieldScene';
