import { ApiError } from '@app/contract';
import { type AdminUserSummary, adminUsersQueryOptions } from '@app/contract/adminUsers';
import { type Evidence, type NatalHighlights, type Soulprint, soulprintQueryOptions } from '@app/contract/soulprint';
import { Button, Card, Loader, SearchField } from '@app/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button as AriaButton, Link } from 'react-aria-components';
import { apiClient } from '../app/api';
import { useFormatDateTime } from '../app/displayTime';
import { appMessages } from '../messages';
import * as styles from '../routes/page.css';
import { usePageTitle } from '../routes/usePageTitle';
import { LoadFailed } from './LoadFailed';
import * as own from './SoulprintPage.css';
import { soulprintMessages as m } from './soulprintMessages';

/** `value`, once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const userIdOf = (raw: unknown): number | undefined => {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
};

/** The person opened lives in the address (`?user=ID`), so a soulprint can be shared and Back closes it. */
function useOpenedUser() {
  const user = useSearch({ strict: false, select: (search: Record<string, unknown>) => userIdOf(search.user) });
  const navigate = useNavigate();
  return {
    user,
    open: (id: number) => void navigate({ to: '/soulprint', search: { user: id } }),
    close: () => void navigate({ to: '/soulprint', search: {} }),
  };
}

function PeoplePanel({ opened, onOpen }: { opened: number | undefined; onOpen: (id: number) => void }) {
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim());
  const list = useQuery({ ...adminUsersQueryOptions({ q }, apiClient), placeholderData: keepPreviousData });
  return (
    <Card title={m.peopleTitle}>
      <SearchField
        className={styles.searchField}
        label={m.search}
        description={m.searchHint}
        value={search}
        onChange={setSearch}
        maxLength={100}
      />
      <p className={styles.muted} role="status">
        {list.data ? m.peopleCount(list.data.total) : ''}
      </p>
      {list.isPending ? (
        <Loader size="md" label={m.peopleLoading} showLabel />
      ) : list.isError ? (
        <LoadFailed message={m.peopleFailed} retryLabel={m.retry} onRetry={() => void list.refetch()} />
      ) : list.data.users.length === 0 ? (
        <p className={styles.muted}>{m.noPeople}</p>
      ) : (
        <ul className={styles.list} aria-label={m.peopleTitle}>
          {list.data.users.map((user: AdminUserSummary) => (
            <li key={String(user.id)}>
              <AriaButton
                className={own.personButton}
                aria-current={Number(user.id) === opened ? 'true' : undefined}
                onPress={() => onOpen(Number(user.id))}
              >
                {m.openPerson(user.username, user.name)}
              </AriaButton>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function EvidenceItem({ evidence, userId }: { evidence: Evidence; userId: number }) {
  const format = useFormatDateTime('date');
  if (evidence.kind === 'profile') return <li className={own.evidenceItem}>{m.evidence.profile}</li>;
  if (evidence.kind === 'memory') {
    return (
      <li className={own.evidenceItem}>
        <span>{m.evidence.memory(evidence.text)}</span>{' '}
        <Link className={styles.textLink} href={`/memory-explorer?user=${encodeURIComponent(String(userId))}`}>
          {m.evidence.seeMemory}
        </Link>
      </li>
    );
  }
  return (
    <li className={own.evidenceItem}>
      <span>
        {evidence.rating ? m.evidence.reply(evidence.snippet, evidence.rating) : m.evidence.question(evidence.snippet)}
      </span>{' '}
      <span className={own.when}>{format(evidence.at)}</span>
      {evidence.conversationOpenable ? (
        <>
          {' '}
          <Link
            className={styles.textLink}
            href={`/conversations?conversation=${encodeURIComponent(String(evidence.conversationId))}`}
          >
            {m.evidence.openConversation}
          </Link>
        </>
      ) : null}
    </li>
  );
}

/** One line of the synthesis, with the evidence it rests on listed under it. */
function Line({ text, evidence, userId }: { text: string; evidence: readonly Evidence[]; userId: number }) {
  return (
    <li className={own.line}>
      <p className={own.lineText}>{text}</p>
      {evidence.length > 0 ? (
        <ul className={own.evidence} aria-label={m.evidence.label(text)}>
          {evidence.map((item) => (
            <EvidenceItem
              key={item.kind === 'message' ? `m${item.messageId}` : item.kind === 'memory' ? `r${item.memoryId}` : 'p'}
              evidence={item}
              userId={userId}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={own.section} aria-labelledby={id}>
      <h3 id={id} className={own.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function NatalSection({ natal, userId }: { natal: NatalHighlights | null; userId: number }) {
  if (!natal) {
    return (
      <Section id="soulprint-natal" title={m.natal.title}>
        <p className={styles.muted}>{m.natal.none}</p>
      </Section>
    );
  }
  const lines = [
    ...natal.placements.map(
      (p) =>
        m.natal.placement(p.point, p.sign, p.degree, p.house, p.retrograde) +
        (p.point === 'Moon' && !natal.moonSignCertain ? m.natal.moonUncertain : ''),
    ),
    m.natal.element(natal.dominantElement.element, natal.dominantElement.count),
    natal.retrograde.length > 0 ? m.natal.retrograde(natal.retrograde) : m.natal.noRetrograde,
    ...natal.aspects.map(m.natal.aspect),
  ];
  // Every highlight rests on the same birth data: its evidence is listed once, under the birth line.
  return (
    <Section id="soulprint-natal" title={m.natal.title}>
      {natal.timeKnown ? null : <p className={styles.muted}>{m.natal.noTime}</p>}
      <ul className={own.lines} aria-label={m.natal.title}>
        <Line
          text={m.natal.born(natal.birthDate, natal.birthTime, natal.birthPlace)}
          evidence={natal.evidence}
          userId={userId}
        />
        {lines.map((line) => (
          <Line key={line} text={line} evidence={[]} userId={userId} />
        ))}
      </ul>
    </Section>
  );
}

function SoulprintView({ soulprint }: { soulprint: Soulprint }) {
  const userId = soulprint.user.id;
  const domainTotal = soulprint.domains.reduce((sum, line) => sum + line.questions, 0);
  return (
    <>
      <p className={styles.muted}>{m.auditNote}</p>
      <p className={styles.text}>{m.summary(soulprint.questionsRead, soulprint.conversations)}</p>
      <NatalSection natal={soulprint.natal} userId={userId} />
      <Section id="soulprint-themes" title={m.themes.title}>
        {soulprint.themes.length === 0 ? (
          <p className={styles.muted}>{m.themes.none}</p>
        ) : (
          <ul className={own.lines} aria-label={m.themes.title}>
            {soulprint.themes.map((theme) => (
              <Line
                key={theme.topic}
                text={m.themes.line(theme.topic, theme.questions)}
                evidence={theme.evidence}
                userId={userId}
              />
            ))}
          </ul>
        )}
      </Section>
      <Section id="soulprint-domains" title={m.domains.title}>
        {soulprint.domains.length === 0 ? (
          <p className={styles.muted}>{m.domains.none}</p>
        ) : (
          <ul className={own.lines} aria-label={m.domains.title}>
            {soulprint.domains.map((line) => (
              <Line
                key={line.domain}
                text={m.domains.line(line.domain, line.questions, domainTotal)}
                evidence={line.evidence}
                userId={userId}
              />
            ))}
          </ul>
        )}
      </Section>
      <Section id="soulprint-feedback" title={m.feedback.title}>
        {soulprint.feedback.length === 0 ? (
          <p className={styles.muted}>{m.feedback.none}</p>
        ) : (
          <ul className={own.lines} aria-label={m.feedback.title}>
            {soulprint.feedback.map((line) => (
              <Line
                key={line.domain ?? 'none'}
                text={`${m.feedback.line(line.domain, line.positive, line.negative)} (${m.feedback.leaning(line.positive, line.negative)})`}
                evidence={line.evidence}
                userId={userId}
              />
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function OpenSoulprint({ userId, onClose }: { userId: number; onClose: () => void }) {
  // Every opening is a read the server records: nothing is kept once the view is left.
  const soulprint = useQuery({ ...soulprintQueryOptions(userId, apiClient), gcTime: 0 });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const notFound = soulprint.error instanceof ApiError && soulprint.error.status === 404;
  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose}>
          {m.back}
        </Button>
      </div>
      <h2 id="soulprint-title" ref={heading} tabIndex={-1} className={`${styles.subtitle} ${own.heading}`}>
        {soulprint.data ? m.title(soulprint.data.user.username) : m.titleUnknown}
      </h2>
      {soulprint.isPending ? (
        <Loader size="md" label={m.loading} showLabel />
      ) : soulprint.isError ? (
        <LoadFailed
          message={notFound ? m.notFound : m.failed}
          retryLabel={m.retry}
          onRetry={notFound ? undefined : () => void soulprint.refetch()}
        />
      ) : (
        <SoulprintView soulprint={soulprint.data} />
      )}
    </>
  );
}

/** `/soulprint` (admins): pick a person; their natal highlights, themes, domains and feedback, each with evidence. */
export function SoulprintPage() {
  const title = usePageTitle() ?? appMessages.titles.soulprint;
  const { user, open, close } = useOpenedUser();
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      <div className={own.split}>
        <PeoplePanel opened={user} onOpen={open} />
        <Card aria-label={m.detailLabel}>
          {user === undefined ? (
            <p className={styles.muted}>{m.choose}</p>
          ) : (
            <OpenSoulprint key={user} userId={user} onClose={close} />
          )}
        </Card>
      </div>
    </section>
  );
}
