// A local fake of the parts of Stripe's API the Stripe provider calls, and signed test events, so
// its tests never reach the network. It answers in Stripe's shapes and records every request.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Json = Record<string, unknown>;

/** Form fields as Stripe's client sends them (`a[b][0][c]=v`), as nested objects and arrays. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    return entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))
      ? entries.map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Json;
}

export interface FakeStripe {
  /** Client settings that point the official client at this fake. */
  client: Stripe.StripeConfig;
  secretKey: string;
  webhookSecret: string;
  requests: FakeStripeRequest[];
  checkoutSessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** The next `count` calls answer 500 (the provider being down). */
  failNext(count?: number): void;
  /**
   * Pays a checkout as Stripe would: a customer, the subscription of a subscription-mode session or
   * the payment intent of a one-off one, and the card. Answers the session as an event carries it.
   */
  completeCheckout(id: string, last4?: string): Json;
  /** A signed delivery of an event (what Stripe posts to the webhook). */
  event(type: string, object: Json, options?: { id?: string; secret?: string }): { body: string; signature: string };
  stop(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const products = new Map<string, Json>();
  const checkoutSessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();
  let counter = 0;
  let failures = 0;
  const next = (prefix: string) => `${prefix}_fake_${++counter}`;
  const webhookSecret = 'whsec_fake';

  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => resolve(text));
    });

  const missing = (what: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
  });

  function expanded(session: Json, expand: string[]): Json {
    const copy = { ...session };
    delete copy.params;
    if (expand.some((path) => path.startsWith('subscription')) && typeof session.subscription === 'string') {
      copy.subscription = subscriptions.get(session.subscription);
    }
    if (expand.some((path) => path.startsWith('payment_intent')) && typeof session.payment_intent === 'string') {
      copy.payment_intent = paymentIntents.get(session.payment_intent);
    }
    return copy;
  }

  function answer(method: string, path: string, params: Json): { status: number; body: unknown } {
    const [, , resource, id] = path.split('/');
    const expand = ([] as string[]).concat((params.expand as string[] | undefined) ?? []);
    if (resource === 'products') {
      if (method === 'POST' && !id) {
        const product = { id: (params.id as string) ?? next('prod'), object: 'product', name: params.name };
        products.set(product.id, product);
        return { status: 200, body: product };
      }
      const product = id ? products.get(id) : undefined;
      return product ? { status: 200, body: product } : missing('product');
    }
    if (resource === 'checkout' && id === 'sessions') {
      const sessionId = path.split('/')[4];
      if (method === 'POST' && !sessionId) {
        const created = next('cs');
        const session = {
          id: created,
          object: 'checkout.session',
          url: `http://fake-stripe.invalid/pay/${created}`,
          mode: params.mode,
          client_reference_id: params.client_reference_id ?? null,
          metadata: params.metadata ?? {},
          customer: params.customer ?? null,
          customer_email: params.customer_email ?? null,
          payment_status: 'unpaid',
          status: 'open',
          subscription: null,
          payment_intent: null,
          params,
        };
        checkoutSessions.set(created, session);
        return { status: 200, body: expanded(session, []) };
      }
      const session = sessionId ? checkoutSessions.get(sessionId) : undefined;
      return session ? { status: 200, body: expanded(session, expand) } : missing('checkout session');
    }
    if (resource === 'subscriptions' && id) {
      const subscription = subscriptions.get(id);
      if (!subscription) return missing('subscription');
      if (method === 'POST') {
        if (params.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        }
        const items = params.items as Json[] | undefined;
        if (items?.[0]) {
          const list = subscription.items as { data: Json[] };
          list.data = [{ id: items[0].id, object: 'subscription_item', price_data: items[0].price_data }];
        }
      }
      if (method === 'DELETE') subscription.status = 'canceled';
      return { status: 200, body: subscription };
    }
    if (resource === 'payment_intents' && id) {
      const intent = paymentIntents.get(id);
      return intent ? { status: 200, body: intent } : missing('payment intent');
    }
    return missing(path);
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await read(request);
    const params = parseStripeForm(
      request.method === 'GET' || request.method === 'DELETE' ? url.search.slice(1) || body : body,
    );
    requests.push({ method: request.method ?? 'GET', path: url.pathname, params });
    let reply: { status: number; body: unknown };
    if (failures > 0) {
      failures -= 1;
      reply = { status: 500, body: { error: { type: 'api_error', message: 'The fake is down' } } };
    } else reply = answer(request.method ?? 'GET', url.pathname, params);
    response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': next('req') });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    client: { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 },
    secretKey: 'sk_test_fake',
    webhookSecret,
    requests,
    checkoutSessions,
    subscriptions,
    failNext(count = 1) {
      failures = count;
    },
    completeCheckout(id, last4 = '4242') {
      const session = checkoutSessions.get(id);
      if (!session) throw new Error(`no fake checkout session ${id}`);
      const card = { id: next('pm'), object: 'payment_method', card: { last4 } };
      session.customer ??= next('cus');
      session.payment_status = 'paid';
      session.status = 'complete';
      const params = session.params as Json;
      if (session.mode === 'subscription') {
        const subscription = {
          id: next('sub'),
          object: 'subscription',
          customer: session.customer,
          status: 'active',
          cancel_at_period_end: false,
          metadata: (params.subscription_data as Json | undefined)?.metadata ?? {},
          default_payment_method: card,
          items: { object: 'list', data: [{ id: next('si'), object: 'subscription_item' }] },
        };
        subscriptions.set(subscription.id, subscription);
        session.subscription = subscription.id;
      } else {
        const intent = {
          id: next('pi'),
          object: 'payment_intent',
          metadata: (params.payment_intent_data as Json | undefined)?.metadata ?? {},
          payment_method: card,
        };
        paymentIntents.set(intent.id, intent);
        session.payment_intent = intent.id;
      }
      return expanded(session, []);
    },
    event(type, object, { id = next('evt'), secret = webhookSecret } = {}) {
      const body = JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
