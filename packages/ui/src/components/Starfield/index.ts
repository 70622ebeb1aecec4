export type { StarfieldProps } from './Starfield';
export { readDeviceSignals, Starfield } from './Starfield';
export type { DeviceScore, DeviceSignals, StarfieldConfig, StarfieldFrameContext, StarfieldScene } from './starfield';
export {
  clampStarCount,
  createStarfieldScene,
  deviceScore,
  drawStarfieldFrame,
  seededRandom,
  starCountRange,
  starfieldConfig,
  starfieldTiers,
} from './starfield';
