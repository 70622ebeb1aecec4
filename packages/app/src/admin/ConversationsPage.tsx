import { ApiError } from '@app/contract';
import {
  type FeedbackConversationDetail,
  type FeedbackConversationMessage,
  type FeedbackConversationSummary,
  type FeedbackDomain,
  type FeedbackRating,
  feedbackConversationQueryOptions,
  feedbackConversationsQueryOptions,
  feedbackDomains,
  feedbackRatings,
} from '@app/contract/feedbackConversations';
import { Button, Card, Loader, SafeMarkdown, Select } from '@app/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { apiClient } from '../app/api';
import { useFormatDateTime } from '../app/displayTime';
import { appMessages } from '../messages';
import * as styles from '../routes/page.css';
import { usePageTitle } from '../routes/usePageTitle';
import * as own from './ConversationsPage.css';
import { conversationsMessages as m } from './conversationsMessages';
import { type ConversationsSearch, validateConversationsSearch } from './conversationsSearch';
import { LoadFailed } from './LoadFailed';

const all = 'all';
const isDomain = (value: string | undefined): value is FeedbackDomain =>
  (feedbackDomains as readonly string[]).includes(value ?? '');
const isRating = (value: string | undefined): value is FeedbackRating =>
  (feedbackRatings as readonly string[]).includes(value ?? '');

/** The view the address asks for: unknown filter values read as "all". */
function useView() {
  const search = useSearch({ strict: false, select: validateConversationsSearch });
  const navigate = useNavigate();
  const view = {
    domain: isDomain(search.domain) ? search.domain : undefined,
    rating: isRating(search.rating) ? search.rating : undefined,
    page: search.page ?? 1,
    conversation: search.conversation,
  };
  const go = (next: ConversationsSearch) => void navigate({ to: '/conversations', search: next });
  const filters = { domain: view.domain, rating: view.rating };
  return {
    ...view,
    // A new filter starts at its first page.
    setDomain: (domain: FeedbackDomain | undefined) => go({ ...filters, domain }),
    setRating: (rating: FeedbackRating | undefined) => go({ ...filters, rating }),
    clearFilters: () => go({}),
    setPage: (page: number) => go({ ...filters, page }),
    open: (conversation: number) => go({ ...filters, page: view.page, conversation }),
    back: () => go({ ...filters, page: view.page }),
  };
}

/** A read that failed: said, with a way to try again. */
function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.actions} aria-label={m.listLabel}>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {m.previous}
      </Button>
      <span className={styles.muted}>{m.pageOf(page, pages)}</span>
      <Button variant="secondary" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        {m.next}
      </Button>
    </nav>
  );
}

function RatingPill({ rating, label }: { rating: FeedbackRating; label: string }) {
  return <span className={own.rating[rating]}>{label}</span>;
}

function ConversationCard({
  conversation,
  onOpen,
}: {
  conversation: FeedbackConversationSummary;
  onOpen: (id: number) => void;
}) {
  const format = useFormatDateTime();
  const title = conversation.title ?? m.untitled;
  return (
    <li className={own.card}>
      <AriaButton className={own.openButton} onPress={() => onOpen(conversation.id)} aria-label={m.open(title)}>
        {title}
      </AriaButton>
      <span className={own.facts}>
        <span>{m.by(conversation.user.username)}</span>
        {conversation.user.disabled ? <span className={own.disabled}>{m.disabled}</span> : null}
      </span>
      <span className={own.facts}>
        <span>{m.ratedCounts(conversation.positiveCount, conversation.negativeCount)}</span>
        <span className={own.secondary}>
          {conversation.domains.length > 0 ? conversation.domains.map((d) => m.domains[d]).join(', ') : m.noDomain}
        </span>
      </span>
      <span className={`${own.facts} ${own.secondary}`}>
        <span>{m.latestFeedback(format(conversation.latestFeedbackAt))}</span>
        <RatingPill rating={conversation.latestRating} label={m.ratings[conversation.latestRating]} />
      </span>
    </li>
  );
}

function Filters({ view }: { view: ReturnType<typeof useView> }) {
  return (
    <fieldset className={own.filters}>
      <legend className={`${styles.label} ${own.legend}`}>{m.filtersLabel}</legend>
      <Select
        label={m.domain}
        value={view.domain ?? all}
        options={[{ id: all, label: m.allDomains }, ...feedbackDomains.map((id) => ({ id, label: m.domains[id] }))]}
        onChange={(id) => view.setDomain(isDomain(id) ? id : undefined)}
      />
      <Select
        label={m.rating}
        value={view.rating ?? all}
        options={[{ id: all, label: m.allRatings }, ...feedbackRatings.map((id) => ({ id, label: m.ratings[id] }))]}
        onChange={(id) => view.setRating(isRating(id) ? id : undefined)}
      />
      {view.domain || view.rating ? (
        <Button variant="secondary" onPress={view.clearFilters}>
          {m.clearFilters}
        </Button>
      ) : null}
    </fieldset>
  );
}

function ConversationList({ view }: { view: ReturnType<typeof useView> }) {
  const filters = { domain: view.domain, rating: view.rating, page: view.page };
  const list = useQuery({
    ...feedbackConversationsQueryOptions(filters, apiClient),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(view.domain || view.rating);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <Card title={m.listLabel}>
      {/* The count is announced when a filter or page changes the results. */}
      <p className={styles.muted} role="status">
        {list.data ? m.count(list.data.total) : ''}
      </p>
      {list.isPending ? (
        <Loader size="md" label={m.loading} showLabel />
      ) : list.isError ? (
        <LoadFailed retryLabel={m.retry} message={m.failed} onRetry={() => void list.refetch()} />
      ) : list.data.conversations.length === 0 ? (
        <p className={styles.muted}>{filtered ? m.emptyFiltered : m.emptyAll}</p>
      ) : (
        <>
          <ul className={own.cards} aria-label={m.listLabel}>
            {list.data.conversations.map((conversation) => (
              <ConversationCard key={conversation.id} conversation={conversation} onOpen={view.open} />
            ))}
          </ul>
          <Pager page={view.page} pages={pages} onPage={view.setPage} />
        </>
      )}
    </Card>
  );
}

function Message({ message, username }: { message: FeedbackConversationMessage; username: string }) {
  const format = useFormatDateTime();
  const { rating } = message;
  const className = message.isUserMessage ? own.question : rating ? own.rated[rating.rating] : own.message;
  return (
    <li className={className}>
      <p className={own.speaker}>
        {message.isUserMessage ? m.asked(username) : m.replied}{' '}
        <span className={own.secondary}>{format(message.createdAt)}</span>
      </p>
      {rating ? (
        <p className={own.facts}>
          <RatingPill rating={rating.rating} label={m.ratedBadge[rating.rating]} />
          <span className={own.secondary}>
            {m.ratedAt(format(rating.ratedAt))}
            {rating.domain ? ` · ${m.domains[rating.domain]}` : ''}
          </span>
        </p>
      ) : null}
      {/* Selene's replies are markdown, shown as the person saw them; questions are plain text. */}
      {message.isUserMessage ? (
        <p className={own.content}>{message.content}</p>
      ) : (
        <div className={own.reply}>
          <SafeMarkdown>{message.content}</SafeMarkdown>
        </div>
      )}
    </li>
  );
}

function ConversationView({ conversation }: { conversation: FeedbackConversationDetail }) {
  const format = useFormatDateTime();
  return (
    <>
      <p className={own.facts}>
        <span>{m.by(conversation.user.username)}</span>
        {conversation.user.disabled ? <span className={own.disabled}>{m.disabled}</span> : null}
        <span className={own.secondary}>{m.started(format(conversation.createdAt))}</span>
      </p>
      <p className={styles.muted}>{m.auditNote}</p>
      <ol className={own.messages} aria-label={m.messagesLabel}>
        {conversation.messages.map((message) => (
          <Message key={message.id} message={message} username={conversation.user.username} />
        ))}
      </ol>
    </>
  );
}

function OpenConversation({ id, onBack }: { id: number; onBack: () => void }) {
  // Every opening is a read the server records: nothing is kept once the view is left.
  const detail = useQuery({ ...feedbackConversationQueryOptions(id, apiClient), gcTime: 0 });
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(detail.data);
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  const notFound = detail.error instanceof ApiError && detail.error.status === 404;
  const title = detail.data ? (detail.data.title ?? m.untitled) : m.listLabel;
  return (
    <Card elementType="article" aria-labelledby="conversation-title">
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack}>
          {m.back}
        </Button>
      </div>
      <h2 id="conversation-title" ref={heading} tabIndex={-1} className={`${styles.subtitle} ${own.heading}`}>
        {title}
      </h2>
      {detail.isPending ? (
        <Loader size="md" label={m.detailLoading} showLabel />
      ) : detail.isError ? (
        <LoadFailed
          retryLabel={m.retry}
          message={notFound ? m.notFound : m.detailFailed}
          onRetry={notFound ? undefined : () => void detail.refetch()}
        />
      ) : (
        <ConversationView conversation={detail.data} />
      )}
    </Card>
  );
}

/** `/conversations` (admins): conversations whose replies were rated, by domain and rating; one opened. */
export function ConversationsPage() {
  const title = usePageTitle() ?? appMessages.titles.conversations;
  const view = useView();
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      {view.conversation ? (
        <OpenConversation key={view.conversation} id={view.conversation} onBack={view.back} />
      ) : (
        <>
          <Filters view={view} />
          <ConversationList view={view} />
        </>
      )}
    </section>
  );
}
