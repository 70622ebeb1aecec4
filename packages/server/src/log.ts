/** A structured logger: one JSON object per line. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

function line(level: string, message: string, fields: Record<string, unknown> = {}): string {
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    extra[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...extra });
}

/**
 * Standard output, written once per turn of the event loop: the request lines of all the answers
 * sent together go out in one write. Writing to a pipe or a file is synchronous on Linux, so one
 * write per request cost a system call each (and stalled the server when the reader was slow).
 * Whatever is pending is written when the process exits.
 */
let batchedStdout: { write(line: string): void; flush(): void } | undefined;

function stdoutBatch() {
  if (batchedStdout) return batchedStdout;
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    process.stdout.write(text);
  };
  process.once('exit', flush);
  batchedStdout = {
    write(line) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
  return batchedStdout;
}

/**
 * Logs JSON lines to stdout (info, batched per turn of the event loop) and stderr (warnings and
 * errors, at once, after any pending info lines). A custom `write` gets each line as it is logged.
 */
export function createJsonLogger(write?: { out: (text: string) => void; err: (text: string) => void }): Logger {
  if (write) {
    return {
      info: (message, fields) => write.out(line('info', message, fields)),
      warn: (message, fields) => write.err(line('warn', message, fields)),
      error: (message, fields) => write.err(line('error', message, fields)),
    };
  }
  const out = stdoutBatch();
  const err = (text: string) => {
    out.flush();
    process.stderr.write(`${text}\n`);
  };
  return {
    info: (message, fields) => out.write(line('info', message, fields)),
    warn: (message, fields) => err(line('warn', message, fields)),
    error: (message, fields) => err(line('error', message, fields)),
  };
}

/** A logger that keeps the lines (tests read them). */
export function createMemoryLogger(): Logger & { lines: { level: string; msg: string; [key: string]: unknown }[] } {
  const lines: { level: string; msg: string; [key: string]: unknown }[] = [];
  const push =
    (level: string) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      lines.push({ level, msg, ...fields });
    };
  return { lines, info: push('info'), warn: push('warn'), error: push('error') };
}

/** One error-level line, kept for admins (/system). */
export interface LoggedError {
  time: string;
  message: string;
  /** Its fields as JSON (an error as its name and message), at most 2,000 characters. */
  details: string;
}

/** A logger that also keeps its last `size` error lines in memory, newest first (the /system page reads them). */
export type ErrorKeepingLogger = Logger & { recentErrors(): LoggedError[] };

/** Wraps `logger`: every line goes on as before; error lines are also kept in a ring of `size`. */
export function keepRecentErrors(logger: Logger, size = 50, now: () => Date = () => new Date()): ErrorKeepingLogger {
  const ring: LoggedError[] = [];
  const details = (fields: Record<string, unknown>) => {
    const plain: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(fields)) {
      plain[key] = value instanceof Error ? { name: value.name, message: value.message } : value;
    }
    let text: string;
    try {
      text = JSON.stringify(plain);
    } catch {
      text = String(plain);
    }
    return text.length > 2000 ? `${text.slice(0, 1999)}…` : text;
  };
  return {
    info: (message, fields) => logger.info(message, fields),
    warn: (message, fields) => logger.warn(message, fields),
    error: (message, fields) => {
      logger.error(message, fields);
      ring.unshift({ time: now().toISOString(), message, details: details(fields ?? {}) });
      if (ring.length > size) ring.length = size;
    },
    recentErrors: () => ring.slice(),
  };
}
