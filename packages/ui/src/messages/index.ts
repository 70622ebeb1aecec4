import { chatMessages } from './chat';
import { chromeMessages } from './chrome';
import { conversationMessages } from './conversations';
import { coreMessages } from './core';
import { crisisMessages } from './crisis';
import { navigationMessages } from './navigation';
import { performanceMessages } from './performance';
import { primitiveMessages } from './primitives';
import { skyMessages } from './sky';
import { synopsisMessages } from './synopsis';
import { toastMessages } from './toast';
import { usageMessages } from './usage';
import { voiceMessages } from './voice';

/**
 * Every user-facing string of `@app/ui`: one catalog, kept in one file per area so that areas can
 * change independently. Where a string names the assistant, it uses the brand's assistant name
 * (`brand.assistantName`).
 */
export const messages = {
  ...coreMessages,
  toast: toastMessages,
  usage: usageMessages,
  chat: chatMessages,
  crisis: crisisMessages,
  conversations: conversationMessages,
  chrome: chromeMessages,
  navigation: navigationMessages,
  performance: performanceMessages,
  primitives: primitiveMessages,
  synopsis: synopsisMessages,
  voice: voiceMessages,
  sky: skyMessages,
} as const;

export type Messages = typeof messages;
