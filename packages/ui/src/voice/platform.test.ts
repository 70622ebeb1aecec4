// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectPlatform } from './platform';

const ua = {
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  desktopSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
};

describe('detectPlatform', () => {
  it.each([
    ['desktopChrome', false, false],
    ['desktopSafari', false, true],
    ['iphoneSafari', true, true],
    ['androidChrome', true, false],
    ['firefox', false, false],
  ] as const)('%s: mobile %s, Safari %s', (name, isMobile, isSafari) => {
    expect(detectPlatform({ userAgent: ua[name], viewportWidth: 1280 })).toEqual({ isMobile, isSafari });
  });

  it('treats a viewport under the 768 px breakpoint as mobile', () => {
    expect(detectPlatform({ userAgent: ua.desktopChrome, viewportWidth: 767 }).isMobile).toBe(true);
    expect(detectPlatform({ userAgent: ua.desktopChrome, viewportWidth: 768 }).isMobile).toBe(false);
  });
});
