/*
 * Moonheart's service worker (spec 1: registered at /sw.js): an offline shell.
 * - Caches the app shell (the one index.html every route serves) and the hashed build assets.
 * - NEVER caches /api/* replies or anything else that carries user data: API requests, other
 *   origins and non-GET requests are not even intercepted.
 * - Navigations go to the network first; offline, the cached shell answers. Hashed assets never
 *   change, so they are served from the cache first.
 * - Each build gets its own cache (the build stamps BUILD below); activating a new worker deletes
 *   the caches of older builds.
 */
const BUILD = { version: 'dev', precache: ['/'] }; // stamped by packages/app/vite.config.ts at build time
const CACHE_PREFIX = 'moonheart-shell-';
const CACHE = `${CACHE_PREFIX}${BUILD.version}`;
const SHELL = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(BUILD.precache))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function isApi(url) {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

/** Only plain, complete, same-origin answers are worth keeping. */
function isCacheable(response) {
  return response.ok && response.status === 200 && response.type === 'basic';
}

async function networkFirstShell(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    const type = response.headers.get('Content-Type') || '';
    // Every route serves the same shell; keep the newest copy under one key.
    if (isCacheable(response) && type.includes('text/html')) await cache.put(SHELL, response.clone());
    return response;
  } catch (error) {
    const shell = await cache.match(SHELL);
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response)) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirstAsset(request));
});
