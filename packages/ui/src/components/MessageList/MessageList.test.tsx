import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../Message/types';
import { MessageList, type MessageListProps } from './MessageList';

const base = Date.UTC(2026, 2, 14, 21, 0);
const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();

const history: ChatMessage[] = [
  {
    id: 'u1',
    conversationId: 'c1',
    content: 'What does the full Moon mean for me?',
    isUserMessage: true,
    timestamp: at(0),
  },
  {
    id: 'r1',
    conversationId: 'c1',
    content: 'A time of **completion** and release.',
    isUserMessage: false,
    timestamp: at(1),
  },
];
const temp: ChatMessage = {
  id: base + 5 * 60_000,
  conversationId: 'c1',
  content: 'And for my career?',
  isUserMessage: true,
  temp: true,
};
const afterReply: ChatMessage[] = [
  ...history,
  { id: 'u2', conversationId: 'c1', content: 'And for my career?', isUserMessage: true, timestamp: at(5) },
  { id: 'r2', conversationId: 'c1', content: 'Finish what you *started*.', isUserMessage: false, timestamp: at(6) },
];

const fixed = { locale: 'en-US', timeZone: 'UTC', allowedImageOrigin: 'https://moonheart.example' } as const;

function setup(props: Partial<MessageListProps> = {}) {
  const result = render(<MessageList messages={history} {...fixed} {...props} />);
  const rerender = (next: Partial<MessageListProps>) =>
    result.rerender(<MessageList messages={history} {...fixed} {...props} {...next} />);
  const announcer = () => result.container.querySelector('[data-slot="announcer"]') as HTMLElement;
  return { ...result, rerender, announcer };
}

/** jsdom has no layout: give the log a size and a scroll position that the test controls. */
function fakeLayout(log: HTMLElement, { scrollHeight = 2000, clientHeight = 400 } = {}) {
  let top = 0;
  const size = { scrollHeight, clientHeight };
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => size.scrollHeight });
  Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => size.clientHeight });
  Object.defineProperty(log, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => {
      top = Math.max(0, Math.min(value, size.scrollHeight - size.clientHeight));
    },
  });
  const scrollTo = vi.fn(({ top: to }: ScrollToOptions) => {
    top = Math.max(0, Math.min(to ?? 0, size.scrollHeight - size.clientHeight));
  });
  Object.defineProperty(log, 'scrollTo', { configurable: true, value: scrollTo });
  const scroll = (to: number) => {
    top = to;
    fireEvent.scroll(log);
  };
  return { size, scroll, scrollTo, top: () => top };
}

describe('MessageList', () => {
  it('is a named log of articles that does not speak for itself', () => {
    setup();
    const log = screen.getByRole('log', { name: 'Conversation with Selene' });
    expect(log).toHaveAttribute('aria-live', 'off');
    expect(log).toHaveAttribute('tabindex', '0');
    const articles = within(log).getAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(within(log).getByRole('article', { name: 'You 9:00 PM' })).toBeInTheDocument();
    expect(within(log).getByRole('article', { name: 'Selene 9:01 PM' })).toHaveAttribute('aria-setsize', '2');
  });

  it('shows an empty state, or the one given', () => {
    const { rerender } = setup({ messages: [] });
    expect(screen.getByRole('log')).toHaveTextContent('No messages yet. Ask Selene anything to begin.');
    rerender({ messages: [], emptyState: 'Pick a prompt below' });
    expect(screen.getByRole('log')).toHaveTextContent('Pick a prompt below');
  });

  it('shows a typing indicator while a reply loads', () => {
    const { rerender } = setup({ messages: [...history, temp], isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Selene is thinking...');
    rerender({ messages: afterReply, isLoading: false });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('writes the day above the first message of each day', () => {
    setup({
      messages: [
        { ...history[0]!, timestamp: '2026-03-13T23:30:00Z' },
        { ...history[1]!, timestamp: '2026-03-14T00:10:00Z' },
      ],
    });
    const days = screen.getAllByText(/^March 1[34], 2026$/);
    expect(days.map((d) => d.getAttribute('datetime'))).toEqual(['2026-03-13', '2026-03-14']);
  });

  it('writes the days again for another time zone (the cached days are per time zone)', () => {
    const messages = [
      { ...history[0]!, timestamp: '2026-03-13T23:30:00Z' },
      { ...history[1]!, timestamp: '2026-03-14T00:10:00Z' },
    ];
    const { rerender } = setup({ messages });
    expect(screen.getAllByText(/^March 1[34], 2026$/)).toHaveLength(2);
    rerender({ messages, timeZone: 'Asia/Tokyo' });
    expect(screen.getAllByText(/^March 1[45], 2026$/).map((d) => d.getAttribute('datetime'))).toEqual(['2026-03-14']);
  });

  it('puts the actions slot under stored replies only', () => {
    const renderMessageActions = vi.fn((message: ChatMessage) => <button type="button">Rate {message.id}</button>);
    setup({ messages: [...afterReply, temp], renderMessageActions });
    expect([...new Set(renderMessageActions.mock.calls.map(([m]) => m.id))].sort()).toEqual(['r1', 'r2']);
    expect(screen.getAllByRole('button', { name: /^Rate/ })).toHaveLength(2);
  });

  it('shows the optimistic message as pending', () => {
    setup({ messages: [...history, temp] });
    const pending = screen.getByRole('article', { name: 'You 9:05 PM' });
    expect(pending).toHaveAttribute('data-pending', 'true');
    expect(within(pending).getByText('Sending...')).toBeInTheDocument();
  });

  it('virtualises long histories (auto, from 60 messages) and not short ones', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ ...history[i % 2]!, id: `m${i}` }));
    const { rerender } = setup({ messages: many.slice(0, 59) });
    expect(screen.getByRole('log')).not.toHaveAttribute('data-virtualized');
    rerender({ messages: many });
    expect(screen.getByRole('log')).toHaveAttribute('data-virtualized', 'true');
    rerender({ messages: history, virtualize: true });
    expect(screen.getByRole('log')).toHaveAttribute('data-virtualized', 'true');
  });

  it('rendered on a server, a virtualised history shows its latest messages (not an empty log)', () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ ...history[i % 2]!, id: `m${i}`, content: `Message ${i}` }));
    const html = renderToString(<MessageList messages={many} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const articles = within(container).getAllByRole('article');
    expect(articles.length).toBe(12);
    expect(articles.at(-1)).toHaveTextContent('Message 79');
    expect(articles[0]).toHaveTextContent('Message 68');
    expect(articles.at(-1)).toHaveAttribute('aria-posinset', '80');
  });
});

describe('MessageList announcements', () => {
  it('announces nothing on mount, "Sending..." for a send, then the completed reply exactly once', () => {
    const { rerender, announcer } = setup();
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toBeEmptyDOMElement();

    rerender({ messages: [...history, temp] });
    expect(announcer()).toHaveTextContent(/^Sending\.\.\.$/);
    rerender({ messages: [...history, temp], isLoading: true });
    expect(announcer()).toHaveTextContent(/^Sending\.\.\.$/);

    rerender({ messages: afterReply, isLoading: false });
    expect(announcer()).toHaveTextContent(/^Selene replied: Finish what you started\.$/);
    const spoken = announcer().firstElementChild;
    expect(announcer().childElementCount).toBe(1);

    // Re-renders (new array, loading flips, new callbacks) must not announce it again: the live
    // region's node stays the same one, so assistive technology has nothing new to read.
    rerender({ messages: [...afterReply] });
    rerender({ messages: [...afterReply], isLoading: true });
    rerender({ messages: [...afterReply], isLoading: false, renderMessageActions: () => null });
    expect(announcer().firstElementChild).toBe(spoken);
    expect(announcer().childElementCount).toBe(1);
  });

  it('does not stay on "Sending..." when a send ends with no reply (a limit, a failure, Stop)', () => {
    const { rerender, announcer } = setup();
    rerender({ messages: [...history, temp], isLoading: true });
    expect(announcer()).toHaveTextContent(/^Sending\.\.\.$/);
    rerender({ messages: history, isLoading: false });
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('does not announce the history of a conversation shown later', () => {
    const { rerender, announcer } = setup({ messages: [] });
    rerender({ messages: afterReply });
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('uses the assistant name given', () => {
    const { rerender, announcer } = setup({ assistantName: 'Orion' });
    rerender({ messages: afterReply, assistantName: 'Orion' });
    expect(announcer()).toHaveTextContent('Orion replied: Finish what you started.');
    expect(screen.getByRole('log', { name: 'Conversation with Orion' })).toBeInTheDocument();
  });
});

describe('MessageList scrolling', () => {
  it('follows new messages while the reader is at the latest', () => {
    const { rerender } = setup();
    const layout = fakeLayout(screen.getByRole('log'));
    layout.scroll(1600); // at the end (2000 - 400)
    rerender({ messages: [...history, temp] });
    expect(layout.top()).toBe(1600);
    layout.size.scrollHeight = 2300;
    rerender({ messages: afterReply });
    expect(layout.top()).toBe(1900);
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
  });

  it('does not yank a reader who scrolled up, and offers "Jump to latest"', async () => {
    const user = userEvent.setup();
    const { rerender } = setup({ messages: [...history, temp], isLoading: true });
    const log = screen.getByRole('log');
    const layout = fakeLayout(log);
    act(() => layout.scroll(300));
    const jump = await screen.findByRole('button', { name: 'Jump to latest' });

    layout.size.scrollHeight = 2300;
    rerender({ messages: afterReply, isLoading: false });
    expect(layout.top()).toBe(300);

    await user.click(jump);
    expect(layout.scrollTo).toHaveBeenLastCalledWith({ top: 2300, behavior: 'smooth' });
    expect(layout.top()).toBe(1900);
    fireEvent.scroll(log);
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
    expect(log).toHaveFocus();
  });

  it('brings the reader back to the end when they send, even if they had scrolled up', () => {
    const { rerender } = setup();
    const layout = fakeLayout(screen.getByRole('log'));
    act(() => layout.scroll(100));
    rerender({ messages: [...history, temp] });
    expect(layout.top()).toBe(1600);
  });

  it('stays at the latest when its own scroll is reported after the box shrank again (a panel opening above)', () => {
    const { rerender } = setup();
    const log = screen.getByRole('log');
    const layout = fakeLayout(log);
    act(() => layout.scroll(1600));
    rerender({ messages: [...history, temp] }); // our own scroll to the end: 1600
    layout.size.clientHeight = 250; // the box shrank before that scroll's event arrived
    act(() => {
      fireEvent.scroll(log);
    });
    expect(layout.top()).toBe(1750);
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
    act(() => layout.scroll(900)); // the reader's own scroll up still leaves the latest
    expect(screen.getByRole('button', { name: 'Jump to latest' })).toBeVisible();
  });

  it('withdraws "Jump to latest" when the box grows to show the end without a scroll (a panel above closing)', async () => {
    const observed: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      setup();
      const log = screen.getByRole('log');
      const layout = fakeLayout(log);
      act(() => layout.scroll(1500)); // 100 px above the end: the reader left the latest
      expect(await screen.findByRole('button', { name: 'Jump to latest' })).toBeVisible();
      layout.size.clientHeight = 480; // the panel above folds: the end is in view, scrollTop unchanged
      act(() => {
        for (const callback of observed) callback();
      });
      expect(layout.top()).toBe(1500);
      expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
      // Still at the latest as far as new messages go: the next one is followed.
      layout.size.scrollHeight = 2300;
      act(() => {
        for (const callback of observed) callback();
      });
      expect(layout.top()).toBe(1820);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('brings the reader back when their send and the typing indicator appear together', () => {
    const { rerender } = setup();
    const layout = fakeLayout(screen.getByRole('log'));
    act(() => layout.scroll(100));
    rerender({ messages: [...history, temp], isLoading: true });
    expect(layout.top()).toBe(1600);
  });
});

describe('MessageList with a reply arriving', () => {
  const question: ChatMessage = afterReply[2]!;
  const arriving = (content: string): ChatMessage => ({
    id: 'streaming-reply',
    conversationId: 'c1',
    content,
    isUserMessage: false,
    timestamp: at(6),
    streaming: true,
  });
  const asked = [...history, question];

  it('shows the reply growing instead of the typing indicator, without actions', () => {
    const renderMessageActions = vi.fn((message: ChatMessage) => <button type="button">Rate {message.id}</button>);
    setup({ messages: [...asked, arriving('Finish')], isLoading: true, renderMessageActions });
    expect(screen.queryByText('Selene is thinking...')).toBeNull();
    const reply = screen.getByRole('article', { name: 'Selene 9:06 PM' });
    expect(reply).toHaveAttribute('aria-busy', 'true');
    expect(within(reply).getByText('Selene is writing...')).toBeInTheDocument();
    expect(renderMessageActions.mock.calls.map(([m]) => m.id)).toEqual(['r1']);
  });

  it('announces the reply once, when it is complete, never piece by piece', () => {
    const { rerender, announcer } = setup({ messages: asked });
    rerender({ messages: [...asked, arriving('Finish')] });
    rerender({ messages: [...asked, arriving('Finish what')] });
    rerender({ messages: [...asked, arriving('Finish what you *started*.')] });
    expect(announcer()).toBeEmptyDOMElement();
    const done: ChatMessage = { ...arriving('Finish what you *started*.'), streaming: false };
    rerender({ messages: [...asked, done] });
    expect(announcer()).toHaveTextContent(/^Selene replied: Finish what you started\.$/);
    const spoken = announcer().firstElementChild;
    // The host swaps in the stored copy: the same reply, not announced again.
    rerender({ messages: [...asked, { ...done, id: 'r2' }] });
    expect(announcer().firstElementChild).toBe(spoken);
  });

  it('re-renders only the growing row (stable renderers), and keeps the earlier rows', () => {
    const many: ChatMessage[] = Array.from({ length: 40 }, (_, i) => ({
      id: `m${i}`,
      conversationId: 'c1',
      content: `Message **${i}**`,
      isUserMessage: i % 2 === 1,
      timestamp: at(i),
    }));
    const renderMessageActions = vi.fn((message: ChatMessage) => <span>Actions {message.id}</span>);
    const renderUserMessageActions = vi.fn(() => null);
    const { rerender } = setup({
      messages: [...many, arriving('The')],
      renderMessageActions,
      renderUserMessageActions,
    });
    expect(renderMessageActions).toHaveBeenCalledTimes(20);
    expect(renderUserMessageActions).toHaveBeenCalledTimes(20);
    const firstBold = screen.getByText('0');
    renderMessageActions.mockClear();
    renderUserMessageActions.mockClear();

    rerender({ messages: [...many, arriving('The Moon')], renderMessageActions, renderUserMessageActions });
    rerender({ messages: [...many, arriving('The Moon is full.')], renderMessageActions, renderUserMessageActions });
    expect(renderMessageActions).not.toHaveBeenCalled();
    expect(renderUserMessageActions).not.toHaveBeenCalled();
    expect(screen.getByText('0')).toBe(firstBold);
    expect(screen.getAllByRole('article').at(-1)).toHaveTextContent('The Moon is full.');

    // Complete: only that row gets its actions.
    rerender({
      messages: [...many, { ...arriving('The Moon is full.'), streaming: false }],
      renderMessageActions,
      renderUserMessageActions,
    });
    expect(renderMessageActions.mock.calls.map(([m]) => m.id)).toEqual(['streaming-reply']);
  });

  it('keeps following the reply as it grows while the reader is at the latest', () => {
    const { rerender } = setup({ messages: [...asked, arriving('The')] });
    const layout = fakeLayout(screen.getByRole('log'));
    layout.scroll(1600);
    layout.size.scrollHeight = 2200;
    rerender({ messages: [...asked, arriving('The Moon\n\nis full.')] });
    expect(layout.top()).toBe(1800);

    // A reader who scrolled up stays where they are.
    act(() => layout.scroll(500));
    layout.size.scrollHeight = 2600;
    rerender({ messages: [...asked, arriving('The Moon\n\nis full.\n\nRest now.')] });
    expect(layout.top()).toBe(500);
  });

  it('puts the user actions slot under stored questions only', () => {
    const renderUserMessageActions = vi.fn((message: ChatMessage) =>
      message.id === 'u2' ? <button type="button">Edit question</button> : null,
    );
    setup({ messages: [...afterReply, { ...temp, id: base + 9 * 60_000 }], renderUserMessageActions });
    expect([...new Set(renderUserMessageActions.mock.calls.map(([m]) => m.id))].sort()).toEqual(['u1', 'u2']);
    const question = screen.getByRole('article', { name: 'You 9:05 PM' });
    expect(within(question).getByRole('button', { name: 'Edit question' })).toBeInTheDocument();
  });
});
