// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

const source = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');

type Listener = (event: {
  request?: Request;
  respondWith?: (r: Promise<Response>) => void;
  waitUntil: (p: Promise<unknown>) => void;
}) => void;

/** Runs public/sw.js against fake worker globals and an in-memory Cache Storage. */
function loadWorker(fetchImpl: (request: Request) => Promise<Response>) {
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

  it('never intercepts a page: pages are rendered per person and never cached', async () => {
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
