// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../Message/types';
import { createAnnouncementTracker, nextAnnouncements } from './useReplyAnnouncements';

const user = (id: string | number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 'c1',
  content: `question ${id}`,
  isUserMessage: true,
  ...extra,
});
const reply = (id: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 'c1',
  content: `answer ${id}`,
  isUserMessage: false,
  ...extra,
});
const ids = (messages: ChatMessage[]) => messages.map((m) => m.id);

describe('nextAnnouncements', () => {
  it('announces nothing for the history on mount', () => {
    const tracker = createAnnouncementTracker();
    const step = nextAnnouncements(tracker, [user('u1'), reply('r1'), user('u2'), reply('r2')]);
    expect(step).toEqual({ replies: [], sending: [] });
  });

  it('announces a send as "sending", then its reply exactly once', () => {
    const tracker = createAnnouncementTracker();
    const history = [user('u1'), reply('r1')];
    nextAnnouncements(tracker, history);

    const temp = user(1_773_524_460_000, { temp: true });
    const sending = nextAnnouncements(tracker, [...history, temp]);
    expect(ids(sending.sending)).toEqual([temp.id]);
    expect(sending.replies).toEqual([]);

    // Loading starts: nothing new.
    expect(nextAnnouncements(tracker, [...history, temp], true)).toEqual({ replies: [], sending: [] });

    // The refetch replaces the optimistic message and brings the reply.
    const after = [...history, user('u2'), reply('r2')];
    const step = nextAnnouncements(tracker, after);
    expect(ids(step.replies)).toEqual(['r2']);
    expect(step.sending).toEqual([]);

    // Re-renders with the same (or a copied) list announce nothing more.
    expect(nextAnnouncements(tracker, after)).toEqual({ replies: [], sending: [] });
    expect(nextAnnouncements(tracker, [...after])).toEqual({ replies: [], sending: [] });
    expect(nextAnnouncements(tracker, after, true)).toEqual({ replies: [], sending: [] });
  });

  it('announces the first reply of a new conversation', () => {
    const tracker = createAnnouncementTracker();
    nextAnnouncements(tracker, []);
    const temp = user(1, { temp: true, conversationId: undefined });
    expect(ids(nextAnnouncements(tracker, [temp]).sending)).toEqual([1]);
    expect(ids(nextAnnouncements(tracker, [user('u1'), reply('r1')]).replies)).toEqual(['r1']);
  });

  it('announces a reply that arrives while loading, without an optimistic message', () => {
    const tracker = createAnnouncementTracker();
    nextAnnouncements(tracker, [], true);
    expect(ids(nextAnnouncements(tracker, [user('u1'), reply('r1')]).replies)).toEqual(['r1']);
  });

  it('does not announce a history fetched after mount, when no reply was awaited', () => {
    const tracker = createAnnouncementTracker();
    nextAnnouncements(tracker, []);
    expect(nextAnnouncements(tracker, [user('u1'), reply('r1'), user('u2'), reply('r2')]).replies).toEqual([]);
  });

  it('does not announce another conversation', () => {
    const tracker = createAnnouncementTracker();
    nextAnnouncements(tracker, [user('u1'), reply('r1')]);
    const other = [user('x1', { conversationId: 'c2' }), reply('x2', { conversationId: 'c2' })];
    expect(nextAnnouncements(tracker, other).replies).toEqual([]);
    // ...but does announce that conversation's next reply.
    expect(ids(nextAnnouncements(tracker, [...other, reply('x3', { conversationId: 'c2' })]).replies)).toEqual(['x3']);
  });

  it('does not announce older messages loaded above', () => {
    const tracker = createAnnouncementTracker();
    nextAnnouncements(tracker, [user('u5'), reply('r5')]);
    expect(nextAnnouncements(tracker, [user('u4'), reply('r4'), user('u5'), reply('r5')]).replies).toEqual([]);
  });

  it('never announces the user, and never an optimistic message twice', () => {
    const tracker = createAnnouncementTracker();
    nextAnnouncements(tracker, [reply('r1')]);
    expect(nextAnnouncements(tracker, [reply('r1'), user('u2')])).toEqual({ replies: [], sending: [] });
    const temp = user(2, { temp: true });
    expect(nextAnnouncements(tracker, [reply('r1'), user('u2'), temp]).sending).toHaveLength(1);
    expect(nextAnnouncements(tracker, [reply('r1'), user('u2'), temp]).sending).toHaveLength(0);
  });

  it('announces an apology reply (the 500 with aiResponse) like any reply', () => {
    const tracker = createAnnouncementTracker();
    nextAnnouncements(tracker, [user(7, { temp: true })]);
    const step = nextAnnouncements(tracker, [user('u7'), reply('sorry', { content: 'Sorry, I could not answer.' })]);
    expect(ids(step.replies)).toEqual(['sorry']);
  });
});

describe('nextAnnouncements with streamed replies', () => {
  const question = user('u2');
  const history = [user('u1'), reply('r1')];
  const streaming = (content: string, extra: Partial<ChatMessage> = {}) =>
    reply('streaming-reply', { content, streaming: true, ...extra });
  const none = { replies: [], sending: [] };

  it('announces nothing while a reply arrives, then announces it once when it stops streaming', () => {
    const tracker = createAnnouncementTracker();
    nextAnnouncements(tracker, history);
    nextAnnouncements(tracker, [...history, question], true);
    // Piece by piece: never announced, however many renders.
    expect(nextAnnouncements(tracker, [...history, question, streaming('The')])).toEqual(none);
    expect(nextAnnouncements(tracker, [...history, question, streaming('The Moon')])).toEqual(none);
    expect(nextAnnouncements(tracker, [...history, question, streaming('The Moon is full.')])).toEqual(none);

    // Complete under the same id: announced once, with the whole text.
    const done = reply('streaming-reply', { content: 'The Moon is full.' });
    const step = nextAnnouncements(tracker, [...history, question, done]);
    expect(step.replies.map((m) => m.content)).toEqual(['The Moon is full.']);
    expect(nextAnnouncements(tracker, [...history, question, done])).toEqual(none);
    expect(nextAnnouncements(tracker, [...history, question, { ...done }], true)).toEqual(none);
  });

  it('announces a streamed reply once when the host swaps it for the stored one (a new id)', () => {
    const tracker = createAnnouncementTracker();
    nextAnnouncements(tracker, history);
    nextAnnouncements(tracker, [...history, question, streaming('Half')]);
    nextAnnouncements(tracker, [...history, question, streaming('Half of it.')]);
    const stored = reply('r2', { content: 'Half of it.' });
    expect(ids(nextAnnouncements(tracker, [...history, question, stored]).replies)).toEqual(['r2']);
    expect(nextAnnouncements(tracker, [...history, question, stored])).toEqual(none);
  });

  it('announces a stopped reply once, not again when its stored copy replaces it', () => {
    const tracker = createAnnouncementTracker();
    nextAnnouncements(tracker, history);
    nextAnnouncements(tracker, [...history, question, streaming('Mercury')]);
    const stopped = reply('streaming-reply', { content: 'Mercury is', stopped: true });
    expect(nextAnnouncements(tracker, [...history, question, stopped]).replies).toEqual([stopped]);
    // The refetch brings the server's copy under its own id: the same reply, said already.
    const storedCopy = reply('r2', { content: 'Mercury is', stopped: true });
    expect(nextAnnouncements(tracker, [...history, question, storedCopy])).toEqual(none);
  });

  it('announces each reply streamed under the same reused id', () => {
    const tracker = createAnnouncementTracker();
    nextAnnouncements(tracker, history);
    nextAnnouncements(tracker, [...history, question, streaming('First')]);
    const first = reply('streaming-reply', { content: 'First.', stopped: true });
    expect(nextAnnouncements(tracker, [...history, question, first]).replies).toHaveLength(1);

    const later = [...history, question, reply('r2', { content: 'First.' }), user('u3')];
    nextAnnouncements(tracker, later);
    nextAnnouncements(tracker, [...later, streaming('Second')]);
    const second = reply('streaming-reply', { content: 'Second.', stopped: true });
    expect(nextAnnouncements(tracker, [...later, second]).replies).toEqual([second]);
  });

  it('announces a regenerated reply with the same text as the one it replaces', () => {
    const tracker = createAnnouncementTracker();
    const before = [...history, question, reply('r2', { content: 'Same words.' })];
    nextAnnouncements(tracker, before);
    nextAnnouncements(tracker, [...history, question], true);
    const after = [...history, question, reply('r3', { content: 'Same words.' })];
    expect(ids(nextAnnouncements(tracker, after).replies)).toEqual(['r3']);
  });

  it('does not announce a reply that was arriving when the history mounted until it completes', () => {
    const tracker = createAnnouncementTracker();
    expect(nextAnnouncements(tracker, [...history, question, streaming('Par')])).toEqual(none);
    const done = reply('streaming-reply', { content: 'Partly cloudy.' });
    expect(nextAnnouncements(tracker, [...history, question, done]).replies).toEqual([done]);
  });
});
