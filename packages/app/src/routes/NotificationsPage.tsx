import {
  canLoadSynopsis,
  markNoticesReadMutationOptions,
  type NotificationSettings,
  noticesQueryOptions,
  notificationSettingsQueryOptions,
  type Notice as SentNotice,
  serverMessageOf,
  updateNotificationSettingsMutationOptions,
} from '@app/contract';
import { Button, Card, Loader, Notice, Switch } from '@app/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button as AriaButton, Form, Link } from 'react-aria-components';
import { apiClient } from '../app/api';
import { useFormatDateTime } from '../app/displayTime';
import { useCurrentUser } from '../app/session';
import { appMessages } from '../messages';
import { pageMessages } from '../pageMessages';
import * as styles from './NotificationsPage.css';
import type { ActionOutcome } from './OutcomeRegion';
import * as own from './PreferencesPage.css';
import * as page from './page.css';
import { SaveResult } from './SaveResult';
import { SubmitButton } from './SubmitButton';
import { usePageTitle } from './usePageTitle';

const m = pageMessages.notifications;

/** A read that failed: said, with a way to try again. */
function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <>
      <Notice tone="critical" announce="assertive">
        {m.loadFailed}
      </Notice>
      <div className={page.actions}>
        <Button variant="secondary" onPress={retry}>
          {m.retry}
        </Button>
      </div>
    </>
  );
}

/** What the user is told and how. */
function SettingsForm({ stored, synopsisAllowed }: { stored: NotificationSettings; synopsisAllowed: boolean }) {
  const { user } = useCurrentUser();
  const [values, setValues] = useState(stored);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const save = useMutation(updateNotificationSettingsMutationOptions(apiClient));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setOutcome(null);
    // A plan without the synopsis cannot ask for its e-mail: that setting is not sent.
    const { dailySynopsisEmail, ...others } = values;
    save.mutate(synopsisAllowed ? values : others, {
      onSuccess: () => setOutcome({ ok: true, text: m.saved }),
      onError: (error) => setOutcome({ ok: false, text: serverMessageOf(error, m.saveFailed) }),
    });
  };
  const set = (key: keyof NotificationSettings) => (value: boolean) =>
    setValues((current) => ({ ...current, [key]: value }));

  return (
    <Form className={page.form} onSubmit={submit} aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title" className={own.legend}>
        {m.settingsTitle}
      </h2>
      {synopsisAllowed ? null : (
        <Notice tone="info">
          {m.synopsisLocked}{' '}
          <Link className={page.textLink} href="/pricing">
            {m.seePlans}
          </Link>
        </Notice>
      )}
      <Switch
        name="dailySynopsisEmail"
        label={m.synopsisEmail}
        description={user?.email ? m.synopsisEmailHint(user.email) : m.synopsisEmailNoAddress}
        isSelected={values.dailySynopsisEmail && synopsisAllowed}
        onChange={set('dailySynopsisEmail')}
        isDisabled={!synopsisAllowed}
      />
      <Switch
        name="moonPhaseReminders"
        label={m.moonReminders}
        description={m.moonRemindersHint}
        isSelected={values.moonPhaseReminders}
        onChange={set('moonPhaseReminders')}
      />
      <Switch
        name="productUpdates"
        label={m.productUpdates}
        description={m.productUpdatesHint}
        isSelected={values.productUpdates}
        onChange={set('productUpdates')}
      />
      <div className={page.actions}>
        <SubmitButton isBusy={save.isPending} label={m.save} busyLabel={m.saving} />
      </div>
      <SaveResult outcome={outcome} />
    </Form>
  );
}

/** The in-app notices, newest first, with their read state. */
function NoticeList() {
  const query = useQuery(noticesQueryOptions(apiClient));
  const mark = useMutation(markNoticesReadMutationOptions(apiClient));
  const when = useFormatDateTime();
  const list = query.data;

  return (
    <Card elementType="section" aria-labelledby="notices-title">
      <div className={styles.noticesHeader}>
        <h2 id="notices-title" className={own.legend}>
          {m.noticesTitle}
        </h2>
        {list ? (
          <span className={styles.count} role="status">
            {list.unreadCount > 0 ? m.unread(list.unreadCount) : m.noUnread}
          </span>
        ) : null}
      </div>
      {list ? (
        <>
          {list.unreadCount > 0 ? (
            <div className={page.actions}>
              <Button variant="secondary" onPress={() => mark.mutate({})} isDisabled={mark.isPending}>
                {m.markAllRead}
              </Button>
            </div>
          ) : null}
          {mark.isError ? (
            <Notice tone="critical" announce="assertive">
              {m.markFailed}
            </Notice>
          ) : null}
          {list.notices.length === 0 ? (
            <p className={page.muted}>{m.empty}</p>
          ) : (
            <ul className={page.list}>
              {list.notices.map((notice: SentNotice) => (
                <li key={notice.id} className={notice.readAt ? styles.notice.read : styles.notice.unread}>
                  <div className={styles.noticeHead}>
                    <h3 id={`notice-${notice.id}`} className={styles.noticeTitle}>
                      {notice.title}
                    </h3>
                    <span className={styles.noticeMeta}>
                      {m.kinds[notice.kind]} · <time dateTime={notice.createdAt}>{when(notice.createdAt)}</time>
                    </span>
                  </div>
                  <p className={page.text}>{notice.body}</p>
                  {notice.readAt ? (
                    <span className={styles.noticeMeta}>{m.read}</span>
                  ) : (
                    <AriaButton
                      className={own.inlineButton}
                      // The visible words name it; the notice's title tells which one.
                      aria-describedby={`notice-${notice.id}`}
                      onPress={() => mark.mutate({ id: notice.id })}
                      isDisabled={mark.isPending}
                    >
                      {m.markRead}
                    </AriaButton>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : query.isError ? (
        <LoadFailed retry={() => void query.refetch()} />
      ) : (
        <Loader size="md" label={m.loading} showLabel />
      )}
    </Card>
  );
}

/**
 * `/notifications` (DECISIONS "Pages", clients): what the user is told and how (the daily synopsis
 * by e-mail, Moon-phase reminders, product updates), and the in-app notices with their read state.
 */
export function NotificationsPage() {
  const title = usePageTitle() ?? appMessages.titles.notifications;
  const { user } = useCurrentUser();
  const settings = useQuery(notificationSettingsQueryOptions(apiClient));
  const synopsisAllowed = user ? user.role === 'admin' || canLoadSynopsis(user.subscriptionTier) : false;

  return (
    <section className={page.narrowPage} aria-labelledby="page-title">
      <h1 id="page-title" className={page.title}>
        {title}
      </h1>
      <p className={page.lead}>{m.lead}</p>
      <Card>
        {settings.data ? (
          <SettingsForm stored={settings.data} synopsisAllowed={synopsisAllowed} />
        ) : settings.isError ? (
          <LoadFailed retry={() => void settings.refetch()} />
        ) : (
          <Loader size="md" label={m.loading} showLabel />
        )}
      </Card>
      <NoticeList />
    </section>
  );
}
