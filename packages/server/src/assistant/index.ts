import { crisisReply, detectCrisis } from './crisis';
import { createOfflineProvider } from './offlineProvider';
import { createOpenAiProvider } from './openAiProvider';
import type { AssistantProvider } from './types';

export { type CrisisKind, crisisReply, detectCrisis } from './crisis';
export {
  type DailyQuote,
  dailyQuotes,
  type KnowledgeDomainName,
  type KnowledgeSeed,
  knowledgeSeed,
  type SeedTeaching,
} from './knowledgeSeed';
export { composeOfflineReply, createOfflineProvider, offlineReplyPieces } from './offlineProvider';
export { AssistantProviderError, createOpenAiProvider, type OpenAiProviderOptions } from './openAiProvider';
export { computeHomeSynopsis, type HomeSynopsisInput, intensityFromOrb } from './synopsis';
export type { AssistantContext, AssistantProvider, AssistantTurn, KnowledgeTeaching } from './types';

export interface CreateAssistantOptions {
  fetch?: typeof fetch;
  /** Timeout of the external provider. @default 30000 */
  timeoutMs?: number;
}

/**
 * Selene. Crisis language is answered first, with crisis resources, before any provider sees the
 * question. Otherwise the OpenAI-compatible provider answers when `ASSISTANT_API_URL`,
 * `ASSISTANT_API_KEY` and `ASSISTANT_MODEL` are all set, else the offline provider. A provider
 * failure is thrown (the caller answers the handled 500 and keeps the user's message).
 */
export function createAssistant(
  env: Record<string, string | undefined>,
  options: CreateAssistantOptions = {},
): AssistantProvider {
  const url = env.ASSISTANT_API_URL?.trim();
  const apiKey = env.ASSISTANT_API_KEY?.trim();
  const model = env.ASSISTANT_MODEL?.trim();
  const provider =
    url && apiKey && model
      ? createOpenAiProvider({
          url,
          apiKey,
          model,
          ...(options.fetch ? { fetch: options.fetch } : {}),
          ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        })
      : createOfflineProvider();
  return {
    name: provider.name,
    async reply(ctx) {
      const crisis = detectCrisis(ctx.question);
      if (crisis) return crisisReply(crisis);
      return provider.reply(ctx);
    },
    async *stream(ctx) {
      const crisis = detectCrisis(ctx.question);
      if (crisis) {
        yield* paragraphsOf(crisisReply(crisis));
        return;
      }
      yield* provider.stream(ctx);
    },
  };
}

/** A text as its paragraphs, each with the blank line after it: they concatenate to the text. */
export function paragraphsOf(text: string): string[] {
  return text.split(/(?<=\n\n)/);
}
