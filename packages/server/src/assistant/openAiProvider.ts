import type { CrisisDirectory } from '@app/contract';
import { crisisRuleForModels } from './crisisReply';
import { detectIntent, detectIntentInConversation } from './intent';
import { personaForModels } from './messages';
import { createOpenAiWriting } from './openAiWriting';
import { readSky, skySummary } from './skyReading';
import { bridgeFor, rankTeachings, teachingsOrSeed } from './teachings';
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
  /** The help the safety rule names. @default defaultCrisisDirectory */
  crisisDirectory?: CrisisDirectory;
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
export function buildSystemPrompt(
  ctx: AssistantContext,
  teachingCount = 4,
  crisisRule: string = crisisRuleForModels(),
): string {
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
    // The persona's own prompt (Selene's original one when the context names no persona).
    ctx.persona?.systemPrompt ?? personaForModels.persona,
    crisisRule,
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
  const bridge = bridgeFor(
    teachings.map(({ teaching }) => teaching),
    teachingsOrSeed(ctx.teachings),
    ctx.teachingLinks,
  );
  if (bridge) {
    const { from, to } = bridge;
    parts.push(
      `${personaForModels.bridgeHeading(from.title, to.domain)}\n- "${to.title}" (${to.domain}; ${to.source ?? 'no source'}): ${to.content}`,
    );
  }
  if (ctx.memories && ctx.memories.length > 0) {
    // What the user told Selene before; the model may use it but must not recite it back as a list.
    parts.push(
      `What you remember about ${name} (from earlier conversations; use it where it helps, do not list it back):\n${ctx.memories
        .map((memory) => `- ${memory.text}`)
        .join('\n')}`,
    );
  }
  if (ctx.dailyPlannerContext !== undefined && ctx.dailyPlannerContext !== null) {
    parts.push(`${personaForModels.plannerHeading}\n${JSON.stringify(ctx.dailyPlannerContext)}`);
  }
  return parts.join('\n\n');
}

/** The whole conversation as chat messages: system prompt, history (oldest first), question. */
export function buildMessages(ctx: AssistantContext, teachingCount?: number, crisisRule?: string): ChatMessage[] {
  return [
    { role: 'system', content: buildSystemPrompt(ctx, teachingCount, crisisRule) },
    ...ctx.history.map(
      (turn): ChatMessage => ({ role: turn.isUserMessage ? 'user' : 'assistant', content: turn.content }),
    ),
    { role: 'user', content: ctx.question },
  ];
}

/** The text pieces of one `data:` payload of a streamed chat completion; `done` at `[DONE]`. */
export function parseStreamData(data: string): { done: true } | { done: false; text: string } {
  if (data.trim() === '[DONE]') return { done: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new AssistantProviderError('The assistant provider streamed an event that is not JSON');
  }
  const error = (parsed as { error?: { message?: unknown } })?.error;
  if (error) {
    const message = typeof error.message === 'string' ? error.message : JSON.stringify(error);
    throw new AssistantProviderError(`The assistant provider failed mid-reply: ${message.slice(0, 200)}`);
  }
  const content = (parsed as { choices?: { delta?: { content?: unknown } }[] })?.choices?.[0]?.delta?.content;
  return { done: false, text: typeof content === 'string' ? content : '' };
}

/** An OpenAI-compatible chat completions provider. Throws `AssistantProviderError` on any failure. */
export function createOpenAiProvider(options: OpenAiProviderOptions): AssistantProvider {
  const doFetch = options.fetch ?? globalThis.fetch;
  const endpoint = `${options.url.replace(/\/+$/, '')}/chat/completions`;
  const post = (body: string, accept: string, signal: AbortSignal): RequestInit => ({
    method: 'POST',
    headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json', accept },
    body,
    signal,
  });
  const timeoutMs = options.timeoutMs ?? 30_000;
  const crisisRule = crisisRuleForModels(options.crisisDirectory);
  return {
    name: 'openai-compatible',
    writing: createOpenAiWriting(options),
    /**
     * `stream: true`: the tokens as they arrive. The timeout measures silence (until the reply
     * starts, then between two pieces), so a long reply is never cut for its length. Aborting
     * `ctx.signal`, or leaving the loop early, aborts the upstream request.
     */
    async *stream(ctx) {
      ctx.signal?.throwIfAborted();
      const body = JSON.stringify({
        model: options.model,
        messages: buildMessages(ctx, options.teachingCount, crisisRule),
        stream: true,
      });
      const upstream = new AbortController();
      let timedOut = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          upstream.abort(new AssistantProviderError(`The assistant provider timed out after ${timeoutMs} ms`));
        }, timeoutMs);
      };
      const onAbort = () => upstream.abort(ctx.signal?.reason);
      ctx.signal?.addEventListener('abort', onAbort, { once: true });
      /** The error to throw for a failed fetch or read: the caller's abort as it is, else the provider's failure. */
      const failure = (error: unknown, what: string) => {
        if (ctx.signal?.aborted) return ctx.signal.reason ?? error;
        if (timedOut) return new AssistantProviderError(`The assistant provider timed out after ${timeoutMs} ms`);
        if (error instanceof AssistantProviderError) return error;
        return new AssistantProviderError(`${what}: ${(error as Error)?.message ?? String(error)}`);
      };
      arm();
      try {
        let response: Response;
        try {
          response = await doFetch(endpoint, post(body, 'text/event-stream', upstream.signal));
        } catch (error) {
          throw failure(error, 'The assistant provider could not be reached');
        }
        if (!response.ok) {
          const text = await response.text().catch(() => '');
          throw new AssistantProviderError(
            `The assistant provider answered ${response.status}: ${text.slice(0, 200) || response.statusText}`,
            response.status,
          );
        }
        // A provider that ignores `stream: true` answers the whole completion as JSON: one piece.
        if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
          let data: unknown;
          try {
            data = await response.json();
          } catch (error) {
            throw failure(error, 'The assistant provider sent a reply that is not JSON');
          }
          const content = (data as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
          if (typeof content !== 'string' || content.trim() === '') {
            throw new AssistantProviderError('The assistant provider sent no message content', response.status);
          }
          yield content;
          return;
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        try {
          for (;;) {
            arm();
            let chunk: ReadableStreamReadResult<string>;
            try {
              chunk = await reader.read();
            } catch (error) {
              throw failure(error, 'The assistant provider stream broke');
            }
            if (chunk.done) break;
            buffer += chunk.value;
            // Server-sent events: one `data:` line per event here; other fields and comments are ignored.
            let newline = buffer.search(/\r?\n/);
            while (newline !== -1) {
              const line = buffer.slice(0, newline);
              buffer = buffer.slice(buffer[newline] === '\r' ? newline + 2 : newline + 1);
              newline = buffer.search(/\r?\n/);
              if (!line.startsWith('data:')) continue;
              const event = parseStreamData(line.slice(5).replace(/^ /, ''));
              if (event.done) return;
              if (event.text) yield event.text;
            }
          }
          if (buffer.startsWith('data:')) {
            const event = parseStreamData(buffer.slice(5).replace(/^ /, ''));
            if (!event.done && event.text) yield event.text;
          }
        } finally {
          // Left early (the caller stopped reading) or failed: the upstream request ends here.
          reader.cancel().catch(() => {});
        }
      } finally {
        clearTimeout(timer);
        ctx.signal?.removeEventListener('abort', onAbort);
        if (!upstream.signal.aborted) upstream.abort();
      }
    },
    async reply(ctx) {
      ctx.signal?.throwIfAborted();
      // The prompt is built first: the timeout measures the provider, not our own ephemeris work.
      const body = JSON.stringify({
        model: options.model,
        messages: buildMessages(ctx, options.teachingCount, crisisRule),
      });
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
      let response: Response;
      try {
        response = await doFetch(endpoint, post(body, 'application/json', signal));
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
