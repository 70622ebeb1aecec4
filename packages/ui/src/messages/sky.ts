import { skyCalculatorMessages } from './skyCalculator';
import { skyFieldsMessages } from './skyFields';
import { skyOnboardingMessages } from './skyOnboarding';
import { skySignsMessages } from './skySigns';
import { skyTableMessages } from './skyTable';
import { skyTimelineMessages } from './skyTimeline';
import { skyTransitsMessages } from './skyTransits';
import { skyValidationMessages } from './skyValidation';
import { skyWheelMessages } from './skyWheel';
import { skyWindowsMessages } from './skyWindows';

/**
 * The sky widgets: the natal wheel, the position table, transits and their timeline, the
 * Sacred Secretion Calculator and the onboarding birth-data steps.
 */
export const skyMessages = {
  signs: skySignsMessages,
  wheel: skyWheelMessages,
  table: skyTableMessages,
  transits: skyTransitsMessages,
  timeline: skyTimelineMessages,
  fields: skyFieldsMessages,
  validation: skyValidationMessages,
  calculator: skyCalculatorMessages,
  windows: skyWindowsMessages,
  onboarding: skyOnboardingMessages,
} as const;

export type SkyMessages = typeof skyMessages;
