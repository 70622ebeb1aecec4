import { readFileSync } from 'node:fs';
import { brand, defaultTheme, MoonLogo, storageKeys, themeAttribute, themePageColors } from '@app/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { appMessages } from '../messages';
import { appIcons } from './appIcons';
import { keepThemeCookie } from './themeCookie';

// Through a variable: Vite rewrites `new URL(..., import.meta.url)` into an asset URL.
const here = import.meta.url;
const publicDir = new URL('../../public/', here);
/** A file of the shell's public folder, by the path it is served at. */
const publicFile = (href: string) => readFileSync(new URL(href.slice(1), publicDir));

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}
const manifest = JSON.parse(publicFile(appIcons.manifest).toString('utf8')) as {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** The shapes of an SVG, in order: each element's name and geometry, paint left out. */
function shapesOf(svg: string): string[] {
  return [...svg.matchAll(/<(circle|path)\b([^>]*)>/g)].map(([, name, attributes]) => {
    const geometry = [...(attributes ?? '').matchAll(/\b(cx|cy|r|d)="([^"]*)"/g)].map(
      ([, key, value]) => `${key}=${value}`,
    );
    return `${name} ${geometry.join(' ')}`;
  });
}

describe('the web app manifest', () => {
  it('names the product from the brand and opens the chat as a standalone app', () => {
    expect(manifest.name).toBe(brand.productName);
    expect(manifest.short_name).toBe(brand.productName);
    expect(manifest.description).toBe(appMessages.documentDescription);
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
  });

  it('takes its colours from the default theme', () => {
    expect(manifest.theme_color).toBe(themePageColors[defaultTheme]);
    expect(manifest.background_color).toBe(themePageColors[defaultTheme]);
  });

  it('lists icons that exist at the sizes it states, 192 and 512 px, plain and maskable', () => {
    for (const icon of manifest.icons) {
      const bytes = publicFile(icon.src);
      if (icon.type === 'image/png') expect(pngSize(bytes), icon.src).toBe(icon.sizes);
    }
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    for (const purpose of ['any', 'maskable'])
      for (const sizes of ['192x192', '512x512'])
        expect(
          pngs.some((icon) => icon.purpose === purpose && icon.sizes === sizes),
          `${purpose} ${sizes}`,
        ).toBe(true);
    expect(pngSize(publicFile(appIcons.appleTouch))).toBe('180x180');
  });

  it('the favicon, from which the icons are drawn, is the moon logo', () => {
    const favicon = publicFile(appIcons.favicon).toString('utf8');
    const logo = renderToStaticMarkup(<MoonLogo decorative />);
    expect(shapesOf(favicon)).toEqual(shapesOf(logo));
    expect(shapesOf(logo)).toHaveLength(7);
  });
});

describe('the theme-color meta tag', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute(themeAttribute);
    localStorage.clear();
  });

  it('follows the theme when the toggle changes it', async () => {
    document.head.innerHTML = `<meta name="theme-color" content="${themePageColors.light}">`;
    localStorage.setItem(storageKeys.theme, 'light');
    keepThemeCookie();
    document.documentElement.setAttribute(themeAttribute, 'dark-celestial');
    await Promise.resolve();
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      themePageColors['dark-celestial'],
    );
  });
});
