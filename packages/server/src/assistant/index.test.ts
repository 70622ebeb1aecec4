import { describe, expect, it, vi } from 'vitest';
import { AssistantProviderError, createAssistant } from './index';
import type { AssistantContext } from './types';

const ctx = (question: string): AssistantContext => ({
  user: { id: 1, username: 'core', role: 'client', tier: 'core' },
  history: [],
  question,
  now: new Date('2026-11-23T12:00:00Z'),
  teachings: [],
});

const apiEnv = { ASSISTANT_API_URL: 'https://llm.example/v1', ASSISTANT_API_KEY: 'key', ASSISTANT_MODEL: 'model-x' };

describe('createAssistant', () => {
  it('uses the offline provider unless URL, key and model are all set', async () => {
    expect(createAssistant({}).name).toBe('offline');
    expect(createAssistant({ ...apiEnv, ASSISTANT_MODEL: ' ' }).name).toBe('offline');
    await expect(createAssistant({}).reply(ctx('What is Saturn asking of me?'))).resolves.toContain('Saturn');
  });

  it('uses the OpenAI-compatible provider when configured', async () => {
    const fetch = vi.fn(async () => Response.json({ choices: [{ message: { content: 'From the model.' } }] }));
    const assistant = createAssistant(apiEnv, { fetch });
    expect(assistant.name).toBe('openai-compatible');
    await expect(assistant.reply(ctx('What is Saturn asking of me?'))).resolves.toBe('From the model.');
    expect(fetch).toHaveBeenCalledWith(
      'https://llm.example/v1/chat/completions',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('throws when the provider fails (the server answers the handled 500)', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 502 }));
    await expect(createAssistant(apiEnv, { fetch }).reply(ctx('Tell me about Venus'))).rejects.toBeInstanceOf(
      AssistantProviderError,
    );
  });
});

describe('createAssistant streaming', () => {
  it('streams the offline reply in several pieces that concatenate to the reply', async () => {
    const assistant = createAssistant({});
    const pieces: string[] = [];
    for await (const piece of assistant.stream(ctx('What is Saturn asking of me?'))) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join('')).toBe(await assistant.reply(ctx('What is Saturn asking of me?')));
  });
});
