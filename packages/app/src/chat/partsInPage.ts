import {
  lazyComposerBar,
  lazyConversationLog,
  lazyConversationPanel,
  lazySynopsisCard,
  lazyUsageNotice,
} from './parts';

/** On the chat page's root: the names of the parts it renders, space-separated (see partsInPage). */
export const chatPartsAttribute = 'data-chat-parts';

const partsByName = {
  'conversation-panel': lazyConversationPanel,
  'usage-notice': lazyUsageNotice,
  'synopsis-card': lazySynopsisCard,
  'conversation-log': lazyConversationLog,
  'composer-bar': lazyComposerBar,
} as const;
export type ChatPartName = keyof typeof partsByName;

/** The attribute that names the parts a page renders, for its root element. */
export function chatPartsProps(names: readonly ChatPartName[]) {
  return { [chatPartsAttribute]: names.join(' ') };
}

/**
 * The parts the server rendered into this page, as its chat root names them. The client loads
 * them before it hydrates: a part's boundary still loading when the page first updates is
 * rendered again on the client with its fallback, and the page jumps (the voice controls' row
 * left and came back, a layout shift of 0.02 on a signed-in `/`).
 */
export function partsInPage(root: ParentNode = document) {
  const names = new Set(
    [...root.querySelectorAll(`[${chatPartsAttribute}]`)].flatMap(
      (element) => element.getAttribute(chatPartsAttribute)?.split(' ') ?? [],
    ),
  );
  return [...names].flatMap((name) => (name in partsByName ? [partsByName[name as ChatPartName]] : []));
}
