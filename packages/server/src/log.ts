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

/** Logs JSON lines to stdout (info) and stderr (warnings and errors). */
export function createJsonLogger(
  write: { out: (text: string) => void; err: (text: string) => void } = {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  },
): Logger {
  return {
    info: (message, fields) => write.out(line('info', message, fields)),
    warn: (message, fields) => write.err(line('warn', message, fields)),
    error: (message, fields) => write.err(line('error', message, fields)),
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
