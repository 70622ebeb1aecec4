/*
 * Moonheart's service worker (spec 1: registered at /sw.js): the static assets, at hand.
 * - Precaches the hashed build assets of the first load and the static, person-free offline
 *   document (offline.html: today's sky computed on the device); other hashed assets are kept as
 *   they load.
 * - NEVER caches a page or an /api/* reply: pages are rendered per request for the person asking
 *   (they carry that person's data). API requests, other origins and non-GET requests are not even
 *   intercepted. Navigations go to the network first and are never stored; only when the network
 *   is down (the fetch itself fails) does the worker answer with the offline document instead.
 * - Hashed assets never change, so they are served from the cache first.
 * - Each build gets its own cache (the build stamps BUILD below); activating a new worker deletes
 *   the caches of older builds.
 */
const BUILD = { version: 'dev', precache: [], offline: null }; // stamped by packages/app/vite.config.ts at build time
const CACHE_PREFIX = 'moonheart-shell-';
const CACHE = `${CACHE_PREFIX}${BUILD.version}`;

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

async function cacheFirstAsset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response)) await cache.put(request, response.clone());
  return response;
}

/**
 * A page from the network, as it comes (never stored: it is that person's page). When the network
 * is down the fetch rejects, and the precached offline document answers instead; an answer from
 * the server, even an error, is passed through.
 */
async function networkFirstNavigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(CACHE);
    const offline = await cache.match(BUILD.offline);
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') {
    // A build without an offline document (dev) leaves navigations to the browser.
    if (BUILD.offline) event.respondWith(networkFirstNavigation(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirstAsset(request));
});
