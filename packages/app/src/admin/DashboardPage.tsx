import type { Role, Tier } from '@app/contract';
import {
  conversionRate,
  type Dashboard,
  type DashboardPresetDays,
  dashboardPresetDays,
  dashboardQueryOptions,
  positiveShare,
} from '@app/contract/dashboard';
import { feedbackDomainNames } from '@app/contract/feedbackConversations';
import { Button, Card, Loader, Notice, Select } from '@app/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiClient } from '../app/api';
import { appMessages } from '../messages';
import * as styles from '../routes/page.css';
import { usePageTitle } from '../routes/usePageTitle';
import * as own from './DashboardPage.css';
import { formatCount, formatShare, dashboardMessages as m } from './dashboardMessages';
import { TimeChart } from './TimeChart';

function FigureCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <li className={own.figureCard}>
      <span className={own.figureLabel}>{label}</span>
      <span className={own.figureValue}>{value}</span>
      {note ? <span className={own.figureNote}>{note}</span> : null}
    </li>
  );
}

/** True when nothing happened in the period (a fresh database): the page says so. */
const isQuiet = (data: Dashboard) =>
  Object.values(data.totals).every((value) => value === 0) &&
  data.feedback.length === 0 &&
  data.conversion.converted === 0;

function CountTable<K extends string>({
  id,
  caption,
  heading,
  rows,
  labels,
}: {
  id: string;
  caption: string;
  heading: string;
  rows: { key: K; count: number }[];
  labels: Record<K, string>;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
    <section className={styles.tableScroll} tabIndex={0} aria-labelledby={`${id}-caption`}>
      <table className={styles.table}>
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col" className={own.number}>
              {m.users}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{labels[row.key]}</th>
              <td className={own.number}>{formatCount(row.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Figures({ data }: { data: Dashboard }) {
  const days = useMemo(() => data.days.map((day) => day.day), [data]);
  const charts = useMemo(
    () => ({
      prompts: [{ label: m.charts.prompts.series, color: 'accent' as const, values: data.days.map((d) => d.prompts) }],
      activeUsers: [
        { label: m.charts.activeUsers.series, color: 'info' as const, values: data.days.map((d) => d.activeUsers) },
      ],
      signUps: [
        { label: m.charts.signUps.series, color: 'positive' as const, values: data.days.map((d) => d.signUps) },
      ],
      safety: [
        { label: m.charts.safety.crisis, color: 'critical' as const, values: data.days.map((d) => d.crisisReplies) },
        {
          label: m.charts.safety.failures,
          color: 'caution' as const,
          values: data.days.map((d) => d.providerFailures),
        },
      ],
    }),
    [data],
  );
  const rated = data.feedback.reduce((sum, row) => sum + row.positive + row.negative, 0);
  return (
    <>
      {isQuiet(data) ? <Notice tone="info">{m.empty}</Notice> : null}
      <section aria-labelledby="cards-title" className={styles.form}>
        <h2 id="cards-title" className={styles.subtitle}>
          {m.cardsTitle}
        </h2>
        <ul className={own.cards}>
          <FigureCard label={m.cards.totalUsers} value={formatCount(data.users.total)} note={m.cardNotes.totalUsers} />
          <FigureCard label={m.cards.signUps} value={formatCount(data.totals.signUps)} />
          <FigureCard label={m.cards.prompts} value={formatCount(data.totals.prompts)} />
          <FigureCard
            label={m.cards.activeUsers}
            value={formatCount(data.totals.activeUsers)}
            note={m.cardNotes.activeUsers}
          />
          <FigureCard
            label={m.cards.positiveFeedback}
            value={formatShare(positiveShare(data.feedback))}
            note={m.cardNotes.positiveFeedback(rated)}
          />
          <FigureCard
            label={m.cards.conversion}
            value={formatShare(conversionRate(data.conversion))}
            note={m.cardNotes.conversion(data.conversion.converted, data.conversion.freeUsers)}
          />
        </ul>
      </section>
      <div className={own.charts}>
        <TimeChart id="prompts" title={m.charts.prompts.title} days={days} series={charts.prompts} kind="bars" />
        <TimeChart
          id="active-users"
          title={m.charts.activeUsers.title}
          days={days}
          series={charts.activeUsers}
          kind="line"
        />
        <TimeChart id="sign-ups" title={m.charts.signUps.title} days={days} series={charts.signUps} kind="bars" />
        <TimeChart id="safety" title={m.charts.safety.title} days={days} series={charts.safety} kind="line" />
      </div>
      <Card title={m.usersTitle}>
        <div className={own.split}>
          <CountTable<Tier>
            id="by-tier"
            caption={m.byTier}
            heading={m.tier}
            rows={data.users.byTier.map((row) => ({ key: row.tier, count: row.count }))}
            labels={m.tiers}
          />
          <CountTable<Role>
            id="by-role"
            caption={m.byRole}
            heading={m.role}
            rows={data.users.byRole.map((row) => ({ key: row.role, count: row.count }))}
            labels={m.roles}
          />
        </div>
      </Card>
      <Card title={m.feedbackTitle}>
        <p className={styles.muted}>{m.feedbackLead}</p>
        {data.feedback.length === 0 ? (
          <p className={styles.muted}>{m.feedbackEmpty}</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
          <section className={styles.tableScroll} tabIndex={0} aria-labelledby="feedback-caption">
            <table className={styles.table}>
              <caption id="feedback-caption">{m.feedbackTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.rated}</th>
                  <th scope="col" className={own.number}>
                    {m.positive}
                  </th>
                  <th scope="col" className={own.number}>
                    {m.negative}
                  </th>
                  <th scope="col" className={own.number}>
                    {m.share}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.feedback.map((row) => (
                  <tr key={row.domain ?? 'none'}>
                    <th scope="row">{row.domain ? feedbackDomainNames[row.domain] : m.domainNotRecorded}</th>
                    <td className={own.number}>{formatCount(row.positive)}</td>
                    <td className={own.number}>{formatCount(row.negative)}</td>
                    <td className={own.number}>{formatShare(positiveShare([row]))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </Card>
    </>
  );
}

/** `/dashboard` (admins): the figures of a period, as cards, charts and tables. */
export function DashboardPage() {
  const title = usePageTitle() ?? appMessages.titles.dashboard;
  const [days, setDays] = useState<DashboardPresetDays>(30);
  const dashboard = useQuery({
    ...dashboardQueryOptions({ days }, apiClient),
    // The figures of the last period stay while the next load: the page does not jump.
    placeholderData: keepPreviousData,
  });
  const choices = dashboardPresetDays.map((preset) => ({ id: String(preset), label: m.periods[preset] }));
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      <div className={own.toolbar}>
        <div className={own.periodSelect}>
          <Select
            label={m.period}
            name="period"
            value={String(days)}
            options={choices}
            onChange={(id) => setDays(Number(id) as DashboardPresetDays)}
            description={
              dashboard.data ? m.periodRange(dashboard.data.period.from, dashboard.data.period.to) : undefined
            }
          />
        </div>
      </div>
      <p className={styles.muted} role="status">
        {dashboard.isFetching ? m.loading : dashboard.isSuccess ? m.updated(m.periods[days]) : ''}
      </p>
      {dashboard.isPending ? (
        <Loader size="md" label={m.loading} showLabel />
      ) : dashboard.isError ? (
        <Notice tone="critical" announce="assertive">
          <p>{m.failed}</p>
          <Button variant="secondary" onPress={() => void dashboard.refetch()}>
            {m.retry}
          </Button>
        </Notice>
      ) : (
        <Figures data={dashboard.data} />
      )}
    </section>
  );
}
