import type { BirthPlace, TierName } from '@app/contract';
import type { PersonaVoice } from './persona';
import type { WritingAssistant } from './writing';

/** One earlier turn of the conversation (oldest first). */
export interface AssistantTurn {
  content: string;
  isUserMessage: boolean;
}

/** A teaching of the knowledge base as the server loads it (the seed's teachings plus uploads). */
export interface KnowledgeTeaching {
  id: number | string;
  domain: string;
  title: string;
  content: string;
  source?: string;
  tradition?: string;
  tags: string[];
}

/** Two linked teachings, by id (`KnowledgeTeaching.id`). */
export interface TeachingLinkPair {
  a: number | string;
  b: number | string;
}

/** One memory as a provider sees it: its key says what it is about (`sun-sign`, `answer-length`). */
export interface RememberedFact {
  kind: 'fact' | 'preference' | 'birth-data' | 'recurring-theme';
  key: string;
  text: string;
}

/** Everything Selene may draw on to answer one question. */
export interface AssistantContext {
  user: {
    id: number | string;
    username: string;
    displayName?: string | null;
    role: 'admin' | 'teacher' | 'client';
    tier: TierName;
  };
  /** Earlier turns, oldest first, without the question. */
  history: AssistantTurn[];
  question: string;
  /** Spec 7's optional context of a send (`isDailyPlannerRequest`, `dailyPlannerData`). */
  dailyPlannerContext?: unknown;
  birthDate?: string | null;
  birthTime?: string | null;
  birthPlace?: BirthPlace | null;
  now: Date;
  teachings: KnowledgeTeaching[];
  /** The persona that answers (its published or draft version); none: Selene's original voice. */
  persona?: PersonaVoice;
  /**
   * Links between teachings of different domains (the knowledge map): a reply that draws on one
   * teaching of a pair may bridge to the other. No direction; oldest first.
   */
  teachingLinks?: readonly TeachingLinkPair[];
  /** What Selene remembers about the user (features/memory), most recently updated first. */
  memories?: readonly RememberedFact[];
  signal?: AbortSignal;
}

/** One way of producing Selene's reply (markdown). Throws when it cannot answer. */
export interface AssistantProvider {
  readonly name: string;
  reply(ctx: AssistantContext): Promise<string>;
  /**
   * The same reply piece by piece, each piece as soon as it is made; the pieces concatenate to the
   * reply. Throws (on iteration) when it cannot answer, and stops when `ctx.signal` aborts.
   */
  stream(ctx: AssistantContext): AsyncIterable<string>;
  /** Writing help for the admin tools (/enhancer, /pdf-analyzer); none: the offline one (writing.ts). */
  writing?: WritingAssistant;
}
