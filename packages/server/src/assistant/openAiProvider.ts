import { crisisRuleForModels } from './crisis';
import { detectIntent, detectIntentInConversation } from './intent';
import { personaForModels } from './messages';
import { readSky, skySummary } from './skyReading';
import { rankTeachings, teachingsOrSeed } from './teachings';
import type { AssistantContext, AssistantProvider } from './types';

export interface OpenAiProviderOptions {
  /** Base URL of an OpenAI-compatible API, e.g. `https://api.example.com/v1` (no trailing `/chat/completions`). */
  url: string;
  apiKey: string;
  model: string;
  fetch?: typeof fetch;
  /** Give up after this long. @default 30000 */
  timeoutMs?: number;
  /** How many teachings go into the system prompt. @default 4 */
  teachingCount?: number;
}

/** A failure of the external provider (HTTP status, bad reply, timeout); the caller answers the handled 500. */
export class AssistantProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AssistantProviderError';
  }
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The system prompt: persona, the safety rule, the sky now, matching teachings, the planner. */
export function buildSystemPrompt(ctx: AssistantContext, teachingCount = 4): string {
  const sky = readSky(ctx.now, { birthDate: ctx.birthDate, birthTime: ctx.birthTime, birthPlace: ctx.birthPlace });
  // The model sees the whole conversation, so teachings are matched to the question and the turn before it.
  const intent = detectIntentInConversation(ctx.question, ctx.history);
  const previous = [...ctx.history].reverse().find((turn) => turn.isUserMessage)?.content ?? '';
  const earlier = previous ? detectIntent(previous).tags : [];
  const teachings = rankTeachings(teachingsOrSeed(ctx.teachings), {
    text: `${ctx.question} ${previous}`,
    tags: [...intent.tags, ...earlier, sky.phase.name, sky.moon.sign],
    strongTags: [...intent.tags, ...earlier],
    domain: intent.domain,
  }).slice(0, teachingCount);
  const name = ctx.user.displayName?.trim() || ctx.user.username;
  const parts = [
    personaForModels.persona,
    crisisRuleForModels,
    personaForModels.format,
    personaForModels.care,
    personaForModels.userLine(name),
    `${personaForModels.skyHeading}\n${skySummary(sky)}`,
  ];
  if (teachings.length > 0) {
    parts.push(
      `${personaForModels.teachingsHeading}\n${teachings
        .map(
          ({ teaching }) =>
            `- "${teaching.title}" (${teaching.domain}; ${teaching.source ?? 'no source'}): ${teaching.content}`,
        )
        .join('\n')}`,
    );
  }
  if (ctx.dailyPlannerContext !== undefined && ctx.dailyPlannerContext !== null) {
    parts.push(`${personaForModels.plannerHeading}\n${JSON.stringify(ctx.dailyPlannerContext)}`);
  }
  return parts.join('\n\n');
}

/** The whole conversation as chat messages: system prompt, history (oldest first), question. */
export function buildMessages(ctx: AssistantContext, teachingCount?: number): ChatMessage[] {
  return [
    { role: 'system', content: buildSystemPrompt(ctx, teachingCount) },
    ...ctx.history.map(
      (turn): ChatMessage => ({ role: turn.isUserMessage ? 'user' : 'assistant', content: turn.content }),
    ),
    { role: 'user', content: ctx.question },
  ];
}

/** An OpenAI-compatible chat completions provider. Throws `AssistantProviderError` on any failure. */
export function createOpenAiProvider(options: OpenAiProviderOptions): AssistantProvider {
  const doFetch = options.fetch ?? globalThis.fetch;
  const endpoint = `${options.url.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    name: 'openai-compatible',
    async reply(ctx) {
      ctx.signal?.throwIfAborted();
      // The prompt is built first: the timeout measures the provider, not our own ephemeris work.
      const body = JSON.stringify({ model: options.model, messages: buildMessages(ctx, options.teachingCount) });
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body,
          signal,
        });
      } catch (error) {
        // The caller's own abort is passed on as it is; everything else is the provider's failure.
        if (ctx.signal?.aborted) throw ctx.signal.reason ?? error;
        if (timeout.aborted) throw new AssistantProviderError(`The assistant provider timed out after ${timeoutMs} ms`);
        throw new AssistantProviderError(`The assistant provider could not be reached: ${(error as Error).message}`);
      }
      if (!response.ok) {
        const body = await response.text().catch(() => '');
        throw new AssistantProviderError(
          `The assistant provider answered ${response.status}: ${body.slice(0, 200) || response.statusText}`,
          response.status,
        );
      }
      let data: unknown;
      try {
        data = await response.json();
      } catch (error) {
        if (ctx.signal?.aborted) throw ctx.signal.reason ?? error;
        if (timeout.aborted) throw new AssistantProviderError(`The assistant provider timed out after ${timeoutMs} ms`);
        throw new AssistantProviderError('The assistant provider sent a reply that is not JSON', response.status);
      }
      const content = (data as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || content.trim() === '') {
        throw new AssistantProviderError('The assistant provider sent no message content', response.status);
      }
      return content.trim();
    },
  };
}
