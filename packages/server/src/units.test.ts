import { describe, expect, it } from 'vitest';
import { defaultScryptCost, hashPassword, verifyPassword } from './auth/password';
import { hashToken, newSessionToken } from './auth/tokens';
import { migrations, splitStatements } from './db/migrations';
import { cacheControlFor } from './http/static';

describe('passwords', () => {
  it('hash at OWASP cost by default (N=2^17, r=8, p=1) and verify', async () => {
    expect(defaultScryptCost).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('moonheart-demo');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('moonheart-demo', hash)).toBe(true);
    expect(await verifyPassword('moonheart-demo ', hash)).toBe(false);
  }, 20_000);

  it('verify a hash at its own cost and refuse malformed ones', async () => {
    const cheap = await hashPassword('secret', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('secret', cheap)).toBe(true);
    expect(await verifyPassword('secret', 'plain-text')).toBe(false);
    expect(await hashPassword('secret', { N: 1024, r: 8, p: 1 })).not.toBe(cheap);
  });
});

describe('session tokens', () => {
  it('are 256 random bits, stored only as SHA-256', () => {
    const token = newSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newSessionToken()).not.toBe(token);
    expect(hashToken(token)).toHaveLength(43);
    expect(hashToken(token)).not.toContain(token);
  });
});

describe('migrations', () => {
  it('split into statements without comments', () => {
    expect(splitStatements('CREATE TABLE a (x int);\n-- note; here\nCREATE INDEX b ON a (x);\n')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX b ON a (x)',
    ]);
    expect(migrations.map((migration) => migration.id)).toEqual(migrations.map((_, index) => index + 1));
  });
});

describe('cache rules', () => {
  it.each([
    ['/sw.js', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/assets/index-Bx3_9aQz.js', 'public, max-age=31536000, immutable'],
    ['/assets/logo.svg', 'public, max-age=3600'],
    ['/favicon.ico', 'public, max-age=3600'],
  ])('%s: %s', (path, rule) => {
    expect(cacheControlFor(path)).toBe(rule);
  });
});
