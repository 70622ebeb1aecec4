import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../context';
import { isHttps } from './security';

/** What the shell's server renderer (`packages/app/dist-server/entry-server.js`) answers with. */
export interface PageRequest {
  request: Request;
  fetchApi: typeof fetch;
  nonce: string;
  secure: boolean;
}
export type RenderPage = (page: PageRequest) => Promise<Response>;

/**
 * Loads the shell's renderer for the build in `appDir` (`dist/` and `dist-server/` of
 * packages/app), or `null` when that build has no renderer (the static shell is then served alone).
 */
export async function loadPageRenderer(appDir: string): Promise<RenderPage | null> {
  const rendererFile = join(appDir, 'dist-server/entry-server.js');
  const manifestFile = join(appDir, 'dist/.vite/manifest.json');
  if (!existsSync(rendererFile) || !existsSync(manifestFile)) return null;
  const module = (await import(pathToFileURL(rendererFile).href)) as {
    createRenderer(manifest: unknown, readAsset: (file: string) => string): RenderPage;
  };
  return module.createRenderer(JSON.parse(readFileSync(manifestFile, 'utf8')), (file) =>
    readFileSync(join(appDir, 'dist', file), 'utf8'),
  );
}

/** Headers of the page request the API call carries too: who (cookies), and how they reached us. */
const forwardedHeaders = ['cookie', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'accept-language'];

/**
 * Renders a page for this request. The shell's data calls reach the API in process, as the visitor,
 * through the app's own middleware (session, limits, logs); a cookie an API call sets (a renewed
 * session) is set on the page's response too. Each response has its own CSP nonce.
 */
export async function renderPage(c: Context<AppEnv>, app: Hono<AppEnv>, render: RenderPage, trustProxy: boolean) {
  const page = c.req.raw;
  const nonce = randomBytes(16).toString('base64');
  c.set('cspNonce', nonce);
  const setCookies: string[] = [];
  const fetchApi: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), page.url);
    const headers = new Headers(init?.headers);
    for (const name of forwardedHeaders) {
      const value = page.headers.get(name);
      if (value !== null && !headers.has(name)) headers.set(name, value);
    }
    const response = await app.fetch(new Request(url, { ...init, headers }), c.env);
    setCookies.push(...response.headers.getSetCookie());
    return response;
  };
  const response = await render({ request: page, fetchApi, nonce, secure: isHttps(page, trustProxy) });
  const headers = new Headers(response.headers);
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return new Response(page.method === 'HEAD' ? null : response.body, { status: response.status, headers });
}
