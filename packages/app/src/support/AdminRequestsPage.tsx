import {
  replySupportRequestMutationOptions,
  type SupportRequestDetail,
  type SupportRequestKind,
  type SupportRequestStatus,
  type SupportRequestSummary,
  serverMessageOf,
  setSupportRequestStatusMutationOptions,
  supportReferenceOf,
  supportRequestKinds,
  supportRequestQueryOptions,
  supportRequestStatuses,
  supportRequestsQueryOptions,
} from '@app/contract';
import { Button, Card, Loader, Notice, Select, TextArea } from '@app/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button as AriaButton, Form } from 'react-aria-components';
import { LoadFailed } from '../admin/LoadFailed';
import { apiClient } from '../app/api';
import { useFormatDateTime } from '../app/displayTime';
import { appMessages } from '../messages';
import { pageMessages } from '../pageMessages';
import * as styles from '../routes/page.css';
import { SubmitButton } from '../routes/SubmitButton';
import { usePageTitle } from '../routes/usePageTitle';
import * as inbox from './AdminRequestsPage.css';

const m = pageMessages.adminRequests;
const all = 'all';

/** A filter of the inbox: "All" or one of `options`. */
function FilterSelect<T extends string>({
  label,
  value,
  options,
  labelOf,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  labelOf: (option: T) => string;
  onChange: (value: T | undefined) => void;
}) {
  const choices = [{ id: all, label: m.all }, ...options.map((option) => ({ id: option, label: labelOf(option) }))];
  return (
    <Select
      label={label}
      value={value ?? all}
      options={choices}
      onChange={(id) => onChange(id === all ? undefined : (id as T))}
    />
  );
}

/** A read that failed: said, with a way to try again. */
function RequestRow({
  request,
  isOpen,
  onOpen,
}: {
  request: SupportRequestSummary;
  isOpen: boolean;
  onOpen: () => void;
}) {
  const formatTime = useFormatDateTime();
  return (
    <li>
      <AriaButton className={inbox.row} onPress={onOpen} aria-current={isOpen || undefined}>
        <span className={inbox.rowTitle}>{request.subject}</span>
        <span className={inbox.rowMeta}>
          {request.reference} · {m.kinds[request.kind]} · {m.statuses[request.status]} · {request.name} ·{' '}
          {formatTime(request.createdAt)}
        </span>
      </AriaButton>
    </li>
  );
}

/** One request in full: the message, the replies, a reply form and the status change. */
function RequestDetail({ requestId }: { requestId: number }) {
  const formatTime = useFormatDateTime();
  const detail = useQuery(supportRequestQueryOptions(requestId, apiClient));
  const reply = useMutation(replySupportRequestMutationOptions(apiClient));
  const status = useMutation(setSupportRequestStatusMutationOptions(apiClient));
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const replyError = tried && text.trim() === '' ? m.replyRequired : null;

  if (detail.isPending) return <Loader size="md" label={m.detailLoading} showLabel />;
  if (detail.isError) {
    return <LoadFailed retryLabel={m.retry} message={m.detailFailed} onRetry={() => void detail.refetch()} />;
  }
  const request: SupportRequestDetail = detail.data;
  const failure = reply.isError
    ? serverMessageOf(reply.error, m.actionFailed)
    : status.isError
      ? serverMessageOf(status.error, m.actionFailed)
      : null;

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    setDone(null);
    if (reply.isPending || text.trim() === '') return;
    reply.mutate(
      { requestId, text },
      {
        onSuccess: () => {
          setText('');
          setTried(false);
          setDone(m.replied);
        },
      },
    );
  };
  const setStatus = (next: SupportRequestStatus) => {
    setDone(null);
    status.mutate({ requestId, status: next }, { onSuccess: () => setDone(m.statusSet(m.statuses[next])) });
  };

  return (
    <article className={styles.form} aria-labelledby="request-subject">
      <h2 id="request-subject" className={styles.subtitle}>
        {request.subject}
      </h2>
      <p className={styles.muted}>
        {supportReferenceOf(request.id)} · {m.kinds[request.kind]} · {m.statuses[request.status]} · {m.sentAt}{' '}
        {formatTime(request.createdAt)}
      </p>
      <p className={styles.text}>{m.from(request.username ?? `${request.name} (${m.visitor})`, request.email)}</p>
      {request.conversationId !== null ? (
        <p className={styles.text}>{m.conversation(request.conversationTitle, request.conversationId)}</p>
      ) : null}
      <p className={inbox.message}>{request.text}</p>
      <section aria-labelledby="replies-title" className={styles.form}>
        <h3 id="replies-title" className={styles.label}>
          {m.replies}
        </h3>
        {request.replies.length === 0 ? (
          <p className={styles.muted}>{m.noReplies}</p>
        ) : (
          <ul className={styles.list}>
            {request.replies.map((item) => (
              <li key={item.id} className={inbox.reply}>
                <span className={inbox.rowMeta}>
                  {m.replyBy(item.author)} · {formatTime(item.createdAt)}
                </span>
                <p className={inbox.message}>{item.text}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {failure ? (
        <Notice tone="critical" announce="assertive">
          {failure}
        </Notice>
      ) : null}
      <p role="status" className={styles.text}>
        {done}
      </p>
      <Form className={styles.form} onSubmit={send} validationBehavior="aria">
        <TextArea
          label={m.reply}
          description={m.replyHint}
          errorMessage={replyError}
          name="reply"
          value={text}
          onChange={setText}
          isRequired
          rows={6}
        />
        <div className={styles.actions}>
          <SubmitButton isBusy={reply.isPending} label={m.send} busyLabel={m.sending} />
          {request.status === 'closed' ? (
            <Button variant="secondary" onPress={() => setStatus('open')}>
              {m.reopen}
            </Button>
          ) : (
            <Button variant="secondary" onPress={() => setStatus('closed')}>
              {m.close}
            </Button>
          )}
        </div>
      </Form>
    </article>
  );
}

/** `/admin/requests`: the inbox of the help, request and contact forms (admins). */
export function AdminRequestsPage() {
  const title = usePageTitle() ?? appMessages.titles.adminRequests;
  const [kind, setKind] = useState<SupportRequestKind | undefined>();
  const [status, setStatus] = useState<SupportRequestStatus | undefined>();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({
    ...supportRequestsQueryOptions({ kind, status, page }, apiClient),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      <div className={inbox.filters}>
        <FilterSelect
          label={m.kindFilter}
          value={kind}
          options={supportRequestKinds}
          labelOf={(option) => m.kinds[option]}
          onChange={filter(setKind)}
        />
        <FilterSelect
          label={m.statusFilter}
          value={status}
          options={supportRequestStatuses}
          labelOf={(option) => m.statuses[option]}
          onChange={filter(setStatus)}
        />
      </div>
      <div className={inbox.layout}>
        <Card
          title={
            <>
              {m.listLabel}
              {list.data ? <span className={inbox.count}> · {m.count(list.data.total)}</span> : null}
            </>
          }
        >
          {list.isPending ? (
            <Loader size="md" label={m.loading} showLabel />
          ) : list.isError ? (
            <LoadFailed retryLabel={m.retry} message={m.failed} onRetry={() => void list.refetch()} />
          ) : list.data.requests.length === 0 ? (
            <p className={styles.muted}>{m.empty}</p>
          ) : (
            <>
              <ul className={inbox.list} aria-label={m.listLabel}>
                {list.data.requests.map((request) => (
                  <RequestRow
                    key={request.id}
                    request={request}
                    isOpen={request.id === openId}
                    onOpen={() => setOpenId(request.id)}
                  />
                ))}
              </ul>
              {pages > 1 ? (
                <div className={styles.actions}>
                  <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
                    {m.newer}
                  </Button>
                  <span className={styles.muted}>{m.pageOf(page, pages)}</span>
                  <Button variant="secondary" isDisabled={page >= pages} onPress={() => setPage(page + 1)}>
                    {m.older}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </Card>
        <Card aria-label={m.detailLabel}>
          {openId === null ? (
            <p className={styles.muted}>{m.choose}</p>
          ) : (
            <RequestDetail key={openId} requestId={openId} />
          )}
        </Card>
      </div>
    </section>
  );
}
