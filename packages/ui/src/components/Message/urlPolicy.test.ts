// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkImageUrl, checkLinkUrl, toOrigin } from './urlPolicy';

const app = 'https://moonheart.example';

describe('checkLinkUrl', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['  javascript:alert(1)'],
    ['\tjavascript:alert(1)'],
    ['\n javascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['VBSCRIPT:msgbox(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['  data:text/html,<script>alert(1)</script>'],
    ['file:///etc/passwd'],
    ['ftp://files.example/x'],
    ['blob:https://moonheart.example/1234'],
    ['https://user:pass@evil.example/'],
    ['https://moonheart.example@evil.example/'],
    [''],
    ['   '],
  ])('rejects %j', (raw) => {
    expect(checkLinkUrl(raw, app)).toBeNull();
  });

  it.each([
    ['https://astro.example/moon', 'https://astro.example/moon', true],
    ['HTTPS://ASTRO.EXAMPLE/Moon', 'https://astro.example/Moon', true],
    ['  https://astro.example/', 'https://astro.example/', true],
    ['http://astro.example/', 'http://astro.example/', true],
    // Protocol-relative: the browser would take the page's scheme; it is another origin.
    ['//evil.com/path', 'https://evil.com/path', true],
    ['/\\evil.com', 'https://evil.com/', true],
    ['/pricing', 'https://moonheart.example/pricing', false],
    ['about-us', 'https://moonheart.example/about-us', false],
    ['https://moonheart.example/terms', 'https://moonheart.example/terms', false],
    ['mailto:support@example.com', 'mailto:support@example.com', false],
    ['MAILTO:support@example.com', 'mailto:support@example.com', false],
  ])('allows %j as %s (external: %s)', (raw, href, isExternal) => {
    expect(checkLinkUrl(raw, app)).toEqual({ href, isExternal });
  });

  it('rejects relative links when there is no product origin to resolve them against', () => {
    expect(checkLinkUrl('/pricing', null)).toBeNull();
    expect(checkLinkUrl('https://astro.example/', null)).toEqual({ href: 'https://astro.example/', isExternal: true });
  });
});

describe('checkImageUrl', () => {
  it.each([
    ['https://evil.example/x.png'],
    ['http://moonheart.example/x.png'], // same host, other scheme: another origin
    ['https://moonheart.example:8443/x.png'], // other port
    ['https://cdn.moonheart.example/x.png'], // subdomain
    ['//evil.com/x.png'],
    ['/\\evil.com/x.png'],
    ['\\\\evil.com/x.png'],
    ['  //evil.com/x.png'],
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    [' javascript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:image/png;base64,iVBORw0KGgo='],
    ['DATA:image/svg+xml,<svg onload=alert(1)>'],
    ['blob:https://moonheart.example/1234'],
    ['https://user:pass@moonheart.example/x.png'],
    ['https://moonheart.example@evil.example/x.png'],
    [''],
  ])('does not load %j', (raw) => {
    expect(checkImageUrl(raw, app)).toBeNull();
  });

  it.each([
    ['https://moonheart.example/img/moon.png', 'https://moonheart.example/img/moon.png'],
    ['/img/moon.png', 'https://moonheart.example/img/moon.png'],
    ['img/moon.png', 'https://moonheart.example/img/moon.png'],
    ['  /img/moon.png', 'https://moonheart.example/img/moon.png'],
    ['HTTPS://MOONHEART.EXAMPLE/img/moon.png', 'https://moonheart.example/img/moon.png'],
    ['https://moonheart.example:443/x.png', 'https://moonheart.example/x.png'],
  ])('loads %j from the product origin as %s', (raw, src) => {
    expect(checkImageUrl(raw, app)).toBe(src);
  });

  it('accepts the allowed origin written as a full URL', () => {
    expect(checkImageUrl('/x.png', 'https://moonheart.example/chat?x=1')).toBe('https://moonheart.example/x.png');
  });

  it('loads nothing without a usable product origin', () => {
    for (const origin of [null, undefined, '', 'null', 'about:blank', 'file:///tmp/index.html']) {
      expect(checkImageUrl('/x.png', origin)).toBeNull();
      expect(checkImageUrl('https://moonheart.example/x.png', origin)).toBeNull();
    }
  });
});

describe('toOrigin', () => {
  it('reduces a URL to its origin and refuses non-web origins', () => {
    expect(toOrigin('https://moonheart.example/chat')).toBe('https://moonheart.example');
    expect(toOrigin('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(toOrigin('null')).toBeNull();
    expect(toOrigin('about:blank')).toBeNull();
  });
});
