import { describe, expect, it } from 'vitest';
import { parseCookies } from './cookies';

describe('parseCookies', () => {
  it('reads a Cookie header or document.cookie by name, decoding values', () => {
    const cookies = parseCookies('a=1; moonheart-redirect-after-auth=%2Fbilling%3Ftab%3D2;b = x=y ');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('moonheart-redirect-after-auth')).toBe('/billing?tab=2');
    expect(cookies.get('b')).toBe('x=y');
  });

  it('leaves out what is not a cookie or does not decode', () => {
    expect([...parseCookies('=nameless; novalue; bad=%E0%A4%A; ').keys()]).toEqual([]);
    expect(parseCookies('').size).toBe(0);
  });
});
