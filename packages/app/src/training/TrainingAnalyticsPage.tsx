import { type DashboardPresetDays, dashboardPresetDays } from '@app/contract/dashboard';
import { feedbackDomainNames } from '@app/contract/feedbackConversations';
import {
  type NegativeReply,
  positiveShareOf,
  type RatingDay,
  type TrainingAnalytics,
  type TrainingGrouping,
  trainingAnalyticsQueryOptions,
  trainingGroupings,
  trainingIntentNames,
} from '@app/contract/trainingAnalytics';
import { Badge, Button, Card, Loader, Notice, Select } from '@app/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-aria-components';
import * as dash from '../admin/DashboardPage.css';
import { formatCount, formatShare } from '../admin/dashboardMessages';
import { type ThemeColor, TimeChart, type TimeSeries } from '../admin/TimeChart';
import { apiClient } from '../app/api';
import { useFormatDateTime } from '../app/displayTime';
import { appMessages } from '../messages';
import * as styles from '../routes/page.css';
import { usePageTitle } from '../routes/usePageTitle';
import { trainingAnalyticsMessages as m } from './analyticsMessages';
import * as own from './TrainingAnalyticsPage.css';

const chartColors: readonly ThemeColor[] = ['accent', 'info', 'caution', 'positive', 'critical'];

interface GroupRow {
  key: string;
  label: string;
  positive: number;
  negative: number;
  days: RatingDay[];
}

const versionLabel = (persona: NegativeReply['persona']) =>
  persona ? m.version(persona.name, persona.version) : m.versionUnknown;
const domainLabel = (domain: NegativeReply['domain']) => (domain ? feedbackDomainNames[domain] : m.domainUnknown);

/** The groups of the chosen grouping, in the server's order. */
function groupsOf(data: TrainingAnalytics, grouping: TrainingGrouping): GroupRow[] {
  if (grouping === 'version') {
    return data.byVersion.map((row) => ({
      key: row.persona ? `${row.persona.name}-${row.persona.version}` : 'none',
      label: versionLabel(row.persona),
      ...row,
    }));
  }
  if (grouping === 'domain') {
    return data.byDomain.map((row) => ({ key: row.domain ?? 'none', label: domainLabel(row.domain), ...row }));
  }
  return data.byIntent.map((row) => ({ key: row.intent, label: trainingIntentNames[row.intent], ...row }));
}

function GroupTable({
  id,
  caption,
  heading,
  rows,
}: {
  id: string;
  caption: string;
  heading: string;
  rows: GroupRow[];
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
    <section className={styles.tableScroll} tabIndex={0} aria-labelledby={`${id}-caption`}>
      <table className={styles.table}>
        {/* The card's heading says it on screen; the caption names the table for screen readers. */}
        <caption id={`${id}-caption`} className={dash.chartCaption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col" className={dash.number}>
              {m.positive}
            </th>
            <th scope="col" className={dash.number}>
              {m.negative}
            </th>
            <th scope="col" className={dash.number}>
              {m.share}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td className={dash.number}>{formatCount(row.positive)}</td>
              <td className={dash.number}>{formatCount(row.negative)}</td>
              <td className={dash.number}>{formatShare(positiveShareOf(row))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function NegativeReplies({ data }: { data: TrainingAnalytics }) {
  const formatTime = useFormatDateTime();
  return (
    <Card title={m.negativeTitle}>
      {data.negativeReplies.length === 0 ? (
        <p className={styles.muted}>{m.negativeEmpty}</p>
      ) : (
        <>
          <p className={styles.muted}>
            {m.negativeLead} {m.negativeShown(data.negativeReplies.length, data.negativeTotal)}.
          </p>
          <ul className={own.replies}>
            {data.negativeReplies.map((reply) => (
              <li key={reply.messageId} className={own.reply} aria-labelledby={`negative-${reply.messageId}`}>
                <ul className={own.meta} aria-label={m.negativeTitle}>
                  <Badge elementType="li">{versionLabel(reply.persona)}</Badge>
                  <Badge elementType="li">{domainLabel(reply.domain)}</Badge>
                  <Badge elementType="li">{trainingIntentNames[reply.intent]}</Badge>
                </ul>
                <span className={own.label}>{m.question}</span>
                <p id={`negative-${reply.messageId}`} className={own.quote}>
                  {reply.question ?? m.questionMissing}
                </p>
                <span className={own.label}>{m.reply}</span>
                <p className={own.quote}>{reply.reply}</p>
                <p className={styles.muted}>{m.ratedAt(formatTime(reply.ratedAt))}</p>
                <div className={styles.actions}>
                  <Link
                    className={styles.textLink}
                    href={`/conversations?conversation=${reply.conversationId}`}
                    aria-label={m.openConversationLabel(reply.conversationId)}
                  >
                    {m.openConversation}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

function Figures({ data, grouping }: { data: TrainingAnalytics; grouping: TrainingGrouping }) {
  const days = useMemo(() => data.days.map((day) => day.day), [data]);
  const groups = useMemo(() => groupsOf(data, grouping), [data, grouping]);
  const ratings = useMemo<TimeSeries[]>(
    () => [
      { label: m.ratingsChart.positive, color: 'positive', values: data.days.map((day) => day.positive) },
      { label: m.ratingsChart.negative, color: 'critical', values: data.days.map((day) => day.negative) },
    ],
    [data],
  );
  const negatives = useMemo<TimeSeries[]>(
    () =>
      [...groups]
        .sort((a, b) => b.positive + b.negative - (a.positive + a.negative))
        .slice(0, chartColors.length)
        .map((group, index) => ({
          label: group.label,
          color: chartColors[index] ?? 'accent',
          values: group.days.map((day) => day.negative),
        })),
    [groups],
  );
  const rated = data.totals.positive + data.totals.negative;
  const groupingName = m.groupings[grouping];
  return (
    <>
      {rated === 0 ? <Notice tone="info">{m.empty}</Notice> : null}
      <section aria-labelledby="cards-title" className={styles.form}>
        <h2 id="cards-title" className={styles.subtitle}>
          {m.cardsTitle}
        </h2>
        <ul className={dash.cards}>
          <li className={dash.figureCard}>
            <span className={dash.figureLabel}>{m.cards.rated}</span>
            <span className={dash.figureValue}>{formatCount(rated)}</span>
          </li>
          <li className={dash.figureCard}>
            <span className={dash.figureLabel}>{m.cards.positiveShare}</span>
            <span className={dash.figureValue}>{formatShare(positiveShareOf(data.totals))}</span>
          </li>
          <li className={dash.figureCard}>
            <span className={dash.figureLabel}>{m.cards.negative}</span>
            <span className={dash.figureValue}>{formatCount(data.totals.negative)}</span>
          </li>
        </ul>
      </section>
      <div className={dash.charts}>
        <TimeChart id="ratings" title={m.ratingsChart.title} days={days} series={ratings} kind="line" />
        {negatives.length > 0 ? (
          <TimeChart
            id="negative-by-group"
            title={m.negativeChart(groupingName)}
            days={days}
            series={negatives}
            kind="line"
          />
        ) : null}
      </div>
      {groups.length > 0 ? (
        <Card title={m.tableTitle(groupingName)}>
          {groups.length > chartColors.length ? <p className={styles.muted}>{m.chartTopNote}</p> : null}
          <GroupTable id="groups" caption={m.tableTitle(groupingName)} heading={groupingName} rows={groups} />
        </Card>
      ) : null}
      <NegativeReplies data={data} />
    </>
  );
}

/** `/training-analytics` (admins): ratings per persona version, domain and intent over time. */
export function TrainingAnalyticsPage() {
  const title = usePageTitle() ?? appMessages.titles.trainingAnalytics;
  const [days, setDays] = useState<DashboardPresetDays>(30);
  const [grouping, setGrouping] = useState<TrainingGrouping>('version');
  const analytics = useQuery({
    ...trainingAnalyticsQueryOptions({ days }, apiClient),
    placeholderData: keepPreviousData,
  });
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{m.lead}</p>
      <div className={own.toolbar}>
        <div className={dash.periodSelect}>
          <Select
            label={m.period}
            name="period"
            value={String(days)}
            options={dashboardPresetDays.map((preset) => ({ id: String(preset), label: m.periods[preset] }))}
            onChange={(id) => setDays(Number(id) as DashboardPresetDays)}
            description={
              analytics.data ? m.periodRange(analytics.data.period.from, analytics.data.period.to) : undefined
            }
          />
        </div>
        <div className={dash.periodSelect}>
          <Select
            label={m.groupBy}
            name="grouping"
            value={grouping}
            options={trainingGroupings.map((id) => ({ id, label: m.groupings[id] }))}
            onChange={(id) => setGrouping(id as TrainingGrouping)}
          />
        </div>
      </div>
      <p className={styles.muted} role="status">
        {analytics.isFetching
          ? m.loading
          : analytics.isSuccess
            ? m.updated(m.periods[days], m.groupings[grouping])
            : ''}
      </p>
      {analytics.isPending ? (
        <Loader size="md" label={m.loading} showLabel />
      ) : analytics.isError ? (
        <Notice tone="critical" announce="assertive">
          <p>{m.failed}</p>
          <Button variant="secondary" onPress={() => void analytics.refetch()}>
            {m.retry}
          </Button>
        </Notice>
      ) : (
        <Figures data={analytics.data} grouping={grouping} />
      )}
    </section>
  );
}
