import type { CrisisDirectory } from '@app/contract';
import { createOfflineProvider } from './offlineProvider';
import { createOpenAiProvider } from './openAiProvider';
import type { AssistantProvider } from './types';

export {
  type CrisisMatch,
  type CrisisPattern,
  crisisPatterns,
  detectCrisis,
  normaliseForCrisis,
  recogniseCrisis,
} from './crisis';
export { crisisReply, crisisRuleForModels } from './crisisReply';
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
export { type PersonaVoice, seleneOriginalPhrasing, seleneOriginalVoice, withName } from './persona';
export { computeHomeSynopsis, type HomeSynopsisInput, intensityFromOrb } from './synopsis';
export type { AssistantContext, AssistantProvider, AssistantTurn, KnowledgeTeaching } from './types';
export {
  type DocumentSummary,
  type ImprovedText,
  improveOffline,
  offlineWriting,
  summarizeOffline,
  type WritingAssistant,
  type WritingChange,
} from './writing';

export interface CreateAssistantOptions {
  fetch?: typeof fetch;
  /** Timeout of the external provider. @default 30000 */
  timeoutMs?: number;
  /** The help the external model's safety rule names. @default defaultCrisisDirectory */
  crisisDirectory?: CrisisDirectory;
}

/**
 * Selene's provider: the OpenAI-compatible one when `ASSISTANT_API_URL`, `ASSISTANT_API_KEY` and
 * `ASSISTANT_MODEL` are all set, else the offline one. A provider failure is thrown (the caller
 * answers the handled 500 and keeps the user's message). Crisis language never reaches it: the chat
 * service answers it first, with the help of the person's country (features/chat/service.ts); the
 * external model still carries the same rule in its system prompt.
 */
export function createAssistant(
  env: Record<string, string | undefined>,
  options: CreateAssistantOptions = {},
): AssistantProvider {
  const url = env.ASSISTANT_API_URL?.trim();
  const apiKey = env.ASSISTANT_API_KEY?.trim();
  const model = env.ASSISTANT_MODEL?.trim();
  return url && apiKey && model
    ? createOpenAiProvider({
        url,
        apiKey,
        model,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        ...(options.crisisDirectory ? { crisisDirectory: options.crisisDirectory } : {}),
      })
    : createOfflineProvider();
}

/** A text as its paragraphs, each with the blank line after it: they concatenate to the text. */
export function paragraphsOf(text: string): string[] {
  return text.split(/(?<=\n\n)/);
}
