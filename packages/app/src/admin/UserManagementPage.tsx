import { type Role, roles, serverMessageOf, type Tier, tierLabel, tiers } from '@app/contract';
import {
  type AdminUserDetail,
  type AdminUserSummary,
  type AuditEntry,
  adminUserQueryOptions,
  adminUsersQueryOptions,
  auditLogQueryOptions,
  changeRoleMutationOptions,
  changeTierMutationOptions,
  disableUserMutationOptions,
  enableUserMutationOptions,
  sendResetLinkMutationOptions,
  signOutUserMutationOptions,
  tierReasonError,
} from '@app/contract/adminUsers';
import {
  Button,
  Card,
  Loader,
  Notice,
  SearchField,
  Select,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  visuallyHidden,
} from '@app/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button as AriaButton, Form } from 'react-aria-components';
import { apiClient } from '../app/api';
import { useFormatDateTime } from '../app/displayTime';
import { useCurrentUser } from '../app/session';
import { appMessages } from '../messages';
import { ConfirmAction } from '../routes/ConfirmAction';
import type { ActionOutcome } from '../routes/OutcomeRegion';
import * as styles from '../routes/page.css';
import { SaveResult } from '../routes/SaveResult';
import { SubmitButton } from '../routes/SubmitButton';
import { usePageTitle } from '../routes/usePageTitle';
import * as own from './UserManagementPage.css';
import { auditSentence, userManagementMessages as m } from './userManagementMessages';

const roleLabel = (role: string) => m.roles[role] ?? role;
const labelOf = (kind: 'tier' | 'role', value: string) => (kind === 'tier' ? tierLabel(value) : roleLabel(value));

/** Formats ISO times in the reader's locale and zone. */
function useFormatTime() {
  const format = useFormatDateTime();
  return (iso: string | null) => (iso ? format(iso) : m.never);
}

/** `value`, once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A read that failed: said, with a way to try again. */
function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Notice tone="critical" announce="assertive">
      <p>{message}</p>
      <Button variant="secondary" onPress={onRetry}>
        {m.retry}
      </Button>
    </Notice>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <div className={styles.actions}>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {m.previous}
      </Button>
      <span className={styles.muted}>{m.pageOf(page, pages)}</span>
      <Button variant="secondary" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        {m.next}
      </Button>
    </div>
  );
}

function Status({ disabled }: { disabled: boolean }) {
  return <span className={disabled ? own.statusDisabled : own.status}>{disabled ? m.disabled : m.active}</span>;
}

/** The users found: a table on a wide screen, a card per user on a narrow one. */
function UserResults({
  users,
  openId,
  onOpen,
}: {
  users: readonly AdminUserSummary[];
  openId: number | null;
  onOpen: (id: number) => void;
}) {
  const formatTime = useFormatTime();
  return (
    <>
      <div className={`${own.wideOnly} ${styles.tableScroll}`}>
        <table className={styles.table}>
          <caption className={visuallyHidden}>{m.listLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{m.columns.user}</th>
              <th scope="col">{m.columns.email}</th>
              <th scope="col">{m.columns.role}</th>
              <th scope="col">{m.columns.tier}</th>
              <th scope="col">{m.columns.status}</th>
              <th scope="col">{m.columns.lastActive}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className={user.id === openId ? own.openRow : undefined}>
                <td className={own.userCell}>
                  <AriaButton
                    className={own.openButton}
                    onPress={() => onOpen(user.id)}
                    aria-label={m.open(user.username)}
                    aria-current={user.id === openId || undefined}
                  >
                    {user.username}
                  </AriaButton>
                  {user.name ? <div className={own.secondary}>{user.name}</div> : null}
                </td>
                <td className={own.cell}>{user.email ?? m.noEmail}</td>
                <td>{roleLabel(user.role)}</td>
                <td>{tierLabel(user.tier)}</td>
                <td>
                  <Status disabled={user.disabled} />
                </td>
                <td>{formatTime(user.lastActiveAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={`${own.narrowOnly} ${own.cards}`} aria-label={m.listLabel}>
        {users.map((user) => (
          <li key={user.id} className={own.card}>
            <AriaButton
              className={own.cardButton}
              onPress={() => onOpen(user.id)}
              aria-label={m.open(user.username)}
              aria-current={user.id === openId || undefined}
            >
              {user.username}
            </AriaButton>
            {user.name || user.email ? (
              <span className={own.secondary}>{[user.name, user.email].filter(Boolean).join(' · ')}</span>
            ) : null}
            <span className={own.secondary}>
              {roleLabel(user.role)} · {tierLabel(user.tier)} · {user.disabled ? m.disabled : m.active} ·{' '}
              {m.columns.lastActive} {formatTime(user.lastActiveAt)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The tier change: a tier other than the current one, and why (required, audit-logged). */
function TierForm({ user, onOutcome }: { user: AdminUserDetail; onOutcome: (outcome: ActionOutcome) => void }) {
  const changeTier = useMutation(changeTierMutationOptions(apiClient));
  const [tier, setTier] = useState<Tier>(
    (tiers as readonly string[]).includes(user.tier) ? (user.tier as Tier) : 'free',
  );
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const tierError = tried && tier === user.tier ? m.sameTier : null;
  const reasonError = tried ? tierReasonError(reason) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (changeTier.isPending || tier === user.tier || tierReasonError(reason)) return;
    changeTier.mutate(
      { userId: user.id, tier, reason },
      {
        onSuccess: (changed) => {
          setReason('');
          setTried(false);
          onOutcome({ ok: true, text: m.tierSet(tierLabel(changed.tier)) });
        },
        onError: (error) => onOutcome({ ok: false, text: serverMessageOf(error, m.actionFailed) }),
      },
    );
  };

  return (
    <Form className={own.subsection} onSubmit={submit} validationBehavior="aria" aria-labelledby="tier-form">
      <h3 id="tier-form" className={own.subheading}>
        {m.tierForm}
      </h3>
      <Select
        label={m.tier}
        value={tier}
        options={tiers.map((id) => ({ id, label: tierLabel(id) }))}
        onChange={(id) => setTier(id as Tier)}
        errorMessage={tierError}
      />
      <TextField
        label={m.reason}
        description={m.reasonHint}
        errorMessage={reasonError}
        name="reason"
        value={reason}
        onChange={setReason}
        isRequired
      />
      <div className={styles.actions}>
        <SubmitButton isBusy={changeTier.isPending} label={m.setTier} busyLabel={m.settingTier} />
      </div>
    </Form>
  );
}

/** The role change (confirmed), and access: disable or enable, sign out everywhere, reset link. */
function AccessActions({
  user,
  isSelf,
  onOutcome,
}: {
  user: AdminUserDetail;
  isSelf: boolean;
  onOutcome: (outcome: ActionOutcome) => void;
}) {
  const changeRole = useMutation(changeRoleMutationOptions(apiClient));
  const disable = useMutation(disableUserMutationOptions(apiClient));
  const enable = useMutation(enableUserMutationOptions(apiClient));
  const signOut = useMutation(signOutUserMutationOptions(apiClient));
  const reset = useMutation(sendResetLinkMutationOptions(apiClient));
  const [role, setRole] = useState<Role>(user.role);
  const [disableReason, setDisableReason] = useState('');
  const failed = (error: unknown) => onOutcome({ ok: false, text: serverMessageOf(error, m.actionFailed) });
  const done = (text: string, close?: () => void) => () => {
    close?.();
    onOutcome({ ok: true, text });
  };
  const failedAndClose = (close: () => void) => (error: unknown) => {
    close();
    failed(error);
  };

  return (
    <>
      <section className={own.subsection} aria-labelledby="role-form">
        <h3 id="role-form" className={own.subheading}>
          {m.roleForm}
        </h3>
        <Select
          label={m.role}
          value={role}
          options={roles.map((id) => ({ id, label: roleLabel(id) }))}
          onChange={(id) => setRole(id as Role)}
          isDisabled={isSelf}
          description={isSelf ? m.ownRole : undefined}
        />
        <div className={styles.actions}>
          <ConfirmAction
            busyLabel={m.working}
            cancelLabel={m.cancel}
            label={m.setRole}
            title={m.confirmRole(user.username, roleLabel(role))}
            body={m.confirmRoleBody}
            isDisabled={isSelf || role === user.role}
            isBusy={changeRole.isPending}
            onConfirm={(close) =>
              changeRole.mutate(
                { userId: user.id, role },
                {
                  onSuccess: (changed) => done(m.roleSet(roleLabel(changed.role)), close)(),
                  onError: failedAndClose(close),
                },
              )
            }
          />
        </div>
      </section>
      <section className={own.subsection} aria-labelledby="access-actions">
        <h3 id="access-actions" className={own.subheading}>
          {m.access}
        </h3>
        <div className={styles.actions}>
          {user.disabled ? (
            <Button
              variant="secondary"
              onPress={() => enable.mutate({ userId: user.id }, { onSuccess: done(m.enabledDone), onError: failed })}
            >
              {enable.isPending ? m.working : m.enable}
            </Button>
          ) : (
            <ConfirmAction
              busyLabel={m.working}
              cancelLabel={m.cancel}
              label={m.disable}
              title={m.confirmDisable(user.username)}
              body={m.confirmDisableBody}
              isDisabled={isSelf}
              isBusy={disable.isPending}
              onConfirm={(close) =>
                disable.mutate(
                  { userId: user.id, reason: disableReason },
                  {
                    onSuccess: () => {
                      setDisableReason('');
                      done(m.disabledDone, close)();
                    },
                    onError: failedAndClose(close),
                  },
                )
              }
            >
              <TextField label={m.disableReason} value={disableReason} onChange={setDisableReason} />
            </ConfirmAction>
          )}
          <ConfirmAction
            busyLabel={m.working}
            cancelLabel={m.cancel}
            label={m.signOut}
            title={m.confirmSignOut(user.username)}
            body={m.confirmSignOutBody}
            isBusy={signOut.isPending}
            onConfirm={(close) =>
              signOut.mutate(
                { userId: user.id },
                { onSuccess: done(m.signedOut, close), onError: failedAndClose(close) },
              )
            }
          />
          <Button
            variant="secondary"
            isDisabled={!user.email}
            onPress={() =>
              reset.mutate(
                { userId: user.id },
                { onSuccess: (reply) => onOutcome({ ok: true, text: reply.message }), onError: failed },
              )
            }
          >
            {reset.isPending ? m.working : m.sendReset}
          </Button>
        </div>
        {isSelf ? <p className={styles.muted}>{m.ownRole}</p> : null}
        {!user.email ? <p className={styles.muted}>{m.noResetAddress}</p> : null}
      </section>
    </>
  );
}

/** Audit entries, newest first, paged. */
function AuditEntries({ userId, label }: { userId?: number; label: string }) {
  const [page, setPage] = useState(1);
  const formatTime = useFormatTime();
  const audit = useQuery({
    ...auditLogQueryOptions(userId === undefined ? { page } : { userId, page }, apiClient),
    placeholderData: keepPreviousData,
  });
  if (audit.isPending) return <Loader size="md" label={m.auditLoading} showLabel />;
  if (audit.isError) return <LoadFailed message={m.auditFailed} onRetry={() => void audit.refetch()} />;
  const { entries, total, pageSize } = audit.data;
  if (entries.length === 0) return <p className={styles.muted}>{m.auditEmpty}</p>;
  return (
    <>
      <p className={styles.muted}>{m.auditCount(total)}</p>
      <ul className={own.entries} aria-label={label}>
        {entries.map((entry: AuditEntry) => (
          <li key={entry.id} className={own.entry}>
            <span className={styles.text}>{auditSentence(entry, labelOf)}</span>
            {entry.reason ? <span className={styles.text}>{m.reasonQuoted(entry.reason)}</span> : null}
            <span className={own.secondary}>{formatTime(entry.createdAt)}</span>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={Math.max(1, Math.ceil(total / pageSize))} onPage={setPage} />
    </>
  );
}

/** One account: its facts, usage, the changes an admin may make, and its audit entries. */
function UserDetail({ userId, onClose }: { userId: number; onClose: () => void }) {
  const detail = useQuery(adminUserQueryOptions(userId, apiClient));
  const { user: me } = useCurrentUser();
  const formatTime = useFormatTime();
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = detail.isSuccess;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (detail.isPending) return <Loader size="md" label={m.detailLoading} showLabel />;
  if (detail.isError) return <LoadFailed message={m.detailFailed} onRetry={() => void detail.refetch()} />;
  const user = detail.data;
  const isSelf = me?.id === user.id;
  const change = (value: AdminUserDetail['tierChange']) =>
    value ? m.changed(formatTime(value.at), value.by, value.reason) : m.neverChanged;

  return (
    <article className={styles.form} aria-labelledby="user-heading">
      <div className={own.detailHeader}>
        <h2 id="user-heading" ref={heading} tabIndex={-1} className={`${styles.subtitle} ${own.heading}`}>
          {user.username}
        </h2>
        <Button variant="secondary" onPress={onClose}>
          {m.close}
        </Button>
      </div>
      <dl className={own.facts}>
        <dt>{m.facts.name}</dt>
        <dd>{user.name ?? m.noName}</dd>
        <dt>{m.facts.email}</dt>
        <dd>
          {user.email ?? m.noEmail} {user.email && !user.emailVerified ? m.unverified : null}
        </dd>
        <dt>{m.facts.role}</dt>
        <dd>
          {roleLabel(user.role)}
          <div className={own.secondary}>{change(user.roleChange)}</div>
        </dd>
        <dt>{m.facts.tier}</dt>
        <dd>
          {tierLabel(user.tier)}
          <div className={own.secondary}>{change(user.tierChange)}</div>
        </dd>
        <dt>{m.facts.status}</dt>
        <dd>
          <Status disabled={user.disabled} />
          {user.disabledAt ? <div className={own.secondary}>{m.disabledSince(formatTime(user.disabledAt))}</div> : null}
        </dd>
        <dt>{m.facts.joined}</dt>
        <dd>{formatTime(user.createdAt)}</dd>
        <dt>{m.facts.lastActive}</dt>
        <dd>{formatTime(user.lastActiveAt)}</dd>
      </dl>
      <section className={own.subsection} aria-labelledby="usage-heading">
        <h3 id="usage-heading" className={own.subheading}>
          {m.usage}
        </h3>
        <dl className={own.stats}>
          {(['promptsToday', 'promptsLast30Days', 'conversations', 'activeSessions'] as const).map((key) => (
            <div key={key} className={own.stat}>
              <dt>{m.usageFacts[key]}</dt>
              <dd>{user.usage[key]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <SaveResult outcome={outcome} />
      {/* Not keyed on the tier or role: a remount would drop the change's own success callback. */}
      <div className={own.changes}>
        <TierForm user={user} onOutcome={setOutcome} />
        <div className={styles.form}>
          <AccessActions user={user} isSelf={isSelf} onOutcome={setOutcome} />
        </div>
      </div>
      <section className={own.subsection} aria-labelledby="user-audit">
        <h3 id="user-audit" className={own.subheading}>
          {m.userAudit}
        </h3>
        <AuditEntries userId={user.id} label={m.userAudit} />
      </section>
    </article>
  );
}

function UsersPanel() {
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim());
  // A new search starts at its first page.
  const [paged, setPaged] = useState({ q, page: 1 });
  const page = paged.q === q ? paged.page : 1;
  const setPage = (next: number) => setPaged({ q, page: next });
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({ ...adminUsersQueryOptions({ q, page }, apiClient), placeholderData: keepPreviousData });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <div className={styles.form}>
      <SearchField
        className={styles.searchField}
        label={m.search}
        description={m.searchHint}
        value={search}
        onChange={setSearch}
      />
      <Card
        title={
          <>
            {m.listLabel}
            {list.data ? <span className={own.count}> · {m.count(list.data.total)}</span> : null}
          </>
        }
      >
        {list.isPending ? (
          <Loader size="md" label={m.loading} showLabel />
        ) : list.isError ? (
          <LoadFailed message={m.failed} onRetry={() => void list.refetch()} />
        ) : list.data.users.length === 0 ? (
          <p className={styles.muted}>{q ? m.empty : m.emptyAll}</p>
        ) : (
          <>
            <UserResults users={list.data.users} openId={openId} onOpen={setOpenId} />
            <Pager page={page} pages={pages} onPage={setPage} />
          </>
        )}
      </Card>
      <Card aria-label={m.detailLabel}>
        {openId === null ? (
          <p className={styles.muted}>{m.choose}</p>
        ) : (
          <UserDetail key={openId} userId={openId} onClose={() => setOpenId(null)} />
        )}
      </Card>
    </div>
  );
}

/** `/admin/user-management` (admins): find a user, see their usage, change them; the audit log. */
export function UserManagementPage() {
  const title = usePageTitle() ?? appMessages.titles.userManagement;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      <Tabs>
        <TabList aria-label={m.tabsLabel}>
          <Tab id="users">{m.usersTab}</Tab>
          <Tab id="audit">{m.auditTab}</Tab>
        </TabList>
        <TabPanel id="users" shouldForceMount variant="plain">
          <UsersPanel />
        </TabPanel>
        <TabPanel id="audit" variant="plain">
          <section className={styles.form} aria-labelledby="audit-title">
            <h2 id="audit-title" className={styles.subtitle}>
              {m.auditLabel}
            </h2>
            <p className={styles.muted}>{m.auditLead}</p>
            <AuditEntries label={m.auditLabel} />
          </section>
        </TabPanel>
      </Tabs>
    </section>
  );
}
