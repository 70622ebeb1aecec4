/** Spec 4 and 9: a held (queued) send goes out one second after the in-flight send ends. */
export const queuedSendDelayMs = 1_000;

/** A send the queue did not run: a direct send while another is in flight, or a cleared hold. */
export const sendIgnored = Symbol('sendIgnored');
export type SendIgnored = typeof sendIgnored;

export interface SendQueueOptions {
  /** @default 1000 (spec 9, "Queued-send retry: 1 s") */
  delayMs?: number;
  /** Called whenever `isInFlight` or `heldCount` changes (e.g. to re-render). */
  onChange?: () => void;
}

export interface SendQueue<T, R> {
  /**
   * A direct send (Enter, Send): runs at once, or is ignored while a send is in flight (spec 5,
   * "ignored if ... a reply is loading").
   */
  send(item: T): Promise<R | SendIgnored>;
  /**
   * A queued send (a suggested prompt, the planner's Ask): runs at once when nothing is in flight
   * or held; otherwise it is held, and one second after the in-flight send ends the first held
   * send goes out (spec 4). Resolves with that send's own result.
   */
  enqueue(item: T): Promise<R | SendIgnored>;
  /** Drops the held sends (they resolve as ignored) and the pending timer. */
  clear(): void;
  readonly isInFlight: boolean;
  readonly heldCount: number;
}

interface Held<T, R> {
  item: T;
  resolve: (result: R | SendIgnored) => void;
  reject: (error: unknown) => void;
}

/** One send at a time, with the spec's queue for sends flagged queued. Plain TypeScript, timers only. */
export function createSendQueue<T, R>(
  run: (item: T) => Promise<R>,
  { delayMs = queuedSendDelayMs, onChange }: SendQueueOptions = {},
): SendQueue<T, R> {
  let inFlight = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const held: Held<T, R>[] = [];

  const scheduleNext = () => {
    if (timer !== undefined || inFlight || held.length === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      // A direct send went out during the wait: the held one waits for that one to end.
      if (inFlight) return;
      const next = held.shift();
      if (!next) return;
      start(next.item).then(next.resolve, next.reject);
    }, delayMs);
  };

  const start = (item: T): Promise<R> => {
    inFlight = true;
    onChange?.();
    const finish = () => {
      inFlight = false;
      onChange?.();
      scheduleNext();
    };
    const result = Promise.resolve().then(() => run(item));
    result.then(finish, finish);
    return result;
  };

  return {
    send: async (item) => (inFlight ? sendIgnored : start(item)),
    enqueue: (item) => {
      if (!inFlight && held.length === 0 && timer === undefined) return start(item);
      return new Promise<R | SendIgnored>((resolve, reject) => {
        held.push({ item, resolve, reject });
        onChange?.();
        scheduleNext();
      });
    },
    clear: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      for (const { resolve } of held.splice(0)) resolve(sendIgnored);
      onChange?.();
    },
    get isInFlight() {
      return inFlight;
    },
    get heldCount() {
      return held.length;
    },
  };
}
