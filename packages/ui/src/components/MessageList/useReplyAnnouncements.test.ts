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
