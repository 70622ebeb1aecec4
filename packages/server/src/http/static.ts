import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.mp3': 'audio/mpeg',
};

/** Vite's hashed file names (`index-3f9a1c2b.js`, `index-BxY_9aQz.css`) never change content: cache them for good. */
const hashedName = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** How long a browser may keep a file. The service worker and the page are always revalidated. */
export function cacheControlFor(path: string): string {
  if (path === '/sw.js' || path.endsWith('.html') || path === '/' || path.endsWith('.webmanifest')) return 'no-cache';
  if (path.startsWith('/assets/') && hashedName.test(path)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the shell's static build from `root`. A GET for a page that is not a file (no extension,
 * HTML accepted) is rendered by `renderPage` when the build has a server renderer, else answers
 * `index.html` (the client-rendered shell), so deep links work. `/api` is never served here.
 */
export function serveShell(root: string, renderPage?: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  const base = resolve(root);
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || c.req.path.startsWith('/api/') || c.req.path === '/api') {
      return next();
    }
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    const file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) return next();
    const wantsPage = extname(path) === '' && (c.req.header('accept') ?? '*/*').match(/text\/html|\*\/\*/);
    // Every page is rendered, `/` too (never the build's index.html from the folder).
    if (renderPage && wantsPage) return renderPage(c, next);
    let target = file;
    let info = await stat(target).catch(() => null);
    if (info?.isDirectory()) {
      target = join(target, 'index.html');
      info = await stat(target).catch(() => null);
    }
    let servedPath = path.endsWith('/') ? `${path}index.html` : path;
    if (!info?.isFile()) {
      if (!wantsPage) return next();
      target = join(base, 'index.html');
      info = await stat(target).catch(() => null);
      if (!info?.isFile()) return next();
      servedPath = '/index.html';
    }
    const body = method === 'HEAD' ? null : await readFile(target);
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': contentTypes[extname(target).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': String(info.size),
        'Cache-Control': cacheControlFor(servedPath),
        'Last-Modified': info.mtime.toUTCString(),
      },
    });
  };
}
