import { ApiError, serverMessageOf, type Tier, tierLabel, tiers } from '@app/contract';
import {
  rotateSkoolSecretMutationOptions,
  type SkoolEvent,
  type SkoolLevelTier,
  type SkoolSettings,
  saveSkoolSettingsMutationOptions,
  skoolSettingsQueryOptions,
} from '@app/contract/skool';
import { Button, Card, Loader, Notice, Select, Switch, TextField } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { apiClient } from '../app/api';
import { useFormatDateTime } from '../app/displayTime';
import { appMessages } from '../messages';
import { ConfirmAction } from '../routes/ConfirmAction';
import type { ActionOutcome } from '../routes/OutcomeRegion';
import * as styles from '../routes/page.css';
import { SaveResult } from '../routes/SaveResult';
import { SubmitButton } from '../routes/SubmitButton';
import { usePageTitle } from '../routes/usePageTitle';
import * as shared from './ApiAccessPage.css';
import * as own from './SkoolPage.css';
import { skoolMessages as m } from './skoolMessages';

const tierChoices = tiers.map((id) => ({ id, label: tierLabel(id) }));

/** Copies `text`, answering what to tell the person. */
async function copyText(text: string): Promise<ActionOutcome> {
  try {
    await navigator.clipboard.writeText(text);
    return { ok: true, text: m.copied };
  } catch {
    return { ok: false, text: m.copyFailed };
  }
}

const exampleBody = JSON.stringify(
  {
    id: 'evt_1043',
    type: 'member.joined',
    data: { member: { email: 'luna@example.com', name: 'Luna', level: 'VIP' } },
  },
  null,
  2,
);

/** The address to paste into Skool, with a copy button, and the signature scheme. */
function Webhook({ url }: { url: string }) {
  const [copy, setCopy] = useState<ActionOutcome>(null);
  return (
    <Card title={m.webhookTitle} className={styles.form}>
      <p className={styles.text}>{m.webhookBody}</p>
      <figure className={styles.figure}>
        <figcaption className={styles.label}>{m.webhookLabel}</figcaption>
        <code className={shared.secret}>{url}</code>
      </figure>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => void copyText(url).then(setCopy)}>
          {m.copyUrl}
        </Button>
      </div>
      <SaveResult outcome={copy} />
      <h3 className={styles.label}>{m.schemeTitle}</h3>
      <ul className={own.scheme}>
        {m.scheme.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <figure className={styles.figure}>
        <figcaption className={styles.label}>{m.exampleLabel}</figcaption>
        <pre className={styles.codeBlock}>{exampleBody}</pre>
      </figure>
    </Card>
  );
}

/** The secret as stored (masked), the button that makes a new one, and the new one this once. */
function Secret({ settings }: { settings: SkoolSettings }) {
  const rotate = useMutation(rotateSkoolSecretMutationOptions(apiClient));
  const format = useFormatDateTime();
  const [fresh, setFresh] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (fresh) heading.current?.focus();
  }, [fresh]);
  /** `close`: the confirmation's, when a secret is replaced. */
  const generate = (close?: () => void) => {
    if (rotate.isPending) return;
    setOutcome(null);
    rotate.mutate(undefined, {
      onSuccess: (reply) => setFresh(reply.secret),
      onError: (error) => setOutcome({ ok: false, text: serverMessageOf(error, m.generateFailed) }),
      onSettled: () => close?.(),
    });
  };
  return (
    <Card title={m.secretTitle} className={styles.form}>
      {fresh ? (
        <div className={styles.form}>
          <h3 ref={heading} tabIndex={-1} className={styles.label}>
            {m.newSecretTitle}
          </h3>
          <p className={styles.text}>{m.newSecretBody}</p>
          <figure className={styles.figure}>
            <figcaption className={styles.label}>{m.newSecretLabel}</figcaption>
            <code className={shared.secret}>{fresh}</code>
          </figure>
          <div className={styles.actions}>
            <Button variant="primary" onPress={() => void copyText(fresh).then(setOutcome)}>
              {m.copySecret}
            </Button>
            <Button
              variant="secondary"
              onPress={() => {
                setFresh(null);
                setOutcome(null);
              }}
            >
              {m.done}
            </Button>
          </div>
        </div>
      ) : settings.secret ? (
        <>
          <p className={styles.text}>{m.secretSet(settings.secret.masked, format(settings.secret.createdAt))}</p>
          <ConfirmAction
            label={m.rotate}
            triggerTone="secondary"
            triggerRowClassName={styles.actions}
            title={m.rotateTitle}
            body={m.rotateBody}
            busyLabel={m.generating}
            cancelLabel={m.cancel}
            isBusy={rotate.isPending}
            onConfirm={generate}
          />
        </>
      ) : (
        <>
          <p className={styles.text}>{m.noSecret}</p>
          <div className={styles.actions}>
            <Button variant="primary" onPress={() => generate()}>
              {rotate.isPending ? m.generating : m.generate}
            </Button>
          </div>
        </>
      )}
      <SaveResult outcome={outcome} />
    </Card>
  );
}

/** On/off, the default tier, and the level map. */
function SettingsForm({ settings }: { settings: SkoolSettings }) {
  const save = useMutation(saveSkoolSettingsMutationOptions(apiClient));
  const [enabled, setEnabled] = useState(settings.enabled);
  const [defaultTier, setDefaultTier] = useState<Tier>(settings.defaultTier);
  const [levels, setLevels] = useState<(SkoolLevelTier & { key: number })[]>(() =>
    settings.levelTiers.map((row, key) => ({ ...row, key })),
  );
  const nextKey = useRef(settings.levelTiers.length);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);

  const update = (key: number, change: Partial<SkoolLevelTier>) =>
    setLevels((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setOutcome(null);
    save.mutate(
      { enabled, defaultTier, levelTiers: levels.map(({ level, tier }) => ({ level, tier })) },
      {
        onSuccess: () => setOutcome({ ok: true, text: m.saved }),
        onError: (error) => {
          // A 400 names the field's problem (a repeated level, an empty name): show that, not "invalid".
          const fields =
            error instanceof ApiError ? (error.data as { errors?: { message: string }[] })?.errors : undefined;
          setOutcome({ ok: false, text: fields?.[0]?.message ?? serverMessageOf(error, m.saveFailed) });
        },
      },
    );
  };

  return (
    <Card elementType="section" aria-labelledby="settings-title">
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
        <h2 id="settings-title" className={styles.subtitle}>
          {m.settingsTitle}
        </h2>
        <Switch
          name="enabled"
          label={m.enabled}
          description={m.enabledHint}
          isSelected={enabled}
          onChange={setEnabled}
        />
        <Select
          label={m.defaultTier}
          name="defaultTier"
          value={defaultTier}
          options={tierChoices}
          description={m.defaultTierHint}
          onChange={(id) => setDefaultTier(id as Tier)}
        />
        <fieldset className={own.fieldset}>
          <legend className={styles.label}>{m.levelsTitle}</legend>
          <p className={styles.fieldHint}>{m.levelsHint}</p>
          {levels.length === 0 ? (
            <p className={styles.muted}>{m.noLevels}</p>
          ) : (
            <ul className={own.levels}>
              {levels.map((row, index) => (
                <li key={row.key} className={own.levelRow}>
                  <TextField
                    label={m.level(index + 1)}
                    value={row.level}
                    onChange={(level) => update(row.key, { level })}
                    isRequired
                    autoComplete="off"
                  />
                  <Select
                    label={m.levelTier(index + 1)}
                    value={row.tier}
                    options={tierChoices}
                    onChange={(id) => update(row.key, { tier: id as Tier })}
                  />
                  <Button
                    variant="danger"
                    aria-label={m.removeLevel(row.level, index + 1)}
                    onPress={() => setLevels((rows) => rows.filter((item) => item.key !== row.key))}
                  >
                    {m.remove}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onPress={() => {
                nextKey.current += 1;
                setLevels((rows) => [...rows, { key: nextKey.current, level: '', tier: defaultTier }]);
              }}
            >
              {m.addLevel}
            </Button>
          </div>
        </fieldset>
        <div className={styles.actions}>
          <SubmitButton isBusy={save.isPending} label={m.save} busyLabel={m.saving} />
        </div>
        <SaveResult outcome={outcome} />
      </Form>
    </Card>
  );
}

function EventItem({ event }: { event: SkoolEvent }) {
  const format = useFormatDateTime();
  const acted = event.result !== 'ignored' && event.result !== 'noSuchMember';
  return (
    <li className={shared.token}>
      <div className={shared.tokenMain}>
        <h3 className={shared.tokenName}>
          {event.type}
          <span className={acted ? shared.state : shared.stateEnded}>{m.results[event.result]}</span>
        </h3>
        <dl className={shared.facts}>
          <dt>{m.eventMember}</dt>
          <dd>{event.member ?? m.nobody}</dd>
          <dt>{m.eventReceived}</dt>
          <dd>{format(event.receivedAt)}</dd>
          <dt>{m.eventId}</dt>
          <dd>{event.id}</dd>
        </dl>
      </div>
    </li>
  );
}

function Events({ events }: { events: SkoolEvent[] }) {
  return (
    <Card title={m.eventsTitle} className={styles.form}>
      {events.length === 0 ? (
        <p className={styles.muted}>{m.noEvents}</p>
      ) : (
        <>
          <p className={styles.muted}>{m.eventsHint}</p>
          <ul className={shared.tokens} aria-label={m.eventsLabel}>
            {events.map((event) => (
              <EventItem key={event.id} event={event} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** `/integrations/skool` (admins): the Skool webhook's address, signing secret, settings and last events. */
export function SkoolPage() {
  const title = usePageTitle() ?? appMessages.titles.skool;
  const query = useQuery(skoolSettingsQueryOptions(apiClient));
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      {query.isPending ? (
        <Loader size="md" label={m.loading} showLabel />
      ) : query.isError ? (
        <Notice tone="critical" announce="assertive">
          <p>{m.loadFailed}</p>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {m.retry}
          </Button>
        </Notice>
      ) : (
        <>
          <Webhook url={query.data.webhookUrl} />
          <Secret settings={query.data} />
          <SettingsForm settings={query.data} />
          <Events events={query.data.events} />
        </>
      )}
    </section>
  );
}
