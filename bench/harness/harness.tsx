// Benchmark harness (issue 8.4 and 8.5), built by the shell's Vite config: the chat's own widgets
// (MessageList + ChatInput, as the chat page composes them) with a 2,000-message conversation, and
// the starfield's frame function. `?scenario=chat|starfield` picks one; results go on `window`.
// A send is answered as the chat page answers a streamed reply (DECISIONS.md "Streaming"): a reply
// with `streaming: true` grows piece by piece, then the stored question and reply replace it.
import '@app/ui/reset.css';
import '@app/ui/styles.css';
import { ChatInput, type ChatMessage, createStarfieldScene, drawStarfieldFrame, MessageList } from '@app/ui';
import { type Dispatch, type SetStateAction, StrictMode, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** What the streamed reply cost, read by bench/browser.mjs. */
interface StreamResult {
  pieces: number;
  chars: number;
  pieceEveryMs: number;
  /** performance.now() when the first piece was handed to the list. */
  firstPieceAt: number;
  /** Per piece: React's render and commit of the update (flushed at once) and the layout after it. */
  workMs: number[];
  /** The same for the stored reply replacing the streaming one. */
  completeMs: number;
  /** Between consecutive frames, from the first piece to the completed reply. */
  frameIntervalsMs: number[];
  doneAt: number;
}

declare global {
  interface Window {
    benchReady?: number;
    /** The streamed reply's plan, known before Send: its first piece is looked for on screen. */
    benchStreamPlan?: { firstPiece: string; pieces: number; pieceEveryMs: number };
    benchStream?: StreamResult;
    starfieldResult?: { frames: number; scriptMsPerFrame: number; worstMs: number };
  }
}

const paragraphs = [
  'The Moon in **Scorpio** asks you to look beneath the surface of what you feel.',
  'Saturn square your natal Sun is a test of patience:\n\n- slow down\n- keep your word\n- rest',
  'What pattern keeps repeating in your relationships, and what would help you love more freely?',
  'Venus trine Jupiter opens a generous window for *connection* and honest conversation.',
];

function conversation(count: number): ChatMessage[] {
  const start = Date.UTC(2026, 0, 1, 8, 0, 0);
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    conversationId: 1,
    // Each text its own, as in a real history: the list's parse cache (by text) must not serve a
    // row that scrolls into view for the first time.
    content: `${paragraphs[index % paragraphs.length] ?? ''} (${index + 1})`,
    isUserMessage: index % 2 === 0,
    timestamp: new Date(start + index * 90_000).toISOString(),
  }));
}

/** The streamed reply: markdown (headings, emphasis, lists, a quote), about 1,300 characters. */
const streamedReply = `Tonight the Moon crosses your natal Venus, so tenderness comes more easily than usual and old hurts ask to be seen rather than fixed.

## What the sky asks

The Moon in **Scorpio** deepens whatever you feel, while Saturn square your Sun keeps asking for *patience*:

- say the quiet thing you have been holding back
- keep one promise to yourself before noon
- rest before you are tired, not after

## A practice for this evening

1. Sit with a candle for five minutes and name three feelings without judging them.
2. Write one sentence that begins with "I am ready to".
3. Read it aloud, then let it go.

> What pattern keeps repeating in your relationships, and what would help you love more freely?

## The days ahead

Venus trine Jupiter opens a generous window for **connection** and honest conversation through the weekend. Let someone you trust see a little more of you than usual; the sky is on your side.

Mercury stations direct on Tuesday, so plans that stalled last week begin to move again. Give yourself a day before you sign anything, and read it twice: the *second* reading is the one that tells you what you really agreed to.

When the Moon reaches Sagittarius on Thursday, the mood lifts. Go outside, walk somewhere new, and notice what makes you laugh. That is where your energy wants to go next.`;

const pieceCount = 40;
const pieceEveryMs = 30;

/** The reply cut into `count` pieces of whole words (each with the space after it). */
function piecesOf(text: string, count: number): string[] {
  const words = text.split(/(?<=\s)(?=\S)/);
  return Array.from({ length: count }, (_, index) =>
    words.slice(Math.round((index * words.length) / count), Math.round(((index + 1) * words.length) / count)).join(''),
  ).filter((piece) => piece !== '');
}

const replyPieces = piecesOf(streamedReply, pieceCount);
window.benchStreamPlan = { firstPiece: replyPieces[0] ?? '', pieces: replyPieces.length, pieceEveryMs };

/** Applies a list update at once (React render and commit) and forces layout; answers the milliseconds. */
function timedUpdate(update: () => void): number {
  const started = performance.now();
  flushSync(update);
  document.querySelector('[role="log"]')?.getBoundingClientRect();
  void document.body.offsetHeight;
  return performance.now() - started;
}

/**
 * The server's answer, as the chat page applies it: the stored question (the `user` event) and the
 * first piece in one update, a piece every `pieceEveryMs` on a fixed schedule (a piece that comes
 * due while the page is busy is applied as soon as it can be), then the stored reply in place of the
 * streaming one, and the send ends.
 */
function streamReply(
  question: ChatMessage,
  setMessages: Dispatch<SetStateAction<ChatMessage[]>>,
  finish: () => void,
): void {
  const result: StreamResult = {
    pieces: replyPieces.length,
    chars: streamedReply.length,
    pieceEveryMs,
    firstPieceAt: 0,
    workMs: [],
    completeMs: 0,
    frameIntervalsMs: [],
    doneAt: 0,
  };
  const storedQuestion: ChatMessage = { ...question, id: 2_000_001, temp: false };
  let content = '';
  let growing = true;
  let lastFrame = 0;
  const frame = (time: number) => {
    if (lastFrame) result.frameIntervalsMs.push(time - lastFrame);
    lastFrame = time;
    if (growing) requestAnimationFrame(frame);
  };
  const startedAt = performance.now();
  const deliver = (index: number) => {
    content += replyPieces[index] ?? '';
    const reply: ChatMessage = {
      id: 'streaming-reply',
      conversationId: 1,
      content,
      isUserMessage: false,
      timestamp: new Date().toISOString(),
      streaming: true,
    };
    if (index === 0) {
      result.firstPieceAt = performance.now();
      requestAnimationFrame(frame);
    }
    result.workMs.push(
      timedUpdate(() =>
        setMessages((previous) =>
          index === 0 ? [...previous.slice(0, -1), storedQuestion, reply] : [...previous.slice(0, -1), reply],
        ),
      ),
    );
    const next = index + 1;
    const due = startedAt + next * pieceEveryMs;
    if (next < replyPieces.length) setTimeout(() => deliver(next), Math.max(0, due - performance.now()));
    else setTimeout(complete, Math.max(0, due - performance.now()));
  };
  const complete = () => {
    growing = false;
    const stored: ChatMessage = {
      id: 2_000_002,
      conversationId: 1,
      content,
      isUserMessage: false,
      timestamp: new Date().toISOString(),
    };
    result.completeMs = timedUpdate(() => {
      setMessages((previous) => [...previous.slice(0, -1), stored]);
      finish();
    });
    result.doneAt = performance.now();
    window.benchStream = result;
  };
  deliver(0);
}

function ChatBench({ count }: { count: number }) {
  const [messages, setMessages] = useState(() => conversation(count));
  const [sending, setSending] = useState(false);
  useEffect(() => {
    // Rendered: the first frame after React committed the list.
    requestAnimationFrame(() => setTimeout(() => (window.benchReady = performance.now())));
  }, []);
  return (
    <main style={{ display: 'grid', gridTemplateRows: '1fr auto', height: '100vh' }}>
      <MessageList messages={messages} isLoading={sending} label="Conversation with Selene" />
      <ChatInput
        isLoading={sending}
        onSend={(text) => {
          const question: ChatMessage = {
            id: Date.now(),
            conversationId: 1,
            content: text,
            isUserMessage: true,
            timestamp: new Date().toISOString(),
            temp: true,
          };
          setMessages((previous) => [...previous, question]);
          setSending(true);
          // The first piece comes in the task after the frame that shows the question (and after
          // the Send measurement's own task): no network wait is added, so the time to the first
          // text is the page's own work. bench/server.mjs measures the server's share.
          requestAnimationFrame(() =>
            setTimeout(() => setTimeout(() => streamReply(question, setMessages, () => setSending(false)))),
          );
        }}
      />
    </main>
  );
}

function runStarfield(stars: number, frames: number) {
  const canvas = document.createElement('canvas');
  canvas.width = 1280;
  canvas.height = 720;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const scene = createStarfieldScene(stars, 0, 7);
  let total = 0;
  let worst = 0;
  let frame = 0;
  const step = (time: number) => {
    const started = performance.now();
    drawStarfieldFrame(context, scene, canvas.width, canvas.height, '#ffffff', time);
    const spent = performance.now() - started;
    // The first frames warm the JIT; count the steady state.
    if (frame >= 30) {
      total += spent;
      worst = Math.max(worst, spent);
    }
    frame += 1;
    if (frame < frames + 30) requestAnimationFrame(step);
    else window.starfieldResult = { frames, scriptMsPerFrame: total / frames, worstMs: worst };
  };
  requestAnimationFrame(step);
}

const params = new URLSearchParams(location.search);
const root = document.getElementById('root');
if (params.get('scenario') === 'starfield') {
  runStarfield(Number(params.get('stars') ?? 200), Number(params.get('frames') ?? 300));
} else if (root) {
  createRoot(root).render(
    <StrictMode>
      <ChatBench count={Number(params.get('messages') ?? 2000)} />
    </StrictMode>,
  );
}
