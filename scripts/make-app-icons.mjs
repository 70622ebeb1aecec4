#!/usr/bin/env node
// Draws the installed app's icons (web app manifest, apple-touch icon) from the favicon, the moon
// logo in packages/app/public/icons/moonheart.svg, in Debian's Chromium. Run it again after the
// logo changes; packages/app/src/app/webManifest.test.ts holds the files to the logo and the manifest.
//   node scripts/make-app-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const dir = new URL('../packages/app/public/icons/', import.meta.url).pathname;
const logo = readFileSync(`${dir}moonheart.svg`, 'utf8');
/** The dark-celestial theme's page colour: the icon's ground where a platform wants no transparency. */
const night = '#0b1026';

/**
 * Each icon: its size, its ground, and the logo's share of its width. Maskable icons keep the logo
 * inside the central 80 % circle that every platform's mask leaves visible.
 */
const icons = [
  { file: 'icon-192.png', size: 192, ground: 'transparent', share: 1 },
  { file: 'icon-512.png', size: 512, ground: 'transparent', share: 1 },
  { file: 'maskable-192.png', size: 192, ground: night, share: 0.66 },
  { file: 'maskable-512.png', size: 512, ground: night, share: 0.66 },
  { file: 'apple-touch-icon.png', size: 180, ground: night, share: 0.8 },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, ground, share } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const inner = Math.round(size * share);
    await page.setContent(
      `<body style="margin:0;background:${ground};width:${size}px;height:${size}px;display:grid;place-items:center">
         <img alt="" src="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}" width="${inner}" height="${inner}">
       </body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    const png = await page.screenshot({ omitBackground: ground === 'transparent' });
    writeFileSync(`${dir}${file}`, png);
    console.log(`${file}: ${size} px, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
