import { type Teaching, teachingsQueryOptions } from '@app/contract';
import { type SkyEvent, TransitList, TransitTimeline } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, use, useMemo } from 'react';
import { apiClient } from '../app/api';
import { useDisplayTime } from '../app/displayTime';
import { interpretationFor } from './interpretations';
import { loadSky } from './loadSky';
import { skyPageMessages as messages } from './messages';
import { CentredLoader, MethodStatement, MissingBirthData, SkyPage, WithProfile } from './SkyPageParts';
import { type BirthData, birthDataOf, transitEventToEvent } from './skyData';
import * as styles from './skyPages.css';

export interface ForecastPageProps {
  /** The start of the 30 days. @default the time of the first render */
  now?: Date;
  /** IANA time zone of the times. @default the browser's */
  timeZone?: string;
}

export const forecastDays = 30;

/**
 * `/forecast` (core, advanced, elite): the next 30 days of transits to the natal chart, Moon phases
 * and ingresses, as a timeline and a list, each with a short interpretation from the knowledge base.
 */
export function ForecastPage({ now, timeZone }: ForecastPageProps = {}) {
  const start = useMemo(() => now ?? new Date(), [now]);
  // The person's clock: their preferences' zone, else their browser's (named in the lead).
  const shown = useDisplayTime().timeZone;
  const zone = timeZone ?? shown ?? 'UTC';
  return (
    <SkyPage title={messages.titles.forecast} lead={messages.forecast.lead(zone)}>
      <WithProfile>
        {(profile) => {
          const birth = birthDataOf(profile);
          return (
            <div className={styles.stack}>
              {birth ? null : <MissingBirthData explanation={messages.missingBirthData.forecast} />}
              <Suspense fallback={<CentredLoader label={messages.loadingSky} />}>
                <ForecastSection birth={birth} start={start} timeZone={zone} />
              </Suspense>
            </div>
          );
        }}
      </WithProfile>
    </SkyPage>
  );
}

function ForecastSection({ birth, start, timeZone }: { birth: BirthData | null; start: Date; timeZone: string }) {
  const sky = use(loadSky());
  const teachings = useQuery(teachingsQueryOptions(apiClient));
  const birthKey = JSON.stringify(birth);
  const skyEvents = useMemo(() => {
    const natal = birthKey === 'null' ? [] : sky.natalChart(JSON.parse(birthKey) as BirthData).positions;
    return sky.transitEvents(natal, start, forecastDays);
  }, [sky, birthKey, start]);
  const events = useMemo(() => withInterpretations(skyEvents, teachings.data ?? []), [skyEvents, teachings.data]);

  return (
    <>
      {teachings.isError ? <p className={styles.muted}>{messages.forecast.teachingsError}</p> : null}
      <TransitTimeline events={events} start={start} days={forecastDays} timeZone={timeZone} />
      <TransitList title={messages.forecast.listTitle} events={events} timeZone={timeZone} initialCount={15} />
      <MethodStatement description={sky.skyMethod.description} />
    </>
  );
}

type SkyTransitEvent = ReturnType<Awaited<ReturnType<typeof loadSky>>['transitEvents']>[number];

/** The forecast's events with the best-matching teaching's words, naming the teaching. */
export function withInterpretations(events: readonly SkyTransitEvent[], teachings: readonly Teaching[]): SkyEvent[] {
  return events.map((event, index) => {
    const found = interpretationFor(
      { kind: event.kind, title: event.title, points: event.points, aspect: event.aspect, sign: event.sign },
      teachings,
    );
    const base = transitEventToEvent(event, index);
    return found ? { ...base, interpretation: found.text, source: found.teachingTitle } : base;
  });
}
