// Crisis care (issue 16, DECISIONS "Care"): crisis language gets the crisis reply, with the help of
// the person's country, before any provider is asked, as JSON and as a stream; the reply keeps its
// help for the card; the dashboard's record holds when, which help and which country, nothing else.
import { type CrisisSupport, createEventStreamParser, SendMessageReplySchema } from '@app/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedAssistant, startTestServer, type TestServer } from '../../testing/harness';
import { crisisReplyCounts } from '../crisis/repository';

const now = new Date('2026-03-14T09:30:00.000Z');
const assistant = scriptedAssistant();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ assistant, now: () => now });
}, 60_000);
afterAll(() => server.stop());

let unique = 0;
async function conversationOf(): Promise<{ cookie: string; conversationId: number }> {
  const { cookie } = await server.userSession({ username: `crisis${++unique}`, tier: 'core' });
  const response = await server.call('POST', '/api/conversations', { cookie });
  return { cookie, conversationId: (await response.json()).id };
}

const send = (cookie: string, conversationId: number, content: string, headers: Record<string, string> = {}) =>
  server.call('POST', `/api/conversations/${conversationId}/messages`, {
    cookie,
    headers,
    body: { content, isUserMessage: true },
  });

const hrefsOf = (support: CrisisSupport | undefined) =>
  (support?.resources ?? []).flatMap((resource) => resource.contacts.map((contact) => contact.href));

const astrology = /\b(Moon|Sun|Saturn|Mercury|Venus|Mars|Pluto|natal|transit|retrograde|tarot|zodiac|sign)\b/;

const crisisRows = () => server.storage.query<Record<string, unknown>>('SELECT * FROM crisis_replies ORDER BY id');

describe('a crisis message sent as JSON', () => {
  it("answers 201 with the crisis reply and the UK's help for en-GB, without asking the provider", async () => {
    const { cookie, conversationId } = await conversationOf();
    const asked = assistant.calls.length;
    const response = await send(cookie, conversationId, "I don't see the point in living anymore", {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(response.status).toBe(201);
    const reply = v.parse(SendMessageReplySchema, await response.json());
    expect(assistant.calls.length).toBe(asked);
    expect(reply.userMessage.content).toBe("I don't see the point in living anymore");
    const { crisis } = reply.aiResponse;
    expect(crisis).toMatchObject({ category: 'suicide', region: 'GB', regionName: 'United Kingdom' });
    expect(crisis?.resources[0]?.name).toBe('Samaritans');
    expect(hrefsOf(crisis)).toEqual(expect.arrayContaining(['tel:116123', 'tel:999', 'https://findahelpline.com']));
    expect(crisis?.message.length).toBeGreaterThan(0);
    expect(reply.aiResponse.content).toContain('116 123');
    expect(reply.aiResponse.content).not.toMatch(astrology);
    expect(crisis?.message.join(' ')).not.toMatch(astrology);
    expect(reply.usage.promptsUsed).toBe(1);
  });

  it.each([
    ['en-US', 'suicide', 'Everyone would be better off if I were dead', 'tel:988', 'US'],
    ['en-US', 'medical', "chest pain and I can't breathe", 'tel:911', 'US'],
    ['en-US', 'overdose', 'I took too many pills', 'tel:911', 'US'],
    ['en-AU', 'abuse', 'my husband beats me', 'tel:1800737732', 'AU'],
    ['fr-CA,fr;q=0.9', 'suicide', 'I want to end it all', 'tel:988', 'CA'],
    ['de-DE,de;q=0.9', 'suicide', 'I want to kill myself', 'tel:112', null],
    ['', 'danger', 'someone is trying to break into my house', 'tel:112', null],
  ])('for %j, %s language gets the fitting help first (%s)', async (language, category, content, first, region) => {
    const { cookie, conversationId } = await conversationOf();
    const response = await send(cookie, conversationId, content, language ? { 'accept-language': language } : {});
    expect(response.status).toBe(201);
    const { aiResponse } = v.parse(SendMessageReplySchema, await response.json());
    expect(aiResponse.crisis?.category).toBe(category);
    expect(aiResponse.crisis?.region).toBe(region);
    expect(aiResponse.crisis?.resources[0]?.contacts[0]?.href).toBe(first);
    if (region === null) expect(hrefsOf(aiResponse.crisis)).toContain('https://findahelpline.com');
  });

  it('keeps the help with the stored reply: the list reads the same after a reload', async () => {
    const { cookie, conversationId } = await conversationOf();
    const sent = v.parse(
      SendMessageReplySchema,
      await (await send(cookie, conversationId, 'he hits me', { 'accept-language': 'en-US' })).json(),
    );
    const list = await (await server.call('GET', `/api/conversations/${conversationId}/messages`, { cookie })).json();
    expect(list).toEqual([sent.userMessage, sent.aiResponse]);
    expect(list[1].crisis.resources[0].name).toBe('National Domestic Violence Hotline');
  });

  it('answers other questions as usual, without a card, even about death in astrology', async () => {
    const { cookie, conversationId } = await conversationOf();
    const before = (await crisisRows()).length;
    const asked = assistant.calls.length;
    const response = await send(cookie, conversationId, 'What does the Death card mean with Pluto in my 8th house?');
    const { aiResponse } = v.parse(SendMessageReplySchema, await response.json());
    expect(assistant.calls.length).toBe(asked + 1);
    expect(aiResponse.crisis).toBeUndefined();
    expect(aiResponse.content).toBe('You asked: What does the Death card mean with Pluto in my 8th house?');
    expect((await crisisRows()).length).toBe(before);
  });

  it('answers a regenerated crisis question with the crisis reply again', async () => {
    const { cookie, conversationId } = await conversationOf();
    await send(cookie, conversationId, 'I feel so hopeless', { 'accept-language': 'en-IE' });
    const asked = assistant.calls.length;
    const response = await server.call('POST', `/api/conversations/${conversationId}/regenerate`, {
      cookie,
      headers: { 'accept-language': 'en-IE' },
    });
    expect(response.status).toBe(201);
    const { aiResponse } = v.parse(SendMessageReplySchema, await response.json());
    expect(aiResponse.crisis).toMatchObject({ category: 'suicide', region: 'IE' });
    expect(assistant.calls.length).toBe(asked);
  });
});

describe('a crisis message sent as a stream', () => {
  it('streams the crisis reply, and `done` carries its help for the card', async () => {
    const { cookie, conversationId } = await conversationOf();
    const asked = assistant.calls.length;
    const response = await send(cookie, conversationId, 'I want to hurt myself', {
      accept: 'text/event-stream',
      'accept-language': 'en-NZ',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events: { event: string; data: unknown }[] = [];
    const parser = createEventStreamParser(({ event, data }) => events.push({ event, data: JSON.parse(data) }));
    parser.push(await response.text());
    parser.end();
    expect(events[0]?.event).toBe('user');
    expect(events.at(-1)?.event).toBe('done');
    const deltas = events
      .filter((event) => event.event === 'delta')
      .map((event) => (event.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(1);
    const done = v.parse(SendMessageReplySchema, events.at(-1)?.data);
    expect(deltas.join('')).toBe(done.aiResponse.content);
    expect(done.aiResponse.crisis).toMatchObject({ category: 'self-harm', region: 'NZ' });
    expect(hrefsOf(done.aiResponse.crisis)).toContain('tel:1737');
    expect(done.aiResponse.content).not.toMatch(astrology);
    expect(assistant.calls.length).toBe(asked);
  });
});

describe('the record of crisis replies', () => {
  it('holds when, which help and which country, and not a word of the message or who sent it', async () => {
    const { cookie, conversationId } = await conversationOf();
    const words = 'Nobody would miss me, my secret name is Orchid';
    const before = (await crisisRows()).length;
    await send(cookie, conversationId, words, { 'accept-language': 'en-US' });
    const rows = await crisisRows();
    expect(rows.length).toBe(before + 1);
    const row = rows.at(-1) ?? {};
    expect(Object.keys(row).sort()).toEqual(['category', 'created_at', 'id', 'region']);
    expect(row).toMatchObject({ category: 'suicide', region: 'US' });
    expect(new Date(row.created_at as string).toISOString()).toBe(now.toISOString());
    expect(JSON.stringify(rows)).not.toMatch(/Orchid|miss me/);
    const counts = await crisisReplyCounts(server.storage, new Date('2026-03-14T00:00:00Z'));
    expect(counts).toEqual(expect.arrayContaining([{ category: 'suicide', region: 'US', count: expect.any(Number) }]));
    const logged = server.logger.lines.filter((line) => line.msg === 'send: crisis reply').at(-1);
    expect(logged).toMatchObject({ category: 'suicide', pattern: 'suicide/nobody-would-miss-me', region: 'US' });
    expect(JSON.stringify(server.logger.lines)).not.toContain('Orchid');
  });
});
