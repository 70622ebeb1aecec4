import { lazyPart } from '../app/lazyPart';

/**
 * The chat's parts that not every visitor of `/` needs, each in its own chunk so that the page
 * a logged-out visitor first sees loads little: the conversation (markdown, the virtualiser),
 * the daily planner, the usage banner, the voice controls and the prompt counter.
 */
export const lazyConversationLog = lazyPart(() =>
  // The markdown renderer is a chunk of its own (see MarkdownRenderer.ts), fetched alongside.
  Promise.all([import('./ConversationLog'), import('./MarkdownRenderer')]).then(([module]) => module.ConversationLog),
);
export const lazySynopsisCard = lazyPart(() => import('./DailySynopsis').then((module) => module.SynopsisCard));
export const lazyUsageNotice = lazyPart(() => import('./UsageNotice').then((module) => module.UsageNotice));
export const lazyComposerBar = lazyPart(() => import('./ComposerBar').then((module) => module.ComposerBar));
export const lazyVoiceInput = lazyPart(() => import('./VoiceInput').then((module) => module.VoiceInput));
export const lazyConversationPanel = lazyPart(() =>
  import('./ConversationPanel').then((module) => module.ConversationPanel),
);
export const lazyConversationDrawer = lazyPart(() =>
  import('./ConversationPanel').then((module) => module.ConversationPanelDrawer),
);
