import { brand, earlyEnterAttributes, opensAtEndAttribute } from '@app/ui';

/**
 * Set once the web fonts have loaded in this browser: its HTTP cache then holds them, so the server
 * names them in the first HTML (preloaded, with their `@font-face` rules inline) and the first
 * paint is already in Inter. Without it, the page paints in the metric-matched fallback first and
 * the fonts swap in after.
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
  /** The web fonts' stylesheet, when the first paint goes without it. */
  fontStylesheet?: string;
  /** The font faces whose loading marks the fonts as cached (CSS `font` shorthands). */
  fontFaces?: readonly string[];
}

/**
 * The page's one inline script, at the end of the body. At once, it scrolls a conversation to its
 * latest message (the first paint shows it) and keeps an Enter pressed in the composer before it
 * hydrated (the composer sends it then). After the first paint it loads the
 * script (and, on a first visit, the fonts), so the page's largest content paints as soon as the
 * HTML has arrived instead of sharing the network with 200 KB of script first. It starts after
 * the document is parsed (as a module script would) and after the next frame has painted, or
 * after half a second when no frame comes (a tab opened in the background).
 */
export function bootScript(assets: BootAssets): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const fonts = assets.fontStylesheet
    ? `var f=document.createElement('link');f.rel='stylesheet';f.href=${json(assets.fontStylesheet)};` +
      `f.onload=function(){Promise.all(${json(assets.fontFaces ?? [])}.map(function(face){return document.fonts.load(face)}))` +
      `.then(function(){document.cookie=${json(`${fontsCachedCookie}=1; Path=/; Max-Age=31536000; SameSite=Lax`)}})};` +
      'h.appendChild(f);'
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
    fonts +
    `${json(assets.modules)}.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.href=href;h.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.src=${json(assets.entry)};h.appendChild(s)}` +
    'function afterPaint(){requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,500)}' +
    "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()})()"
  );
}
