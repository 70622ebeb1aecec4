// The writing help (writing.ts) from an OpenAI-compatible model: one chat completion asked for
// JSON, checked; anything else is the provider's failure (the route answers 502).

import type { KnowledgeDomainName } from './knowledgeSeed';
import { AssistantProviderError, type OpenAiProviderOptions } from './openAiProvider';
import { type DocumentSummary, keyPointCount, suggestedTeachingMax, type WritingAssistant } from './writing';

const domains: readonly KnowledgeDomainName[] = ['Psychology', 'Astrology', 'Esoteric Wisdom'];
/** How much of a document the model reads, in characters. */
export const modelDocumentChars = 24_000;

async function completeJson(
  options: OpenAiProviderOptions,
  system: string,
  user: string,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 30_000);
  let response: Response;
  try {
    response = await doFetch(`${options.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: options.model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_object' },
      }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    throw new AssistantProviderError(`The assistant provider could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) {
    throw new AssistantProviderError(`The assistant provider answered ${response.status}`, response.status);
  }
  try {
    const data = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = data.choices?.[0]?.message?.content;
    const parsed: unknown = JSON.parse(typeof content === 'string' ? content.replace(/^```(?:json)?|```$/g, '') : '');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Falls through to the failure below.
  }
  throw new AssistantProviderError('The assistant provider sent no usable JSON', response.status);
}

const textOf = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

export function createOpenAiWriting(options: OpenAiProviderOptions): WritingAssistant {
  return {
    async improve({ kind, title, text, signal }) {
      const reply = await completeJson(
        options,
        `You edit ${kind === 'teaching' ? 'teachings of a knowledge base on psychology, astrology and esoteric wisdom' : 'suggested prompts that users send to an assistant'} for clarity. Keep the meaning, the voice and any markdown; fix spacing, spelling and run-on sentences; write out abbreviations. Answer JSON: {"text": "<the clearer version>"}.`,
        `Title: ${title}\n\n${text}`,
        signal,
      );
      const improved = textOf(reply.text, 200_000);
      if (!improved) throw new AssistantProviderError('The assistant provider sent no improved text');
      return { text: improved, changes: improved === text.trim() ? [] : ['rewritten'] };
    },
    async summarize({ fileName, pages, signal }) {
      const reply = await completeJson(
        options,
        `You summarise documents for a knowledge base on ${domains.join(', ')}. Answer JSON: {"title": string, "keyPoints": string[] (at most ${keyPointCount}), "domain": one of ${domains.map((d) => `"${d}"`).join(', ')}, "suggestedTeaching": string (at most ${suggestedTeachingMax} characters, a teaching in plain prose)}.`,
        `File: ${fileName}\n\n${pages.join('\n\n').slice(0, modelDocumentChars)}`,
        signal,
      );
      const title = textOf(reply.title, 200);
      const teaching = textOf(reply.suggestedTeaching, suggestedTeachingMax);
      const keyPoints = Array.isArray(reply.keyPoints)
        ? reply.keyPoints.flatMap((point) => textOf(point, 500) ?? []).slice(0, keyPointCount)
        : [];
      const domain = domains.find((name) => name === reply.domain);
      if (!title || !teaching || !domain)
        throw new AssistantProviderError('The assistant provider sent an incomplete summary');
      return { title, keyPoints, domain, suggestedTeaching: teaching } satisfies DocumentSummary;
    },
  };
}
