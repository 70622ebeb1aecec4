import { serverMessageOf } from '@app/contract';
import {
  type ApiToken,
  type ApiTokenExpiryDays,
  type ApiTokenScope,
  apiTokenExpiryDays,
  apiTokenNameError,
  apiTokenScopes,
  apiTokensQueryOptions,
  type CreatedApiToken,
  createApiTokenMutationOptions,
  revokeApiTokenMutationOptions,
} from '@app/contract/apiTokens';
import { Button, Card, Loader, Notice, Select, TextField } from '@app/ui';
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
import * as own from './ApiAccessPage.css';
import { apiAccessMessages as m } from './apiAccessMessages';
import { useApiOrigin } from './apiOrigin';

function useFormatTime() {
  const format = useFormatDateTime();
  return (iso: string | null) => (iso ? format(iso) : m.never);
}

/** The form: a name, a scope, an expiry. */
function CreateForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const create = useMutation(createApiTokenMutationOptions(apiClient));
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [days, setDays] = useState<ApiTokenExpiryDays>(30);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<ActionOutcome>(null);
  const nameError = tried ? apiTokenNameError(name) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (create.isPending || apiTokenNameError(name)) return;
    setFailure(null);
    create.mutate(
      { name, scope, expiresInDays: days },
      {
        onSuccess: (created) => {
          setName('');
          setTried(false);
          onCreated(created);
        },
        onError: (error) => setFailure({ ok: false, text: serverMessageOf(error, m.createFailed) }),
      },
    );
  };

  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria" aria-labelledby="create-title">
      <h2 id="create-title" className={styles.subtitle}>
        {m.createTitle}
      </h2>
      <div className={own.fields}>
        <TextField
          label={m.name}
          description={m.nameHint}
          errorMessage={nameError}
          name="name"
          value={name}
          onChange={setName}
          isRequired
          autoComplete="off"
        />
        <Select
          label={m.scope}
          name="scope"
          value={scope}
          options={apiTokenScopes.map((id) => ({ id, label: m.scopes[id] }))}
          onChange={(id) => setScope(id as ApiTokenScope)}
        />
        <Select
          label={m.expiry}
          name="expiresInDays"
          value={String(days)}
          options={apiTokenExpiryDays.map((id) => ({ id: String(id), label: m.expiries[id] }))}
          onChange={(id) => setDays(Number(id) as ApiTokenExpiryDays)}
        />
      </div>
      <div className={styles.actions}>
        <SubmitButton isBusy={create.isPending} label={m.create} busyLabel={m.creating} />
      </div>
      {failure ? <SaveResult outcome={failure} /> : null}
    </Form>
  );
}

/** The new token, this once, with a copy button. */
function JustCreated({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const [copy, setCopy] = useState<ActionOutcome>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copyToken = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopy({ ok: true, text: m.copied });
    } catch {
      setCopy({ ok: false, text: m.copyFailed });
    }
  };
  return (
    <Card title={m.createdTitle} headingRef={heading} className={styles.form}>
      <p className={styles.text}>{m.createdBody}</p>
      <figure className={styles.figure}>
        <figcaption className={styles.label}>
          {m.secretLabel} ({created.token.name})
        </figcaption>
        <code className={own.secret}>{created.secret}</code>
      </figure>
      <div className={styles.actions}>
        <Button variant="primary" onPress={() => void copyToken()}>
          {m.copy}
        </Button>
        <Button variant="secondary" onPress={onDone}>
          {m.done}
        </Button>
      </div>
      <SaveResult outcome={copy} />
    </Card>
  );
}

function RevokeButton({ token, onOutcome }: { token: ApiToken; onOutcome: (outcome: ActionOutcome) => void }) {
  const revoke = useMutation(revokeApiTokenMutationOptions(apiClient));
  return (
    <ConfirmAction
      label={m.revoke}
      triggerName={m.revokeLabel(token.name)}
      title={m.revokeTitle(token.name)}
      body={m.revokeBody}
      busyLabel={m.revoking}
      cancelLabel={m.cancel}
      isBusy={revoke.isPending}
      onConfirm={(close) =>
        revoke.mutate(
          { id: token.id },
          {
            onSuccess: () => onOutcome({ ok: true, text: m.revokedResult(token.name) }),
            onError: (error) => onOutcome({ ok: false, text: serverMessageOf(error, m.revokeFailed) }),
            onSettled: close,
          },
        )
      }
    />
  );
}

function TokenItem({ token, onOutcome }: { token: ApiToken; onOutcome: (outcome: ActionOutcome) => void }) {
  const formatTime = useFormatTime();
  const live = token.status === 'active';
  const state = m[token.status];
  return (
    <li className={own.token}>
      <div className={own.tokenMain}>
        <h3 className={own.tokenName}>
          {token.name}
          <span className={live ? own.state : own.stateEnded}>{state}</span>
        </h3>
        <dl className={own.facts}>
          <dt>{m.facts.scope}</dt>
          <dd>{m.scopeShort[token.scope]}</dd>
          <dt>{m.facts.starts}</dt>
          <dd>{token.hint}…</dd>
          <dt>{m.facts.created}</dt>
          <dd>{formatTime(token.createdAt)}</dd>
          <dt>{token.revokedAt ? m.revoked : m.facts.expires}</dt>
          <dd>{formatTime(token.revokedAt ?? token.expiresAt)}</dd>
          <dt>{m.facts.lastUsed}</dt>
          <dd>{formatTime(token.lastUsedAt)}</dd>
        </dl>
      </div>
      {live ? <RevokeButton token={token} onOutcome={onOutcome} /> : null}
    </li>
  );
}

function TokenList() {
  const list = useQuery(apiTokensQueryOptions(apiClient));
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  return (
    <Card title={m.listTitle} className={styles.form}>
      {list.isPending ? (
        <Loader size="md" label={m.loading} showLabel />
      ) : list.isError ? (
        <Notice tone="critical" announce="assertive">
          <p>{m.loadFailed}</p>
          <Button variant="secondary" onPress={() => void list.refetch()}>
            {m.retry}
          </Button>
        </Notice>
      ) : list.data.tokens.length === 0 ? (
        <p className={styles.muted}>{m.empty}</p>
      ) : (
        <>
          <p className={styles.muted}>{m.limitNote(list.data.maxLive)}</p>
          <ul className={own.tokens} aria-label={m.listLabel}>
            {list.data.tokens.map((token) => (
              <TokenItem key={token.id} token={token} onOutcome={setOutcome} />
            ))}
          </ul>
        </>
      )}
      <SaveResult outcome={outcome} />
    </Card>
  );
}

/** How to call the API with a token, against this very origin. */
function Usage() {
  const origin = useApiOrigin();
  const read = `curl -H "Authorization: Bearer $MOONHEART_TOKEN" \\\n  ${origin}/api/conversations`;
  const chat = `curl -X POST -H "Authorization: Bearer $MOONHEART_TOKEN" \\\n  -H "Content-Type: application/json" \\\n  -d '{"content":"What does the Moon ask of me today?"}' \\\n  ${origin}/api/conversations/42/messages`;
  return (
    <Card title={m.usageTitle} className={styles.form}>
      <p className={styles.text}>{m.usageBody}</p>
      <figure className={styles.figure}>
        <figcaption className={styles.label}>{m.usageReadLabel}</figcaption>
        <pre className={styles.codeBlock}>{read}</pre>
      </figure>
      <figure className={styles.figure}>
        <figcaption className={styles.label}>{m.usageChatLabel}</figcaption>
        <pre className={styles.codeBlock}>{chat}</pre>
      </figure>
      <p className={styles.muted}>{m.usageNote}</p>
    </Card>
  );
}

/** `/api-access` (admins): personal API tokens, made, shown once, listed and revoked. */
export function ApiAccessPage() {
  const title = usePageTitle() ?? appMessages.titles.apiAccess;
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      {created ? (
        <JustCreated created={created} onDone={() => setCreated(null)} />
      ) : (
        <Card>
          <CreateForm onCreated={setCreated} />
        </Card>
      )}
      <TokenList />
      <Usage />
    </section>
  );
}
