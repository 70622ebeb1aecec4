import {
  BillingOverviewSchema,
  CancelInputSchema,
  CardInputSchema,
  CheckoutInputSchema,
  CheckoutSessionSchema,
  ConfirmInputSchema,
  PaymentReplySchema,
  PlanChangeInputSchema,
} from '@app/contract/billing';
import type { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppContext, AppEnv, Deps } from '../../context';
import { HttpError } from '../../http/errors';
import { readJson, replyJson } from '../../http/reply';
import { serverMessages } from '../../messages';
import { type PaymentProvider, testPaymentProvider } from './provider';
import {
  abandonCheckout,
  billingOverview,
  cancelPlan,
  changePlan,
  checkoutSession,
  confirmCheckout,
  payCheckout,
  resumePlan,
  startCheckout,
} from './service';

const sessionId = (c: AppContext) => c.req.param('id') ?? '';

/**
 * Plans, checkout and billing (DECISIONS "Payments"). The provider is the test-mode one unless
 * another is given; its confirmations reach `handleProviderEvent` (the service), which alone
 * changes a tier.
 */
export function paymentRoutes(app: Hono<AppEnv>, deps: Deps, provider: PaymentProvider = testPaymentProvider): void {
  app.get('/api/billing', async (c) => {
    const user = requireUser(c);
    return replyJson(c, BillingOverviewSchema, await billingOverview(deps, user, provider));
  });

  app.post('/api/billing/checkout', async (c) => {
    const user = requireUser(c);
    const { tier } = await readJson(c, CheckoutInputSchema);
    return replyJson(c, CheckoutSessionSchema, await startCheckout(deps, user, tier, provider), 201);
  });

  app.get('/api/billing/checkout/:id', async (c) => {
    const user = requireUser(c);
    return replyJson(c, CheckoutSessionSchema, await checkoutSession(deps, user, sessionId(c), provider));
  });

  app.post('/api/billing/checkout/:id/pay', async (c) => {
    const user = requireUser(c);
    const { cardNumber } = await readJson(c, CardInputSchema);
    return replyJson(c, PaymentReplySchema, await payCheckout(deps, user, sessionId(c), cardNumber, provider));
  });

  app.post('/api/billing/checkout/:id/confirm', async (c) => {
    const user = requireUser(c);
    const { approve } = await readJson(c, ConfirmInputSchema);
    return replyJson(c, PaymentReplySchema, await confirmCheckout(deps, user, sessionId(c), approve, provider));
  });

  app.post('/api/billing/checkout/:id/cancel', async (c) => {
    const user = requireUser(c);
    return replyJson(c, PaymentReplySchema, await abandonCheckout(deps, user, sessionId(c), provider));
  });

  app.post('/api/billing/change', async (c) => {
    const user = requireUser(c);
    const { tier } = await readJson(c, PlanChangeInputSchema);
    return replyJson(c, BillingOverviewSchema, await changePlan(deps, user, tier, provider));
  });

  app.post('/api/billing/cancel', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, CancelInputSchema);
    return replyJson(c, BillingOverviewSchema, await cancelPlan(deps, user, input, provider));
  });

  // The provider's signed notifications (no session: the signature is the proof). A provider
  // without a webhook (the test-mode one) has no such address.
  app.post('/api/billing/webhooks/:provider', async (c) => {
    if (!provider.webhook || c.req.param('provider') !== provider.name) {
      throw new HttpError(404, { message: serverMessages.common.notFound });
    }
    const outcome = await provider.webhook(deps, await c.req.text(), c.req.raw.headers);
    return c.json({ received: true, outcome });
  });

  app.post('/api/billing/resume', async (c) => {
    const user = requireUser(c);
    return replyJson(c, BillingOverviewSchema, await resumePlan(deps, user, provider));
  });
}
