// Benchmark harness (issue 8.4 and 8.5), built by the shell's Vite config: the chat's own widgets
// (MessageList + ChatInput, as the chat page composes them) with a 2,000-message conversation, and
// the starfield's frame function. `?scenario=chat|starfield` picks one; results go on `window`.
import '@app/ui/styles.css';
import { ChatInput, type ChatMessage, createStarfieldScene, drawStarfieldFrame, MessageList } from '@app/ui';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    benchReady?: number;
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
    content: paragraphs[index % paragraphs.length] ?? '',
    isUserMessage: index % 2 === 0,
    timestamp: new Date(start + index * 90_000).toISOString(),
  }));
}

function ChatBench({ count }: { count: number }) {
  const [messages, setMessages] = useState(() => conversation(count));
  useEffect(() => {
    // Rendered: the first frame after React committed the list.
    requestAnimationFrame(() => setTimeout(() => (window.benchReady = performance.now())));
  }, []);
  return (
    <main style={{ display: 'grid', gridTemplateRows: '1fr auto', height: '100vh' }}>
      <MessageList messages={messages} label="Conversation with Selene" />
      <ChatInput
        onSend={(text) => {
          setMessages((previous) => [
            ...previous,
            { id: Date.now(), content: text, isUserMessage: true, timestamp: new Date().toISOString(), temp: true },
          ]);
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
