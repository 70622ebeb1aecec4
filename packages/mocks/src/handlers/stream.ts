import { type Message, type SendMessageReply, type StreamError, streamKeepAliveMs } from '@app/contract';
import { HttpResponse } from 'msw';
import { splitReply } from '../fixtures';

/** One server-sent event of a streamed send (DECISIONS "Streaming"). */
export type StreamEvent =
  | { event: 'user'; data: Message }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: SendMessageReply }
  | { event: 'error'; data: StreamError };

/** Whether a send asked for its reply as a stream (`Accept: text/event-stream`). */
export function wantsEventStream(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('text/event-stream');
}

/** The events of a whole streamed reply: the stored question, the pieces, then `done`. */
export function replyEvents(reply: SendMessageReply, pieces = splitReply(reply.aiResponse.content)): StreamEvent[] {
  return [
    { event: 'user', data: reply.userMessage },
    ...pieces.map((text): StreamEvent => ({ event: 'delta', data: { text } })),
    { event: 'done', data: reply },
  ];
}

const encoder = new TextEncoder();

/** One event in the text/event-stream format (JSON has no line breaks, so one `data` line). */
const format = ({ event, data }: StreamEvent) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export interface EventStreamOptions {
  /** Milliseconds before each event after the first. @default 0 */
  delayMs?: number;
  /**
   * Keep the stream open after the last event, until the request is aborted, sending the server's
   * keep-alive comment every `streamKeepAliveMs` as it does: a held reply stays held however long a
   * test looks at it, instead of ending in the client's timeout. @default false
   */
  hold?: boolean;
  /** The request's signal: its abort ends the stream and its timers. */
  signal?: AbortSignal;
}

/**
 * `200 text/event-stream` sending `events` in order, `delayMs` apart. It ends after the last event,
 * or with `hold` stays open until the client aborts (a reply that is still growing).
 */
export function eventStreamResponse(
  events: readonly StreamEvent[],
  { delayMs = 0, hold = false, signal }: EventStreamOptions = {},
): Response {
  let finished = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  const finish = () => {
    finished = true;
    clearTimeout(timer);
    clearInterval(keepAlive);
    wake?.();
  };
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const end = () => {
        if (finished) return;
        finish();
        try {
          controller.close();
        } catch {
          // Already closed or cancelled by the reader.
        }
      };
      signal?.addEventListener('abort', end, { once: true });
      for (const [index, event] of events.entries()) {
        if (index > 0 && delayMs > 0) {
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, delayMs);
          });
        }
        if (finished) return;
        controller.enqueue(encoder.encode(format(event)));
      }
      if (!hold) {
        signal?.removeEventListener('abort', end);
        end();
        return;
      }
      if (finished) return;
      keepAlive = setInterval(() => {
        if (!finished) controller.enqueue(encoder.encode(': keep-alive\n\n'));
      }, streamKeepAliveMs);
    },
    cancel: finish,
  });
  return new HttpResponse(stream, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
  });
}
