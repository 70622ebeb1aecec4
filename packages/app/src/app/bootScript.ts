import { brand, earlyEnterAttributes, opensAtEndAttribute } from '@app/ui';

/**
 * Set once the web fonts' files are in this browser's HTTP cache: the server then names them in the
 * first HTML (preloaded, with their `@font-face` rules inline) and the first paint is already in
 * Inter. Without it, the page paints in the metric-matched stand-ins and keeps them until it
 * changes anyway (app/webFonts.ts).
 */
export const fontsCachedCookie = `${brand.storagePrefix}fonts-cached`;

export interface BootAssets {
  /** The entry module. */
  entry: string;
  /** The modules the entry and the page's route need at once, fetched in parallel with it. */
  modules: readonly string[];
  /**
   * The stylesheets the server put inline. Vite's loader adds a stylesheet a chunk imports unless
   * a `<link>` to it is in the document; a disabled one (never fetched) tells it they are there.
   */
  inlinedStylesheets: readonly string[];
  /**
   * The web fonts' files the first paint would use, when the browser does not have them: fetched
   * into its cache at the lowest priority, and the fonts-cached cookie set once they are there.
   * They are not applied: swapping them in lays the whole page out again, a long task on a phone.
   */
  fontFiles?: readonly string[];
}

/** Marks the boot script's prefetched font files: the page paints without the web fonts for now. */
export const webFontsPendingAttribute = 'data-web-fonts-pending';

/**
 * The page's one inline script, at the end of the body. At once, it scrolls a conversation to its
 * latest message (the first paint shows it) and keeps an Enter pressed in the composer before it
 * hydrated (the composer sends it then). After the first paint it loads the script (and, on a
 * first visit, fetches the fonts for later), so the page's largest content paints as soon as the
 * HTML has arrived instead of sharing the network with 200 KB of script first. It starts after
 * the document is parsed (as a module script would) and after the next frame has painted, or
 * after half a second when no frame comes (a tab opened in the background).
 */
export function bootScript(assets: BootAssets): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const fontFiles = assets.fontFiles ?? [];
  const fonts = fontFiles.length
    ? `var waiting=${fontFiles.length};${json(fontFiles)}.forEach(function(href){var l=document.createElement('link');` +
      `l.rel='prefetch';l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';l.href=href;l.setAttribute(${json(webFontsPendingAttribute)},'');` +
      `l.onload=function(){if(--waiting===0)document.cookie=${json(`${fontsCachedCookie}=1; Path=/; Max-Age=31536000; SameSite=Lax`)}};h.appendChild(l)});`
    : '';
  return (
    '(function(){document.currentScript.remove();var started=false;' +
    // Now, before the first paint: a conversation opens at its latest message.
    `document.querySelectorAll(${json(`[${opensAtEndAttribute}]`)}).forEach(function(log){log.scrollTop=log.scrollHeight});` +
    // Until the composer has hydrated, Enter in it is kept for it (ChatInput's earlyEnterAttributes).
    `var composer=${json(`textarea[${earlyEnterAttributes.sends}]:not([${earlyEnterAttributes.ready}])`)};` +
    "document.addEventListener('keydown',function(e){var t=e.target;" +
    "if(e.key!=='Enter'||e.shiftKey||e.isComposing||!(t instanceof HTMLTextAreaElement)||!t.matches(composer))return;" +
    `e.preventDefault();t.setAttribute(${json(earlyEnterAttributes.pending)},'')},true);` +
    'function boot(){if(started)return;started=true;var h=document.head;' +
    `${json(assets.inlinedStylesheets)}.forEach(function(href){var l=document.createElement('link');l.rel='stylesheet';l.setAttribute('disabled','');l.href=href;h.appendChild(l)});` +
    `${json(assets.modules)}.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.href=href;h.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.src=${json(assets.entry)};h.appendChild(s);` +
    `${fonts}}` +
    'function afterPaint(){requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,500)}' +
    "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()})()"
  );
}
