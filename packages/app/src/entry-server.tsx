// The server's renderer: built by `vite build --ssr` into dist-server/, loaded by the Hono server.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createQueryClient, currentUserQueryOptions, type User } from '@app/contract';
import { isThemeName, storageKeys } from '@app/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRequestHandler, RouterServer, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import { apiClient } from './app/api';
import { bootScript, fontsCachedCookie } from './app/bootScript';
import { parseCookies } from './app/cookies';
import { serverTimeZone, timeZoneCookie } from './app/displayTime';
import { handoverCookie } from './app/handover';
import { prefetchPreferences } from './app/preferences';
import { provideRequestScope, type RequestScope } from './app/requestScope';
import { splashDueFor } from './app/splash';
import * as chatParts from './chat/parts';
import { appRouteTable, createAppRouter } from './router';
import * as chromeParts from './routes/chromeParts';
import { readCurrentUser } from './routing/guard';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ViteManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  assets?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ViteManifestChunk>;

const entrySource = 'index.html';
const asset = (file: string) => `/${file}`;

/** The files `source` needs at once: its chunk, its static imports (recursively) and their CSS. */
function closureOf(manifest: ViteManifest, source: string) {
  const chunks = new Set<string>();
  const visit = (key: string) => {
    if (chunks.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}: rebuild the shell.`);
    chunks.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  const files = [...chunks].map((key) => manifest[key] as ViteManifestChunk);
  return {
    scripts: files.map((chunk) => asset(chunk.file)),
    css: files.flatMap((chunk) => (chunk.css ?? []).map(asset)),
  };
}

const fontsSource = 'src/fonts.ts';

type RouteAssets = { css: string[]; modules: string[] };

/**
 * What each page needs at once, by route id as the router builds it (a page under a guarded layout
 * is `/_admin/dashboard`): the SSR looks a match's assets up by its `routeId`. The root holds the
 * entry's own.
 */
function pageAssetsOf(manifest: ViteManifest) {
  const entry = closureOf(manifest, entrySource);
  const byRoute = new Map<string, RouteAssets>([['__root__', { css: entry.css, modules: entry.scripts.slice(1) }]]);
  for (const route of appRouteTable()) {
    const page = closureOf(manifest, route.source);
    byRoute.set(route.id, {
      css: page.css.filter((file) => !entry.css.includes(file)),
      modules: page.scripts.filter((file) => !entry.scripts.includes(file)),
    });
  }
  // A chunk of CSS alone: the manifest names the stylesheet as the chunk's file.
  const fonts = manifest[fontsSource];
  const fontStylesheets = fonts ? [fonts.file, ...(fonts.css ?? [])].filter((file) => file.endsWith('.css')) : [];
  if (!fontStylesheets.length)
    throw new Error(`The build manifest has no stylesheet for ${fontsSource}: rebuild the shell.`);
  return { entryScript: entry.scripts[0] as string, byRoute, fontStylesheets: fontStylesheets.map(asset) };
}

/**
 * The router's manifest: each route's stylesheets, inline in the page when `readAsset` can read
 * them (the first paint then waits for the HTML alone). Its scripts are not in it: the boot script
 * loads them after the first paint. The web fonts' stylesheet joins the root's when the browser
 * has them cached.
 */
export function routerManifestOf(
  manifest: ViteManifest,
  { readAsset, withFonts = false }: { readAsset?: (file: string) => string; withFonts?: boolean } = {},
) {
  const { byRoute, fontStylesheets } = pageAssetsOf(manifest);
  const routes: Record<string, { css: string[] }> = {};
  for (const [id, { css }] of byRoute) routes[id] = { css };
  if (withFonts) routes.__root__ = { css: [...(routes.__root__?.css ?? []), ...fontStylesheets] };
  if (!readAsset) return { routes };
  const stylesheets = new Set(Object.values(routes).flatMap((route) => route.css));
  const styles = Object.fromEntries([...stylesheets].map((href) => [href, readAsset(href.slice(1))]));
  return { routes, inlineCss: { styles } };
}

/**
 * The boot script of a page whose matched routes are `routeIds` (app/bootScript.ts). `fontFiles`:
 * the font files the first paint uses, fetched for later on a first visit.
 */
export function bootScriptsOf(manifest: ViteManifest, fontFiles: readonly string[] = []) {
  const { entryScript, byRoute, fontStylesheets } = pageAssetsOf(manifest);
  // Built once per matched route set (and fonts state), not per request.
  const built = new Map<string, string>();
  return (routeIds: readonly string[], fontsCached: boolean) => {
    const key = `${fontsCached}\0${routeIds.join('\0')}`;
    const known = built.get(key);
    if (known !== undefined) return known;
    const matched = ['__root__', ...routeIds].flatMap((id) => byRoute.get(id) ?? []);
    const script = bootScript({
      entry: entryScript,
      modules: [...new Set(matched.flatMap((route) => route.modules))],
      inlinedStylesheets: [...new Set(matched.flatMap((route) => route.css)), ...(fontsCached ? fontStylesheets : [])],
      ...(fontsCached ? {} : { fontFiles }),
    });
    built.set(key, script);
    return script;
  };
}

/**
 * The font files the first paint uses (Inter for text, Cormorant Garamond 600 for the wordmark
 * and headings, Latin subsets): preloaded when the browser has them cached, so text does not wait
 * for the stylesheet to name them.
 */
const preloadedFonts = [
  /\/inter-latin-wght-normal-[^/]*\.woff2$/,
  /\/cormorant-garamond-latin-600-normal-[^/]*\.woff2$/,
];

export function fontPreloadsOf(manifest: ViteManifest, readAsset: (file: string) => string): string[] {
  const files = pageAssetsOf(manifest).fontStylesheets.flatMap((href) =>
    [...readAsset(href.slice(1)).matchAll(/url\(\s*['"]?([^'")]+)/g)].map((match) => match[1] as string),
  );
  return preloadedFonts.flatMap((pattern) => files.filter((file) => pattern.test(file)));
}

export interface RenderRequest {
  request: Request;
  /** Calls the API in process, as the visitor (their cookies). */
  fetchApi: typeof fetch;
  /** This response's nonce: the page's Content Security Policy admits the inline scripts carrying it. */
  nonce: string;
  /** Whether the page is served over https (the cookies it sets are then `Secure`). */
  secure: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();
provideRequestScope(() => scopes.getStore());

/**
 * Every part that loads on demand in the browser, loaded once on the server: a loaded part renders
 * at once, so the first HTML holds the whole page (no fallback streamed and swapped in later).
 */
const partsLoaded = Promise.all(
  [...Object.values(chatParts), ...Object.values(chromeParts)].map((part) => part.preload()),
);

/** A renderer for one build: answers a page request with the streamed HTML, or the guard's redirect. */
export function createRenderer(viteManifest: ViteManifest, readAsset?: (file: string) => string) {
  const firstVisitManifest = routerManifestOf(viteManifest, readAsset ? { readAsset } : {});
  const fontsCachedManifest = routerManifestOf(viteManifest, { ...(readAsset ? { readAsset } : {}), withFonts: true });
  const fontPreloads = readAsset ? fontPreloadsOf(viteManifest, readAsset) : [];
  const bootScriptFor = bootScriptsOf(viteManifest, fontPreloads);
  return async function render({ request, fetchApi, nonce, secure }: RenderRequest): Promise<Response> {
    await partsLoaded;
    const cookies = parseCookies(request.headers.get('cookie') ?? '');
    const handedOver = new Map<string, string | null>();
    const scope: RequestScope = {
      fetch: fetchApi,
      cookie: (name) => cookies.get(name),
      handOver: (name, value) => handedOver.set(name, value),
      timeZone: serverTimeZone(cookies.get(timeZoneCookie)),
    };
    const theme = cookies.get(storageKeys.theme);
    const fontsCached = cookies.has(fontsCachedCookie);
    const queryClient = createQueryClient();
    const response = await scopes.run(scope, async () => {
      // The chrome shows who is there (header links, account menu) from the first byte.
      // A signed-in user's preferences too: times are written in their chosen zone.
      if (await readCurrentUser(queryClient)) await prefetchPreferences(queryClient);
      return createRequestHandler({
        request,
        createRouter: () =>
          createAppRouter(
            {
              queryClient,
              splash: splashDueFor(cookies),
              ...(fontsCached ? { fontPreloads } : {}),
              bootScript: (routeIds) => bootScriptFor(routeIds, fontsCached),
              ...(isThemeName(theme) ? { theme } : {}),
            },
            { document: true, nonce },
          ),
        getRouterManifest: () => (fontsCached ? fontsCachedManifest : firstVisitManifest),
      })(({ request, router, responseHeaders }) =>
        renderRouterToStream({
          request,
          router,
          responseHeaders,
          children: (
            <QueryClientProvider client={queryClient}>
              <RouterServer router={router} />
            </QueryClientProvider>
          ),
        }),
      );
    });
    const headers = new Headers(response.headers);
    for (const [name, value] of handedOver) headers.append('Set-Cookie', handoverCookie(name, value, secure));
    const user = queryClient.getQueryData<User | null>(currentUserQueryOptions(apiClient).queryKey);
    // Never kept by a shared cache; a signed-in page not even by the browser.
    headers.set('Cache-Control', user ? 'private, no-store' : 'private, no-cache');
    headers.set('Vary', 'Cookie');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
