// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

const template = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');
/** The worker as a production build stamps it (packages/app/vite.config.ts): assets and the offline document. */
const builtSource = template.replace(
  /const BUILD = \{[^}]*\};/,
  `const BUILD = ${JSON.stringify({ version: 'b1', precache: ['/assets/index-abc.js', '/offline.html'], offline: '/offline.html' })};`,
);

type Listener = (event: {
  request?: Request;
  respondWith?: (r: Promise<Response>) => void;
  waitUntil: (p: Promise<unknown>) => void;
}) => void;

/** Runs public/sw.js against fake worker globals and an in-memory Cache Storage. */
function loadWorker(fetchImpl: (request: Request) => Promise<Response>, source = template) {
  const listeners: Record<string, Listener> = {};
  const stores = new Map<string, Map<string, Response>>();
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      const store = stores.get(name) as Map<string, Response>;
      const keyOf = (r: Request | string) => new URL(typeof r === 'string' ? r : r.url, 'https://moon.test').pathname;
      return {
        addAll: async (paths: string[]) => {
          for (const path of paths)
            store.set(keyOf(path), new Response(`precached ${path}`, { headers: { 'Content-Type': 'text/html' } }));
        },
        put: async (r: Request | string, response: Response) => void store.set(keyOf(r), response),
        match: async (r: Request | string) => store.get(keyOf(r))?.clone(),
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const self = {
    location: new URL('https://moon.test/sw.js'),
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  };
  new Function('self', 'caches', 'fetch', source)(self, caches, fetchImpl);
  const dispatch = async (type: string, request?: Request) => {
    const waits: Promise<unknown>[] = [];
    let responded: Promise<Response> | undefined;
    listeners[type]?.({
      ...(request ? { request } : {}),
      respondWith: (r) => {
        responded = r;
      },
      waitUntil: (p) => void waits.push(p),
    });
    await Promise.all(waits);
    return responded;
  };
  return { dispatch, stores };
}

const navigate = (path: string) => {
  const request = new Request(`https://moon.test${path}`);
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
};

/** Everything the worker stored, by path. */
const cachedPaths = (stores: Map<string, Map<string, Response>>) =>
  [...stores.values()].flatMap((store) => [...store.keys()]).sort();

const networkDown = async () => {
  throw new TypeError('Failed to fetch');
};

describe('the service worker (static assets only)', () => {
  it('never intercepts API calls, writes or other origins', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}'));
    const { dispatch } = loadWorker(fetchImpl);
    await dispatch('install');
    expect(await dispatch('fetch', new Request('https://moon.test/api/user'))).toBeUndefined();
    expect(
      await dispatch('fetch', new Request('https://moon.test/api/teachings', { method: 'POST', body: '{}' })),
    ).toBeUndefined();
    expect(await dispatch('fetch', new Request('https://elsewhere.test/assets/x.js'))).toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('leaves pages to the browser in a build without an offline document (dev)', async () => {
    const fetchImpl = vi.fn(async () => new Response('<html>'));
    const { dispatch, stores } = loadWorker(fetchImpl);
    await dispatch('install');
    expect(await dispatch('fetch', navigate('/'))).toBeUndefined();
    expect(await dispatch('fetch', navigate('/knowledge-base'))).toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
    const cached = [...stores.values()].flatMap((store) => [...store.keys()]);
    expect(cached.filter((path) => !path.startsWith('/assets/'))).toEqual([]);
  });

  it('caches hashed assets after the first fetch', async () => {
    const fetchImpl = vi.fn(async () => {
      const response = new Response('console.log(1)');
      Object.defineProperty(response, 'type', { value: 'basic' });
      return response;
    });
    const { dispatch } = loadWorker(fetchImpl);
    await dispatch('install');
    await (await dispatch('fetch', new Request('https://moon.test/assets/ChatPage-abc.js')))?.text();
    await (await dispatch('fetch', new Request('https://moon.test/assets/ChatPage-abc.js')))?.text();
    expect(fetchImpl).toHaveBeenCalledOnce();
  });

  it("removes older builds' caches on activate", async () => {
    const { dispatch, stores } = loadWorker(async () => new Response(''));
    stores.set('moonheart-shell-old', new Map());
    stores.set('someone-else', new Map());
    await dispatch('install');
    await dispatch('activate');
    expect([...stores.keys()].sort()).toEqual(['moonheart-shell-dev', 'someone-else']);
  });
});

describe('the service worker: navigations, network first, the offline document without a network', () => {
  it('precaches the offline document with the assets, and nothing else', async () => {
    const { dispatch, stores } = loadWorker(async () => new Response(''), builtSource);
    await dispatch('install');
    expect(cachedPaths(stores)).toEqual(['/assets/index-abc.js', '/offline.html']);
  });

  it('answers a navigation from the network and never stores the page', async () => {
    const fetchImpl = vi.fn(async () => {
      const page = new Response('<html>Welcome back, Ada</html>', { headers: { 'Content-Type': 'text/html' } });
      Object.defineProperty(page, 'type', { value: 'basic' });
      return page;
    });
    const { dispatch, stores } = loadWorker(fetchImpl, builtSource);
    await dispatch('install');
    for (const path of ['/', '/astrology', '/chat/42']) {
      const response = await dispatch('fetch', navigate(path));
      expect(await response?.text()).toBe('<html>Welcome back, Ada</html>');
    }
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(cachedPaths(stores)).toEqual(['/assets/index-abc.js', '/offline.html']);
  });

  it('answers with the offline document only when the network is down', async () => {
    const { dispatch } = loadWorker(networkDown, builtSource);
    await dispatch('install');
    const response = await dispatch('fetch', navigate('/astrology'));
    expect(await response?.text()).toBe('precached /offline.html');
  });

  it("passes a server's error page through (the network is up), never the offline document", async () => {
    const { dispatch } = loadWorker(async () => new Response('Server error', { status: 500 }), builtSource);
    await dispatch('install');
    const response = await dispatch('fetch', navigate('/'));
    expect(response?.status).toBe(500);
    expect(await response?.text()).toBe('Server error');
  });

  it('fails the navigation as the browser would when the offline document is missing', async () => {
    const { dispatch, stores } = loadWorker(networkDown, builtSource);
    await dispatch('install');
    stores.get('moonheart-shell-b1')?.delete('/offline.html');
    await expect(dispatch('fetch', navigate('/')).then((r) => r)).rejects.toThrow('Failed to fetch');
  });

  it('never intercepts or stores /api/* (offline or not), nor a page requested by script', async () => {
    const fetchImpl = vi.fn(networkDown);
    const { dispatch, stores } = loadWorker(fetchImpl, builtSource);
    await dispatch('install');
    expect(await dispatch('fetch', new Request('https://moon.test/api/profile'))).toBeUndefined();
    const apiNavigation = navigate('/api/export');
    expect(await dispatch('fetch', apiNavigation)).toBeUndefined();
    expect(await dispatch('fetch', new Request('https://moon.test/astrology'))).toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(cachedPaths(stores)).toEqual(['/assets/index-abc.js', '/offline.html']);
  });
});
