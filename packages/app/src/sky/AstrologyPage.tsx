import type { Profile } from '@app/contract';
import { Badge, ChartWheel, PositionTable, TransitList } from '@app/ui';
import { Suspense, use, useMemo } from 'react';
import { Link } from 'react-aria-components';
import { KeepSunSignControl } from '../offline/KeepSunSignControl';
import { loadSky } from './loadSky';
import { skyPageMessages as messages } from './messages';
import { MethodStatement, MissingBirthData, SkyPage, WithProfile } from './SkyPageParts';
import { aspectToEvent, type BirthData, birthDataOf, toChartPosition } from './skyData';
import * as styles from './skyPages.css';

/** Today's transits listed: within this many degrees of exact. */
export const transitOrbLimit = 3;

export interface AstrologyPageProps {
  /** The moment of "today's" transits. @default the time of the first render */
  now?: Date;
}

/**
 * `/astrology` (advanced, elite, admins): the natal chart as a wheel and a table, today's transits
 * to it with their orbs, the planets retrograde now, and how it was all computed.
 */
export function AstrologyPage({ now }: AstrologyPageProps = {}) {
  const moment = useMemo(() => now ?? new Date(), [now]);
  return (
    <SkyPage title={messages.titles.astrology} lead={messages.astrology.lead}>
      <WithProfile>
        {(profile) => {
          const birth = birthDataOf(profile);
          if (!birth) return <MissingBirthData explanation={messages.missingBirthData.astrology} />;
          return (
            <Suspense fallback={<ChartWheel positions={[]} isLoading />}>
              <NatalChartSection birth={birth} profile={profile} now={moment} />
            </Suspense>
          );
        }}
      </WithProfile>
    </SkyPage>
  );
}

function NatalChartSection({ birth, profile, now }: { birth: BirthData; profile: Profile; now: Date }) {
  const sky = use(loadSky());
  // The profile object changes identity on every refetch; the chart only when the birth data does.
  const birthKey = JSON.stringify(birth);
  const chart = useMemo(() => sky.natalChart(JSON.parse(birthKey) as BirthData), [sky, birthKey]);
  const positions = useMemo(() => chart.positions.map(toChartPosition), [chart]);
  const tableRows = useMemo(
    () => [
      ...positions,
      ...(chart.ascendant ? [toChartPosition(chart.ascendant)] : []),
      ...(chart.midheaven ? [toChartPosition(chart.midheaven)] : []),
    ],
    [positions, chart],
  );
  const aspects = useMemo(
    () => sky.aspectsAmong(chart.positions).map((a) => ({ from: a.from, to: a.to, kind: a.kind })),
    [sky, chart],
  );
  const transits = useMemo(() => {
    // The transiting planets (not the nodes), close to exact: the day's significant contacts.
    const moving = sky.positionsAt(now).filter((p) => p.point !== 'North Node' && p.point !== 'South Node');
    const found = sky.aspectsBetween(moving, chart.positions).filter((a) => a.orb <= transitOrbLimit);
    return [...found].sort((a, b) => a.orb - b.orb).map(aspectToEvent);
  }, [sky, chart, now]);
  const retrogrades = useMemo(() => sky.retrogradesAt(now), [sky, now]);
  const sunSign = chart.positions.find((position) => position.point === 'Sun')?.sign;

  return (
    <div className={styles.stack}>
      <div className={styles.chartGrid}>
        <ChartWheel
          title={messages.astrology.chartTitle(profile.displayName)}
          positions={positions}
          ascendant={chart.ascendant?.longitude}
          midheaven={chart.midheaven?.longitude}
          houseCusps={chart.houses?.cusps}
          aspects={aspects}
        />
        <PositionTable positions={tableRows} />
      </div>
      {chart.timeKnown ? null : (
        <p className={styles.muted}>
          {messages.astrology.noBirthTime}{' '}
          <Link className={styles.textLink} href="/onboarding/2">
            {messages.astrology.addBirthTime}
          </Link>
        </p>
      )}
      {sunSign ? <KeepSunSignControl sunSign={sunSign} /> : null}
      <div className={styles.section}>
        <TransitList
          title={messages.astrology.transitsTitle}
          events={transits}
          emptyMessage={messages.astrology.transitsEmpty}
          initialCount={8}
        />
        <p className={styles.muted}>{messages.astrology.transitsNote(transitOrbLimit)}</p>
      </div>
      <section aria-labelledby="retrogrades-now" className={styles.section}>
        <h2 id="retrogrades-now" className={styles.sectionTitle}>
          {messages.astrology.retrogradesTitle}
        </h2>
        {retrogrades.length === 0 ? (
          <p className={styles.muted}>{messages.astrology.retrogradesNone}</p>
        ) : (
          <ul className={styles.chips}>
            {retrogrades.map((planet) => (
              <Badge key={planet} elementType="li">
                {planet}
              </Badge>
            ))}
          </ul>
        )}
      </section>
      <MethodStatement description={sky.skyMethod.description} notes={chart.notes} />
    </div>
  );
}
