// A stand-in for an OpenAI-compatible model that takes its time, for the streaming benchmark: the
// server under test points ASSISTANT_API_URL at it. A streamed completion (`stream: true`) sends its
// first piece after `firstPieceMs` (the model reading the prompt) and the others every `pieceMs`;
// an unstreamed one answers the whole text when the last piece would have been sent.
import { createServer } from 'node:http';

const reply = `The Moon in **Scorpio** asks you to look beneath the surface of what you feel tonight.

Saturn square your natal Sun is a test of patience:

- slow down
- keep your word
- rest before you are tired

What pattern keeps repeating in your relationships, and what would help you love more freely? Venus trine Jupiter opens a generous window for *connection* and honest conversation.`;

/** The reply cut into `count` pieces of whole words. */
function piecesOf(text, count) {
  const words = text.split(/(?<=\s)(?=\S)/);
  return Array.from({ length: count }, (_, index) =>
    words.slice(Math.round((index * words.length) / count), Math.round(((index + 1) * words.length) / count)).join(''),
  ).filter((piece) => piece !== '');
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the paced model on a free loopback port; answers its base URL (with /v1) and a close(). */
export function startPacedProvider({ firstPieceMs = 250, pieceMs = 20, pieces = 40 } = {}) {
  const parts = piecesOf(reply, pieces);
  const chunk = (delta) => JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta }] });
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const data of request) body += data;
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    let closed = false;
    response.on('close', () => {
      closed = true;
    });
    await wait(firstPieceMs);
    if (!JSON.parse(body).stream) {
      await wait(pieceMs * (parts.length - 1));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: reply } }] }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(`data: ${chunk({ role: 'assistant', content: '' })}\n\n`);
    for (const [index, part] of parts.entries()) {
      if (closed) return;
      if (index > 0) await wait(pieceMs);
      response.write(`data: ${chunk({ content: part })}\n\n`);
    }
    response.end('data: [DONE]\n\n');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}/v1`,
        firstPieceMs,
        pieceMs,
        pieces: parts.length,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
