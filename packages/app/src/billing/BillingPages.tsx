import { ApiError, serverMessageOf, tierLabel, tierOffers, tierTable } from '@app/contract';
import {
  type BillingOverview,
  billingQueryOptions,
  type CancellationReason,
  type CheckoutSession,
  cancellationDetailsMaxLength,
  cancellationReasons,
  cancelPlanMutationOptions,
  changePlanMutationOptions,
  checkoutSessionQueryOptions,
  checkoutStepMutationOptions,
  type PurchasableTier,
  planMove,
  resumePlanMutationOptions,
} from '@app/contract/billing';
import { Button, ButtonLink, Card, Loader, Notice, Select, TextArea, TextField, visuallyHidden } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams, useRouter, useRouterState } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { useSubscriptionEvent } from '../app/analytics';
import { apiClient } from '../app/api';
import { displayLocale, useFormatDateTime } from '../app/displayTime';
import { appMessages } from '../messages';
import { FormResult } from '../routes/FormResult';
import { type ActionOutcome, OutcomeRegion } from '../routes/OutcomeRegion';
import * as page from '../routes/page.css';
import { priceText } from '../routes/plans';
import { SubmitButton } from '../routes/SubmitButton';
import { usePageTitle } from '../routes/usePageTitle';
import * as styles from './BillingPages.css';
import { billingMessages as m } from './billingMessages';
import { useStartCheckout } from './useStartCheckout';

/** An amount in cents, with its cents ("$9.00"). */
const money = (cents: number) =>
  new Intl.NumberFormat(displayLocale, { style: 'currency', currency: 'USD' }).format(cents / 100);

const useDate = () => useFormatDateTime('date');

/** The marker every screen of the test checkout carries. */
function TestModeBanner() {
  return (
    <p className={styles.testMode}>
      <strong>{m.testMode}</strong>
    </p>
  );
}

function LoadFailed({ retry, text = m.loadFailed }: { retry: () => void; text?: string }) {
  return (
    <>
      <Notice tone="critical" announce="assertive">
        {text}
      </Notice>
      <div className={page.actions}>
        <Button variant="secondary" onPress={retry}>
          {m.retry}
        </Button>
      </div>
    </>
  );
}

function PageFrame({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className={page.formPage} aria-labelledby="page-title">
      <h1 id="page-title" className={page.title}>
        {title}
      </h1>
      {lead ? <p className={page.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}

/** Loads the plan, with the loading and error states; renders `children` with it. */
function WithBilling({ children }: { children: (billing: BillingOverview) => ReactNode }) {
  const query = useQuery(billingQueryOptions(apiClient));
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) return <LoadFailed retry={() => void query.refetch()} />;
  return <Loader size="md" label={m.loading} showLabel />;
}

// ---------------------------------------------------------------------------------------------
// /checkout/test/$sessionId: the test-mode provider's hosted checkout.

const cardGroups = (value: string) =>
  value
    .replace(/[^\d]/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

function OrderSummary({ session }: { session: CheckoutSession }) {
  const date = useDate();
  const label = tierLabel(session.tier);
  const note =
    session.kind === 'lifetime'
      ? m.checkout.lifetimeNote
      : session.kind === 'upgrade' && session.periodEnd
        ? m.checkout.upgradeNote(tierLabel(session.fromTier), date(session.periodEnd))
        : session.periodEnd
          ? m.checkout.newNote(date(session.periodEnd))
          : null;
  return (
    <Card title={m.checkout.summaryTitle}>
      <p className={page.text}>
        {m.checkout.plan(label)} · {priceText(tierTable[session.tier])}
      </p>
      <p className={styles.amount}>{m.checkout.dueToday(money(session.amount))}</p>
      {note ? <p className={page.muted}>{note}</p> : null}
    </Card>
  );
}

function CheckoutSteps({ session }: { session: CheckoutSession }) {
  const router = useRouter();
  const send = useSubscriptionEvent();
  const step = useMutation(checkoutStepMutationOptions(apiClient));
  const [card, setCard] = useState('');
  const [cardError, setCardError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const reported = useRef(false);

  // Paid or left: back to the app (a hosted checkout redirects back).
  const redirectTo = step.data?.redirectTo ?? null;
  useEffect(() => {
    if (!redirectTo) return;
    if (step.data?.session.status === 'paid' && !reported.current) {
      reported.current = true;
      send('subscription_started', 'test-checkout', { tier: session.tier, kind: session.kind });
    }
    router.history.push(redirectTo);
  }, [redirectTo, router, send, session.tier, session.kind, step.data]);

  const fail = (error: unknown) => {
    const fields = error instanceof ApiError ? (error.data as { errors?: { field: string; message: string }[] }) : null;
    const cardProblem = fields?.errors?.find((item) => item.field === 'cardNumber');
    if (cardProblem) setCardError(cardProblem.message);
    else setMessage(serverMessageOf(error, m.checkout.failed));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.isPending) return;
    setMessage(null);
    if (card.trim() === '') {
      setCardError(m.checkout.cardRequired);
      return;
    }
    setCardError(null);
    step.mutate(
      { id: session.id, step: 'pay', cardNumber: card },
      { onSuccess: (reply) => setMessage(reply.message), onError: fail },
    );
  };
  const confirm = (approve: boolean) =>
    step.mutate(
      { id: session.id, step: 'confirm', approve },
      { onSuccess: (reply) => setMessage(reply.message), onError: fail },
    );
  const leave = () => step.mutate({ id: session.id, step: 'cancel' }, { onError: fail });

  if (session.status === 'paid') {
    return (
      <FormResult id="checkout-result" title={m.checkout.paidTitle}>
        <p className={page.text}>{m.checkout.paidText}</p>
      </FormResult>
    );
  }
  if (session.status === 'cancelled') {
    return (
      <FormResult id="checkout-result" title={m.checkout.cancelledTitle}>
        <p className={page.text}>{m.checkout.cancelledText}</p>
        <Link className={page.textLink} href="/subscribe">
          {m.checkout.backToPlans}
        </Link>
      </FormResult>
    );
  }
  if (session.status === 'requires_action') {
    return (
      <Card title={m.checkout.authTitle}>
        <p className={page.text}>{m.checkout.authText(money(session.amount))}</p>
        <div className={page.actions}>
          <Button variant="primary" onPress={() => confirm(true)} isDisabled={step.isPending}>
            {m.checkout.authApprove}
          </Button>
          <Button variant="secondary" onPress={() => confirm(false)} isDisabled={step.isPending}>
            {m.checkout.authFail}
          </Button>
        </div>
      </Card>
    );
  }
  const failure =
    message ??
    (session.lastError === 'declined'
      ? m.checkout.failedDeclined
      : session.lastError === 'authentication_failed'
        ? m.checkout.failedAuthentication
        : null);
  return (
    <Card>
      <Form className={page.form} onSubmit={submit} aria-labelledby="pay-title" validationBehavior="aria">
        <h2 id="pay-title" className={page.subtitle}>
          {m.checkout.payTitle}
        </h2>
        {failure && session.lastError ? (
          <Notice tone="critical" announce="assertive">
            {failure}
          </Notice>
        ) : null}
        <TextField
          label={m.checkout.cardNumber}
          description={m.checkout.cardHint}
          errorMessage={cardError}
          name="cardNumber"
          value={card}
          onChange={(value) => {
            setCard(cardGroups(value));
            setCardError(null);
          }}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
        />
        <div className={page.actions}>
          <SubmitButton
            isBusy={step.isPending}
            label={m.checkout.pay(money(session.amount))}
            busyLabel={m.checkout.paying}
          />
          <Button variant="secondary" onPress={leave} isDisabled={step.isPending}>
            {m.checkout.cancel}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** `/checkout/test/$sessionId`: the test-mode provider's checkout page. */
export function TestCheckoutPage() {
  const { sessionId = '' } = useParams({ strict: false }) as { sessionId?: string };
  const query = useQuery(checkoutSessionQueryOptions(sessionId, apiClient));
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <PageFrame title={m.checkout.title}>
      <TestModeBanner />
      {query.data ? (
        <>
          <OrderSummary session={query.data} />
          <CheckoutSteps session={query.data} />
        </>
      ) : notFound ? (
        <>
          <Notice tone="critical" announce="assertive">
            {m.checkout.notFound}
          </Notice>
          <Link className={page.textLink} href="/subscribe">
            {m.checkout.backToPlans}
          </Link>
        </>
      ) : query.isError ? (
        <LoadFailed retry={() => void query.refetch()} />
      ) : (
        <Loader size="md" label={m.checkout.loading} showLabel />
      )}
    </PageFrame>
  );
}

// ---------------------------------------------------------------------------------------------
// /subscription-management

function PlanFacts({ billing }: { billing: BillingOverview }) {
  const date = useDate();
  const resume = useMutation(resumePlanMutationOptions(apiClient));
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const pending = billing.pendingChange;
  const renewal =
    billing.billing === 'lifetime'
      ? m.manage.lifetime
      : billing.tier === 'free'
        ? m.manage.free
        : billing.currentPeriodEnd
          ? pending
            ? null
            : m.manage.renews(date(billing.currentPeriodEnd))
          : m.manage.noPeriod;
  return (
    <Card title={`${m.manage.currentTitle}: ${tierLabel(billing.tier)}`}>
      <p className={page.text}>{priceText(tierTable[billing.tier])}</p>
      {renewal ? <p className={page.muted}>{renewal}</p> : null}
      {pending ? (
        <Notice tone="info">
          <p>
            {pending.kind === 'cancel'
              ? m.manage.pendingCancel(date(pending.effectiveAt))
              : m.manage.pendingDowngrade(tierLabel(pending.tier), date(pending.effectiveAt))}
          </p>
          <div className={page.actions}>
            <Button
              variant="secondary"
              isDisabled={resume.isPending}
              onPress={() =>
                resume.mutate(undefined, {
                  onSuccess: () => setOutcome({ ok: true, text: m.manage.undone }),
                  onError: (error) => setOutcome({ ok: false, text: serverMessageOf(error, m.manage.undoFailed) }),
                })
              }
            >
              {m.manage.undo}
            </Button>
          </div>
        </Notice>
      ) : null}
      <OutcomeRegion outcome={outcome} />
    </Card>
  );
}

/** The plans on sale (and the legacy one for those who have it), each with what choosing it does. */
function ChangePlan({ billing }: { billing: BillingOverview }) {
  const date = useDate();
  const start = useStartCheckout('subscription-management');
  const change = useMutation(changePlanMutationOptions(apiClient));
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const offered = tierOffers(
    (['core', 'plus', 'advanced', 'elite'] as const).filter((tier) => tier !== 'plus' || billing.tier === 'plus'),
  );
  const shown = start.error ? { ok: false, text: start.error } : outcome;
  const periodEnd = billing.currentPeriodEnd;
  if (billing.billing === 'lifetime') return null;
  return (
    <Card title={m.manage.changeTitle}>
      <ul className={`${page.grid} ${styles.planList}`}>
        {offered.map((offer) => {
          const tier = offer.tier as PurchasableTier;
          const move = planMove(billing.tier, tier);
          return (
            <Card key={tier} elementType="li">
              <h3 className={styles.planName}>{offer.label}</h3>
              <p className={page.text}>{priceText(tierTable[tier])}</p>
              {move === 'same' ? (
                <p className={page.muted}>{m.manage.current}</p>
              ) : move === 'upgrade' ? (
                <>
                  <Button variant="primary" isDisabled={start.isPending} onPress={() => start.begin(tier)}>
                    {m.manage.upgrade(offer.label)}
                  </Button>
                  {billing.tier !== 'free' && tierTable[tier].billing === 'monthly' ? (
                    <p className={page.muted}>{m.manage.upgradeNote}</p>
                  ) : null}
                </>
              ) : (
                <>
                  <Button
                    variant="secondary"
                    isDisabled={change.isPending || billing.pendingChange?.tier === tier}
                    onPress={() =>
                      change.mutate(
                        { tier },
                        {
                          onSuccess: (next) =>
                            setOutcome({
                              ok: true,
                              text: next.pendingChange
                                ? m.manage.downgradeDone(offer.label, date(next.pendingChange.effectiveAt))
                                : m.manage.undone,
                            }),
                          onError: (error) =>
                            setOutcome({ ok: false, text: serverMessageOf(error, m.manage.changeFailed) }),
                        },
                      )
                    }
                  >
                    {m.manage.downgrade(offer.label)}
                  </Button>
                  {periodEnd ? <p className={page.muted}>{m.manage.downgradeNote(date(periodEnd))}</p> : null}
                </>
              )}
            </Card>
          );
        })}
      </ul>
      <OutcomeRegion
        outcome={shown}
        idle={<p className={visuallyHidden}>{start.isPending ? m.manage.starting : ''}</p>}
      />
    </Card>
  );
}

function useCheckoutReturn(): 'success' | 'cancelled' | null {
  const search = useRouterState({ select: (state) => state.location.search }) as Record<string, unknown>;
  return search.checkout === 'success' || search.checkout === 'cancelled' ? search.checkout : null;
}

/** `/subscription-management` (clients): change or cancel the plan. */
export function SubscriptionManagementPage() {
  const title = usePageTitle() ?? appMessages.titles.subscriptionManagement;
  const returned = useCheckoutReturn();
  const send = useSubscriptionEvent();
  useEffect(() => {
    send('view_upsell', 'subscription-management');
  }, [send]);
  return (
    <PageFrame title={title} lead={m.manage.lead}>
      {returned ? (
        <Notice tone={returned === 'success' ? 'positive' : 'info'} announce="polite">
          {returned === 'success' ? m.manage.checkoutSuccess : m.manage.checkoutCancelled}
        </Notice>
      ) : null}
      <WithBilling>
        {(billing) =>
          billing.canPurchase ? (
            <>
              <PlanFacts billing={billing} />
              <ChangePlan billing={billing} />
              {billing.billing === 'monthly' && billing.tier !== 'free' && billing.pendingChange?.kind !== 'cancel' ? (
                <Card title={m.manage.cancelTitle}>
                  <p className={page.text}>{m.manage.cancelText}</p>
                  <ButtonLink variant="secondary" className={styles.startAligned} href="/cancel-feedback">
                    {m.manage.cancelLink}
                  </ButtonLink>
                </Card>
              ) : null}
              <Link className={page.textLink} href="/billing">
                {m.manage.billingLink}
              </Link>
            </>
          ) : (
            <Notice tone="info">{m.manage.clientsOnly}</Notice>
          )
        }
      </WithBilling>
    </PageFrame>
  );
}

// ---------------------------------------------------------------------------------------------
// /billing

function Transactions({ billing }: { billing: BillingOverview }) {
  const date = useDate();
  if (billing.transactions.length === 0) return <p className={page.muted}>{m.billing.noTransactions}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1).
    <section className={page.tableScroll} aria-labelledby="transactions-caption" tabIndex={0}>
      <table className={`${page.table} ${styles.transactions}`}>
        <caption id="transactions-caption" className={visuallyHidden}>
          {m.billing.transactionsTitle}
        </caption>
        <thead>
          <tr>
            <th scope="col">{m.billing.date}</th>
            <th scope="col">{m.billing.plan}</th>
            <th scope="col">{m.billing.amount}</th>
            <th scope="col">{m.billing.status}</th>
            <th scope="col">{m.billing.cardColumn}</th>
          </tr>
        </thead>
        <tbody>
          {billing.transactions.map((item) => (
            <tr key={item.id}>
              <td>{date(item.date)}</td>
              <td>
                {tierLabel(item.tier)} · {m.billing.kinds[item.kind]}
              </td>
              <td>{money(item.amount)}</td>
              <td>{m.billing.statuses[item.status]}</td>
              <td>{item.last4 ? `•••• ${item.last4}` : '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** `/billing`: plan, next renewal, card and payments. */
export function BillingPage() {
  const title = usePageTitle() ?? appMessages.titles.billing;
  const date = useDate();
  return (
    <PageFrame title={title} lead={m.billing.lead}>
      <WithBilling>
        {(billing) => (
          <>
            {billing.testMode ? <TestModeBanner /> : null}
            <Card title={`${m.billing.planTitle}: ${tierLabel(billing.tier)}`}>
              <dl className={styles.facts}>
                <dt>{m.billing.nextRenewal}</dt>
                <dd>
                  {billing.pendingChange
                    ? billing.pendingChange.kind === 'cancel'
                      ? m.manage.pendingCancel(date(billing.pendingChange.effectiveAt))
                      : m.manage.pendingDowngrade(
                          tierLabel(billing.pendingChange.tier),
                          date(billing.pendingChange.effectiveAt),
                        )
                    : billing.currentPeriodEnd
                      ? date(billing.currentPeriodEnd)
                      : billing.billing === 'lifetime'
                        ? m.manage.lifetime
                        : m.billing.noRenewal}
                </dd>
                <dt>{m.billing.paymentMethod}</dt>
                <dd>{billing.paymentMethod ? m.billing.card(billing.paymentMethod.last4) : m.billing.noCard}</dd>
              </dl>
              {billing.canPurchase ? (
                <Link className={page.textLink} href="/subscription-management">
                  {m.billing.manageLink}
                </Link>
              ) : null}
            </Card>
            <Card title={m.billing.transactionsTitle}>
              <Transactions billing={billing} />
            </Card>
          </>
        )}
      </WithBilling>
    </PageFrame>
  );
}

// ---------------------------------------------------------------------------------------------
// /cancel-feedback

function CancelDone({ done }: { done: BillingOverview }) {
  const date = useDate();
  const pending = done.pendingChange;
  return (
    <FormResult id="cancel-result" title={m.cancel.doneTitle}>
      <p className={page.text}>
        {pending ? m.cancel.doneText(tierLabel(done.tier), date(pending.effectiveAt)) : m.cancel.doneNow}
      </p>
      <Link className={page.textLink} href="/subscription-management">
        {m.cancel.backToPlan}
      </Link>
    </FormResult>
  );
}

type CancelMutation = ReturnType<typeof useCancelPlan>;
const useCancelPlan = () => useMutation(cancelPlanMutationOptions(apiClient));

function CancelForm({
  billing,
  cancel,
  onDone,
}: {
  billing: BillingOverview;
  cancel: CancelMutation;
  onDone: (next: BillingOverview) => void;
}) {
  const send = useSubscriptionEvent();
  const [reason, setReason] = useState<CancellationReason | ''>('');
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cancel.isPending) return;
    setFailure(null);
    if (!reason) {
      setReasonError(m.cancel.reasonRequired);
      return;
    }
    cancel.mutate(
      { reason, details },
      {
        onSuccess: (next) => {
          send('subscription_cancelled', 'cancel-feedback', { tier: billing.tier, reason });
          onDone(next);
        },
        onError: (error) => setFailure(serverMessageOf(error, m.cancel.failed)),
      },
    );
  };
  return (
    <Card>
      <Form className={page.form} onSubmit={submit} aria-label={m.cancel.confirm} validationBehavior="aria">
        <Select
          label={m.cancel.reason}
          name="reason"
          value={reason}
          options={cancellationReasons.map((id) => ({ id, label: m.cancel.reasons[id] }))}
          onChange={(id) => {
            setReason(id as CancellationReason);
            setReasonError(null);
          }}
          errorMessage={reasonError}
        />
        <TextArea
          label={m.cancel.details}
          name="details"
          value={details}
          onChange={setDetails}
          maxLength={cancellationDetailsMaxLength}
          rows={6}
        />
        {failure ? (
          <Notice tone="critical" announce="assertive">
            {failure}
          </Notice>
        ) : null}
        <div className={page.actions}>
          <SubmitButton isBusy={cancel.isPending} label={m.cancel.confirm} busyLabel={m.cancel.confirming} />
          <ButtonLink variant="secondary" href="/subscription-management">
            {m.cancel.keep}
          </ButtonLink>
        </div>
      </Form>
    </Card>
  );
}

/** `/cancel-feedback`: a reason and free text, stored, then the cancellation confirmed. */
export function CancelFeedbackPage() {
  const title = usePageTitle() ?? appMessages.titles.cancelFeedback;
  const date = useDate();
  // Kept here: the confirmed cancellation updates the plan, which would otherwise show its notice instead.
  const [done, setDone] = useState<BillingOverview | null>(null);
  // Here, not in the form: the plan it updates replaces the form, whose own observer would go with it.
  const cancel = useCancelPlan();
  return (
    <PageFrame title={title} lead={m.cancel.lead}>
      <WithBilling>
        {(billing) =>
          done ? (
            <CancelDone done={done} />
          ) : billing.billing === 'lifetime' ? (
            <Notice tone="info">{m.cancel.lifetime}</Notice>
          ) : billing.tier === 'free' || !billing.canPurchase ? (
            <Notice tone="info">
              {m.cancel.nothingToCancel}{' '}
              <Link className={page.textLink} href="/subscribe">
                {m.manage.seePlans}
              </Link>
            </Notice>
          ) : billing.pendingChange?.kind === 'cancel' ? (
            <Notice tone="info">
              {m.manage.pendingCancel(date(billing.pendingChange.effectiveAt))}{' '}
              <Link className={page.textLink} href="/subscription-management">
                {m.cancel.backToPlan}
              </Link>
            </Notice>
          ) : (
            <CancelForm billing={billing} cancel={cancel} onDone={setDone} />
          )
        }
      </WithBilling>
    </PageFrame>
  );
}
