import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJsonLogger } from './log';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createJsonLogger', () => {
  it('writes the info lines of one turn of the event loop to stdout in one write', async () => {
    const writes: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
      writes.push(String(text));
      return true;
    });
    const logger = createJsonLogger();
    logger.info('request', { path: '/api/a', status: 200 });
    logger.info('request', { path: '/api/b', status: 201 });
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    const lines = (writes[0] ?? '')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toMatchObject([
      { level: 'info', msg: 'request', path: '/api/a', status: 200 },
      { level: 'info', msg: 'request', path: '/api/b', status: 201 },
    ]);
    expect(writes[0]?.endsWith('\n')).toBe(true);
  });

  it('writes warnings and errors to stderr at once, after the info lines logged before them', () => {
    const order: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
      order.push(`out:${JSON.parse(String(text)).msg}`);
      return true;
    });
    vi.spyOn(process.stderr, 'write').mockImplementation((text) => {
      order.push(`err:${JSON.parse(String(text)).msg}`);
      return true;
    });
    const logger = createJsonLogger();
    logger.info('before');
    logger.error('failed', { error: new Error('boom') });
    expect(order).toEqual(['out:before', 'err:failed']);
  });

  it('gives a custom writer each line as it is logged', () => {
    const out: string[] = [];
    const logger = createJsonLogger({ out: (text) => out.push(text), err: () => {} });
    logger.info('one');
    expect(JSON.parse(out[0] ?? '{}')).toMatchObject({ level: 'info', msg: 'one' });
  });
});

describe('keepRecentErrors', () => {
  it('passes every line on and keeps the last error lines, newest first, errors as name and message', async () => {
    const { keepRecentErrors, createMemoryLogger } = await import('./log');
    const inner = createMemoryLogger();
    const logger = keepRecentErrors(inner, 2, () => new Date('2026-03-14T09:30:00Z'));
    logger.info('request', { path: '/' });
    logger.error('first', { error: new Error('boom') });
    logger.warn('careful');
    logger.error('second');
    logger.error('third', { requestId: 'r-3' });
    expect(inner.lines.map((line) => line.msg)).toEqual(['request', 'first', 'careful', 'second', 'third']);
    expect(logger.recentErrors()).toEqual([
      { time: '2026-03-14T09:30:00.000Z', message: 'third', details: '{"requestId":"r-3"}' },
      { time: '2026-03-14T09:30:00.000Z', message: 'second', details: '{}' },
    ]);
  });
});
