// The server's renderer: built by `vite build --ssr` into dist-server/, loaded by the Hono server.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createQueryClient, currentUserQueryOptions, type User } from '@app/contract';
import { isThemeName, storageKeys } from '@app/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRequestHandler, RouterServer, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import { apiClient } from './app/api';
import { parseCookies } from './app/cookies';
import { serverTimeZone, timeZoneCookie } from './app/displayTime';
import { handoverCookie } from './app/handover';
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

/**
 * The router's manifest: the entry script and stylesheet on the root route, and on each page's
 * route the chunks it loads (preloaded with the page, so hydration does not wait on a second trip).
 * Keyed by route id as the router builds it (a page under a guarded layout is `/_admin/dashboard`):
 * the SSR looks a match's assets up by its `routeId`.
 */
export function routerManifestOf(manifest: ViteManifest) {
  const entry = closureOf(manifest, entrySource);
  const [entryScript, ...entryImports] = entry.scripts;
  const routes: Record<string, { preloads?: string[]; css?: string[]; scripts?: { attrs: Record<string, string> }[] }> =
    {
      __root__: {
        css: entry.css,
        preloads: entryImports,
        scripts: [{ attrs: { type: 'module', src: entryScript as string } }],
      },
    };
  for (const route of appRouteTable()) {
    const page = closureOf(manifest, route.source);
    routes[route.id] = {
      preloads: page.scripts.filter((file) => !entry.scripts.includes(file)),
      css: page.css.filter((file) => !entry.css.includes(file)),
    };
  }
  return { routes };
}

/**
 * The font files every page paints with (Inter for text, Cormorant Garamond 600 for the wordmark
 * and headings, Latin subsets): preloaded, so text does not wait for the stylesheet to name them.
 */
const preloadedFonts = [
  /\/inter-latin-wght-normal-[^/]*\.woff2$/,
  /\/cormorant-garamond-latin-600-normal-[^/]*\.woff2$/,
];

export function fontPreloadsOf(manifest: ViteManifest): string[] {
  const assets = (manifest[entrySource]?.assets ?? []).map(asset);
  return preloadedFonts.flatMap((pattern) => assets.filter((file) => pattern.test(file)));
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
export function createRenderer(viteManifest: ViteManifest) {
  const routerManifest = routerManifestOf(viteManifest);
  const fontPreloads = fontPreloadsOf(viteManifest);
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
    const queryClient = createQueryClient();
    const response = await scopes.run(scope, async () => {
      // The chrome shows who is there (header links, account menu) from the first byte.
      await readCurrentUser(queryClient);
      return createRequestHandler({
        request,
        createRouter: () =>
          createAppRouter(
            { queryClient, splash: splashDueFor(cookies), fontPreloads, ...(isThemeName(theme) ? { theme } : {}) },
            { document: true, nonce },
          ),
        getRouterManifest: () => routerManifest,
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
