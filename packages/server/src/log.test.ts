// @vitest-environment node
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
