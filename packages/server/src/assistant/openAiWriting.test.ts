// The writing help from an OpenAI-compatible model: one JSON completion, checked.
import { describe, expect, it } from 'vitest';
import { createOpenAiWriting } from './openAiWriting';

const options = (reply: unknown, status = 200) => {
  const bodies: unknown[] = [];
  return {
    bodies,
    options: {
      url: 'https://models.test/v1',
      apiKey: 'key',
      model: 'm',
      fetch: (async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ choices: [{ message: { content: JSON.stringify(reply) } }] }), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      }) as unknown as typeof fetch,
    },
  };
};

describe('createOpenAiWriting', () => {
  it('asks for JSON and answers the improved text as rewritten', async () => {
    const { options: o, bodies } = options({ text: 'A clearer text.' });
    const result = await createOpenAiWriting(o).improve({ kind: 'teaching', title: 'T', text: 'a text' });
    expect(result).toEqual({ text: 'A clearer text.', changes: ['rewritten'] });
    expect(bodies[0]).toMatchObject({ model: 'm', response_format: { type: 'json_object' } });
  });

  it('answers a checked summary, and fails on a summary without a known domain or on an HTTP error', async () => {
    const summary = { title: 'T', keyPoints: ['One.', 2, 'Two.'], domain: 'Astrology', suggestedTeaching: 'Teach.' };
    expect(await createOpenAiWriting(options(summary).options).summarize({ fileName: 'a.pdf', pages: ['x'] })).toEqual({
      title: 'T',
      keyPoints: ['One.', 'Two.'],
      domain: 'Astrology',
      suggestedTeaching: 'Teach.',
    });
    await expect(
      createOpenAiWriting(options({ ...summary, domain: 'Cooking' }).options).summarize({ fileName: 'a', pages: [] }),
    ).rejects.toThrow(/incomplete/);
    await expect(
      createOpenAiWriting(options({}, 500).options).improve({ kind: 'prompt', title: 'T', text: 'x' }),
    ).rejects.toThrow(/500/);
  });
});
