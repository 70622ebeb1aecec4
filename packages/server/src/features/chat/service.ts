// The chat's flow: a turn counts the prompt and stores (or finds) the question in one transaction,
// then asks Selene (whole, or piece by piece for a stream) and stores her answer.
import {
  type Allowance,
  type AssistantFailureReply,
  allowanceOf,
  type ConversationSummary,
  conversationTitleOf,
  type DailyPlannerContext,
  LimitReachedBodySchema,
  type Message,
  nextUtcMidnight,
  type SendMessageReply,
  type SendUsage,
  usageOf,
  utcDay,
} from '@app/contract';
import * as v from 'valibot';
import { type AssistantContext, type CrisisMatch, crisisReply, paragraphsOf, recogniseCrisis } from '../../assistant';
import { type PersonaVoice, seleneOriginalVoice } from '../../assistant/persona';
import { teachingsCitedIn } from '../../assistant/teachings';
import type { RememberedFact, TeachingLinkPair } from '../../assistant/types';
import type { Deps, SessionUser } from '../../context';
import { HttpError } from '../../http/errors';
import { serverMessages } from '../../messages';
import { loadProfile } from '../../routes/profile';
import { recordCrisisReply } from '../crisis/repository';
import { recordAssistantFailure } from '../dashboard/repository';
import { linkedPairs } from '../knowledgeMap/repository';
import { extractMemories, mayRemember, recurringTheme } from '../memory/extract';
import { memoriesOf, rememberAll } from '../memory/repository';
import { voiceForUser } from '../personas/service';
import { loadPreferences } from '../preferences/repository';
import { recordReplyTeachings } from '../teachingUsage/repository';
import * as repo from './repository';

const text = serverMessages.chat;

/** How many earlier turns Selene reads (the newest ones). */
const historyTurns = 40;
/**
 * How long Selene may take before the send answers with the apology: the whole reply of a JSON
 * send; for a stream, the wait for its first piece and between two pieces.
 */
const assistantTimeoutMs = 60_000;

/** What a turn asks: a new question (maybe replacing the last one), or a new reply to the last one. */
export type TurnRequest =
  | { kind: 'send'; content: string; dailyPlannerContext?: DailyPlannerContext | undefined; editOf?: number }
  | { kind: 'regenerate' };

/** A counted turn: its question is stored, and Selene's reply is still to come. */
export interface Turn {
  user: SessionUser;
  conversationId: number;
  question: repo.MessageRow;
  usage: SendUsage;
  dailyPlannerContext?: DailyPlannerContext | undefined;
  /** The moment of the question (Selene reads the sky of it). */
  now: Date;
  /** The country whose crisis help fits the person (from Accept-Language); null: the international list. */
  region: string | null;
}

export type TurnOutcome =
  | { outcome: 'sent'; reply: SendMessageReply }
  | { outcome: 'assistantFailed'; reply: AssistantFailureReply }
  /** The person stopped it: `aiResponse` is the part streamed before, stored as `stopped`, if any. */
  | { outcome: 'stopped'; userMessage: Message; aiResponse: Message | null };

/** The 429 of a reached limit: `{ message, limitInfo: { tier, limit, used, resetsAt } }`. */
function limitReached(allowance: Allowance, used: number, now: Date): HttpError {
  const resetsAt = nextUtcMidnight(now);
  const body = {
    message: allowance.limit === 1 ? text.dailyLimitOne : text.dailyLimit(allowance.limit),
    limitInfo: { tier: allowance.tier, limit: allowance.limit, used, resetsAt: resetsAt.toISOString() },
  };
  if (!v.is(LimitReachedBodySchema, body)) throw new Error('429 body does not match the contract');
  return new HttpError(429, body, { 'Retry-After': String(Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)) });
}

const notFound = () => new HttpError(404, { message: text.conversationNotFound });

/**
 * The pieces of `source` until `signal` aborts: an abort ends the wait for the next piece at once,
 * even from a source that does not listen to its signal, and asks the source to stop.
 */
async function* untilAborted<T>(source: AsyncIterable<T>, signal: AbortSignal): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason ?? new Error('aborted'));
  });
  aborted.catch(() => {});
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      const next = iterator.next();
      next.catch(() => {});
      const result = await Promise.race([next, aborted]);
      if (result.done) return;
      yield result.value;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    // Not awaited: a source stuck on its next piece finishes that first.
    Promise.resolve(iterator.return?.()).catch(() => {});
  }
}

export function createChatService(deps: Deps) {
  const storeAnswer = async (
    turn: Turn,
    persona: PersonaVoice,
    content: string,
    kind: 'reply' | 'apology',
    stopped = false,
  ) => {
    const stored = await repo.insertMessage(deps.storage, {
      conversationId: turn.conversationId,
      content,
      kind,
      createdAt: deps.now(),
      stopped,
      persona: { name: persona.name, version: persona.version },
    });
    if (kind === 'reply') await noteTeachingsDrawnOn(turn, stored.id, content);
    return stored;
  };

  /**
   * Which stored teachings the reply named, for their teachers' usage figures. A failure here is
   * logged, never the reply's: the person already has their answer.
   */
  async function noteTeachingsDrawnOn(turn: Turn, messageId: number, reply: string): Promise<void> {
    try {
      const cited = teachingsCitedIn(reply, await deps.knowledge.load());
      const ids = cited.map((teaching) => Number(teaching.id)).filter(Number.isInteger);
      await recordReplyTeachings(deps.storage, messageId, ids);
    } catch (error) {
      deps.logger.error('send: the teachings a reply drew on were not recorded', { error, userId: turn.user.id });
    }
  }

  /**
   * Who answers the turn: the user's chosen persona, its newest published version (an admin's
   * publish or rollback applies from the next reply). A storage failure here falls back to
   * Selene's original voice rather than failing the reply.
   */
  async function personaOf(turn: Turn): Promise<PersonaVoice> {
    try {
      return await voiceForUser(deps, turn.user.id);
    } catch (error) {
      deps.logger.error('send: the persona could not be read; answering as Selene', { error, userId: turn.user.id });
      return seleneOriginalVoice;
    }
  }

  /**
   * What Selene remembers, after learning what the turn's question says (issue 20). Runs only for
   * answered turns (a crisis question never gets here) and not when the turn before it in the same
   * exchange was in crisis language. A storage failure answers without memories, never fails the reply.
   */
  async function rememberFrom(turn: Turn, history: AssistantContext['history']): Promise<RememberedFact[]> {
    try {
      const question = turn.question.content;
      if (
        mayRemember(
          question,
          history.slice(-2).map((earlier) => earlier.content),
        )
      ) {
        const userMessages = [
          ...history.filter((earlier) => earlier.isUserMessage).map((earlier) => earlier.content),
          question,
        ];
        const theme = recurringTheme(userMessages);
        await rememberAll(deps.storage, turn.user.id, [...extractMemories(question), ...(theme ? [theme] : [])], {
          messageId: turn.question.id,
          conversationId: turn.conversationId,
          at: turn.now,
        });
      }
      return (await memoriesOf(deps.storage, turn.user.id)).map(({ kind, key, text }) => ({ kind, key, text }));
    } catch (error) {
      deps.logger.error('send: memories could not be read or stored; answering without them', {
        error,
        userId: turn.user.id,
      });
      return [];
    }
  }

  /**
   * The knowledge map's links, for bridging domains in the reply. A storage failure answers
   * without bridges, never fails the reply.
   */
  async function linksToBridge(turn: Turn): Promise<TeachingLinkPair[]> {
    try {
      return await linkedPairs(deps.storage);
    } catch (error) {
      deps.logger.error('send: the knowledge map could not be read; answering without bridges', {
        error,
        userId: turn.user.id,
      });
      return [];
    }
  }

  /** Everything Selene reads for the turn's question. */
  async function contextOf(turn: Turn, persona: PersonaVoice, signal: AbortSignal): Promise<AssistantContext> {
    const { user } = turn;
    const [history, teachings, profile, preferences] = await Promise.all([
      repo.historyBefore(deps.storage, turn.conversationId, turn.question.id, historyTurns),
      deps.knowledge.load(),
      loadProfile(deps.storage, user.id),
      loadPreferences(deps.storage, user.id),
    ]);
    const [memories, teachingLinks] = await Promise.all([rememberFrom(turn, history), linksToBridge(turn)]);
    return {
      memories,
      teachingLinks,
      user: {
        id: user.id,
        username: user.username,
        // The name chosen in the preferences, else the profile's display name (else the username).
        displayName: preferences.preferredName ?? profile.displayName,
        role: user.role,
        tier: user.tier,
      },
      history,
      question: turn.question.content,
      ...(turn.dailyPlannerContext ? { dailyPlannerContext: turn.dailyPlannerContext } : {}),
      birthDate: profile.birthDate,
      birthTime: profile.birthTime,
      birthPlace: profile.birthPlace,
      now: turn.now,
      teachings,
      persona,
      signal,
    };
  }

  /**
   * Crisis language, answered before any provider sees it (DECISIONS "Care"): the reply and its
   * card's help are stored with the record for the dashboard (no text, no person) in one go.
   */
  async function storeCrisisReply(turn: Turn, persona: PersonaVoice, crisis: CrisisMatch) {
    const { content, support } = crisisReply(crisis.category, turn.region, deps.crisisDirectory);
    const createdAt = deps.now();
    const reply = await deps.storage.transaction(async (tx) => {
      const stored = await repo.insertMessage(tx, {
        conversationId: turn.conversationId,
        content,
        kind: 'reply',
        createdAt,
        crisis: support,
        persona: { name: persona.name, version: persona.version },
      });
      await recordCrisisReply(tx, { category: crisis.category, region: support.region, at: createdAt });
      return stored;
    });
    // The pattern's name, never the words: enough to trace a false alarm or a miss.
    deps.logger.info('send: crisis reply', {
      category: crisis.category,
      pattern: crisis.patternId,
      region: support.region,
    });
    return reply;
  }

  const sent = (turn: Turn, reply: repo.MessageRow): TurnOutcome => ({
    outcome: 'sent',
    reply: { userMessage: repo.messageOf(turn.question), aiResponse: repo.messageOf(reply), usage: turn.usage },
  });

  /** The handled failure: the apology is stored (the list reads the same after a reload). */
  async function apologise(turn: Turn, persona: PersonaVoice, error: unknown): Promise<TurnOutcome> {
    deps.logger.error('send: the assistant failed; answering the apology', {
      error,
      provider: deps.assistant.name,
      userId: turn.user.id,
    });
    // Counted apart from the message (the dashboard's provider failures); a failed count never hides the apology.
    await recordAssistantFailure(deps.storage, { provider: deps.assistant.name, at: deps.now() }).catch((failure) =>
      deps.logger.error('send: could not record the assistant failure', { error: failure }),
    );
    const apology = await storeAnswer(turn, persona, text.apology, 'apology');
    return {
      outcome: 'assistantFailed',
      reply: { userMessage: repo.messageOf(turn.question), aiResponse: repo.messageOf(apology) },
    };
  }

  const stoppedLog = (turn: Turn, extra: Record<string, unknown> = {}) =>
    deps.logger.info('send: stopped by the client', {
      userId: turn.user.id,
      conversationId: turn.conversationId,
      ...extra,
    });

  return {
    createConversation: (user: SessionUser) => repo.insertConversation(deps.storage, user.id, deps.now()),

    listConversations: (
      user: SessionUser,
      query: { search?: string; before?: { updatedAt: Date; id: number }; limit: number },
    ): Promise<ConversationSummary[]> => repo.listConversations(deps.storage, user.id, query),

    async renameConversation(user: SessionUser, conversationId: number, title: string): Promise<ConversationSummary> {
      const renamed = await repo.renameConversation(deps.storage, user.id, conversationId, title);
      if (!renamed) throw notFound();
      return renamed;
    },

    async deleteConversation(user: SessionUser, conversationId: number): Promise<void> {
      if (!(await repo.deleteConversation(deps.storage, user.id, conversationId))) throw notFound();
    },

    async listMessages(user: SessionUser, conversationId: number): Promise<Message[]> {
      // Another user's conversation answers exactly like a missing one.
      if (!(await repo.isOwnConversation(deps.storage, user.id, conversationId))) throw notFound();
      return repo.listMessages(deps.storage, conversationId);
    },

    /**
     * Starts a turn in one transaction: the prompt is counted and the question stored together, or
     * neither. A send may replace the last question (`editOf`: it and everything after it go); a
     * regenerate keeps the last question and drops the replies after it. Throws the 404, the 409s,
     * the 429, and 503 when the storage fails.
     */
    async startTurn(
      user: SessionUser,
      conversationId: number,
      request: TurnRequest,
      { region = null }: { region?: string | null } = {},
    ): Promise<Turn> {
      const allowance = allowanceOf(user);
      const now = deps.now();
      const day = utcDay(now);
      try {
        const { question, used } = await deps.storage.transaction(async (tx) => {
          const conversation = await repo.lockConversation(tx, user.id, conversationId);
          if (!conversation) throw notFound();
          let messages = conversation.messages;
          let retitle = conversation.title === null;
          let answered: repo.MessageRow | null = null;
          if (request.kind === 'regenerate') {
            const last = await repo.lastQuestion(tx, conversationId);
            if (!last) throw new HttpError(409, { message: text.nothingToRegenerate });
            answered = last;
            messages -= await repo.deleteMessagesFrom(tx, conversationId, last.id, { inclusive: false });
            if (messages + 1 > allowance.maxConversationLength) {
              throw new HttpError(409, { message: text.conversationFull(allowance.maxConversationLength) });
            }
          } else {
            if (request.editOf !== undefined) {
              const last = await repo.lastQuestion(tx, conversationId);
              if (!last || last.id !== request.editOf) throw new HttpError(409, { message: text.notLastQuestion });
              // The title came from this question unless the person renamed it: it follows the edit.
              if (
                conversation.title === conversationTitleOf(last.content) &&
                !(await repo.hasQuestionBefore(tx, conversationId, last.id))
              ) {
                retitle = true;
              }
              messages -= await repo.deleteMessagesFrom(tx, conversationId, last.id, { inclusive: true });
            }
            // A send adds the question and its reply: both must fit.
            if (messages + 2 > allowance.maxConversationLength) {
              throw new HttpError(409, { message: text.conversationFull(allowance.maxConversationLength) });
            }
          }
          const used = await repo.countPrompt(tx, user.id, day, allowance.enforced ? allowance.limit : 2_147_483_647);
          if (used === null) throw limitReached(allowance, await repo.promptsUsed(tx, user.id, day), now);
          if (request.kind === 'regenerate') {
            if (!answered) throw new Error('a regenerate without its question');
            await repo.touchConversation(tx, conversationId, now);
            return { question: answered, used };
          }
          const question = await repo.insertMessage(tx, {
            conversationId,
            content: request.content,
            kind: 'question',
            createdAt: now,
          });
          if (retitle) await repo.setTitle(tx, conversationId, conversationTitleOf(request.content));
          return { question, used };
        });
        return {
          user,
          conversationId,
          question,
          usage: usageOf(allowance, used),
          ...(request.kind === 'send' && request.dailyPlannerContext
            ? { dailyPlannerContext: request.dailyPlannerContext }
            : {}),
          now,
          region,
        };
      } catch (error) {
        // Any storage failure while checking and counting answers 503, never a success.
        if (error instanceof HttpError) throw error;
        deps.logger.error('send: storage failed while counting the prompt', { error, userId: user.id });
        throw new HttpError(503, { message: serverMessages.common.storageUnavailable });
      }
    },

    /** Selene's whole reply, stored. `signal` is the client's: its abort is a stop (nothing more is stored). */
    async answer(turn: Turn, signal: AbortSignal): Promise<TurnOutcome> {
      const persona = await personaOf(turn);
      const crisis = recogniseCrisis(turn.question.content);
      if (crisis) return sent(turn, await storeCrisisReply(turn, persona, crisis));
      let answer: string;
      try {
        const ctx = await contextOf(turn, persona, AbortSignal.any([signal, AbortSignal.timeout(assistantTimeoutMs)]));
        answer = await deps.assistant.reply(ctx);
        if (answer.trim() === '') throw new Error('the assistant answered nothing');
      } catch (error) {
        if (signal.aborted) {
          // The person pressed stop (or left): their question is kept, and no apology is owed.
          stoppedLog(turn);
          return { outcome: 'stopped', userMessage: repo.messageOf(turn.question), aiResponse: null };
        }
        return apologise(turn, persona, error);
      }
      return sent(turn, await storeAnswer(turn, persona, answer, 'reply'));
    },

    /**
     * Selene's reply piece by piece: `onDelta` gets each piece as it comes (the pieces, trimmed at
     * both ends of the reply, concatenate to the stored reply). When `signal` aborts (the client
     * closed the stream), the provider is aborted and what was streamed is stored, `stopped`.
     */
    async answerStreamed(
      turn: Turn,
      { signal, onDelta }: { signal: AbortSignal; onDelta: (text: string) => Promise<void> },
    ): Promise<TurnOutcome> {
      const persona = await personaOf(turn);
      const crisis = recogniseCrisis(turn.question.content);
      if (crisis) {
        // Stored whole before it is shown: a reader who leaves mid-way still finds the help on return.
        const reply = await storeCrisisReply(turn, persona, crisis);
        for (const paragraph of paragraphsOf(reply.content)) {
          if (signal.aborted)
            return {
              outcome: 'stopped',
              userMessage: repo.messageOf(turn.question),
              aiResponse: repo.messageOf(reply),
            };
          await onDelta(paragraph);
        }
        return sent(turn, reply);
      }
      const idle = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(
          () => idle.abort(new Error(`the assistant was silent for ${assistantTimeoutMs} ms`)),
          assistantTimeoutMs,
        );
      };
      const providerSignal = AbortSignal.any([signal, idle.signal]);
      let streamed = '';
      // Whitespace at the end of a piece waits for the text after it: none is sent at the reply's end.
      let held = '';
      arm();
      try {
        const ctx = await contextOf(turn, persona, providerSignal);
        for await (const piece of untilAborted(deps.assistant.stream(ctx), providerSignal)) {
          const next = streamed === '' ? (held + piece).trimStart() : held + piece;
          const kept = next.trimEnd();
          held = next.slice(kept.length);
          if (kept === '') continue;
          streamed += kept;
          // Writing waits for a slow reader; that is not Selene's silence.
          clearTimeout(timer);
          await onDelta(kept);
          arm();
        }
        if (streamed === '') throw new Error('the assistant answered nothing');
      } catch (error) {
        if (signal.aborted) {
          if (streamed === '') {
            stoppedLog(turn, { streamed: false });
            return { outcome: 'stopped', userMessage: repo.messageOf(turn.question), aiResponse: null };
          }
          // What the person saw is kept, marked as stopped; the prompt stays counted.
          const partial = await storeAnswer(turn, persona, streamed, 'reply', true);
          stoppedLog(turn, { streamed: true });
          return {
            outcome: 'stopped',
            userMessage: repo.messageOf(turn.question),
            aiResponse: repo.messageOf(partial),
          };
        }
        return apologise(turn, persona, error);
      } finally {
        clearTimeout(timer);
      }
      return sent(turn, await storeAnswer(turn, persona, streamed, 'reply'));
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
