import type { Profile } from '@app/contract';
import {
  SacredSecretionForm,
  type SacredSecretionFormValue,
  SacredSecretionWindows,
  type TimeZoneOption,
} from '@app/ui';
import { Suspense, use, useMemo, useState } from 'react';
import { browserTimeZone, knownTimeZone } from '../app/displayTime';
import { usePreferences } from '../app/preferences';
import { downloadText } from './download';
import { loadSky, type SkyModule } from './loadSky';
import { skyPageMessages as messages } from './messages';
import { MethodStatement, SkyPage, WithProfile } from './SkyPageParts';
import * as styles from './skyPages.css';

export interface SacredSecretionPageProps {
  /** The moment the windows start from. @default the time of the first render */
  now?: Date;
  /** The device's time zone. @default the browser's */
  deviceTimeZone?: string;
}

/** How many coming windows are listed and exported (about half a year). */
export const windowCount = 6;
const searchDays = 200;
/** Within this many degrees of a sign's edge, a birth date alone may not settle the Sun sign. */
const cuspDegrees = 1;

/**
 * `/sacred-secretion` (core, advanced, elite; the Alchemy menu item): from a birth date, the natal
 * Sun sign and the coming windows when the Moon is in it, to the minute in a chosen time zone,
 * with the practice explained as a tradition and a calendar export.
 */
export function SacredSecretionPage({ now, deviceTimeZone }: SacredSecretionPageProps = {}) {
  const moment = useMemo(() => now ?? new Date(), [now]);
  const device = deviceTimeZone ?? browserTimeZone() ?? 'UTC';
  const preferred = knownTimeZone(usePreferences()?.timeZone ?? undefined);
  return (
    <SkyPage title={messages.titles.sacredSecretion} lead={messages.sacredSecretion.lead}>
      <WithProfile>
        {(profile) => (
          <Calculator profile={profile} now={moment} deviceTimeZone={device} preferredTimeZone={preferred} />
        )}
      </WithProfile>
      <section aria-labelledby="practice-about" className={styles.section}>
        <h2 id="practice-about" className={styles.sectionTitle}>
          {messages.sacredSecretion.aboutTitle}
        </h2>
        {messages.sacredSecretion.about.map((paragraph) => (
          <p key={paragraph} className={styles.text}>
            {paragraph}
          </p>
        ))}
      </section>
    </SkyPage>
  );
}

/**
 * The time zones offered: the birth place's, the one chosen in preferences, the device's, then
 * every zone the browser knows.
 */
export function timeZoneOptions(
  profile: Profile | null,
  deviceTimeZone: string,
  preferredTimeZone?: string,
): TimeZoneOption[] {
  const options: TimeZoneOption[] = [];
  const place = profile?.birthPlace;
  if (place) {
    options.push({ id: place.timeZone, label: messages.sacredSecretion.birthPlaceZone(place.name, place.timeZone) });
  }
  if (preferredTimeZone && !options.some((o) => o.id === preferredTimeZone)) {
    options.push({ id: preferredTimeZone, label: messages.sacredSecretion.preferredZone(preferredTimeZone) });
  }
  if (!options.some((o) => o.id === deviceTimeZone)) {
    options.push({ id: deviceTimeZone, label: messages.sacredSecretion.deviceZone(deviceTimeZone) });
  }
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  for (const zone of known) if (!options.some((o) => o.id === zone)) options.push({ id: zone, label: zone });
  return options;
}

function Calculator({
  profile,
  now,
  deviceTimeZone,
  preferredTimeZone,
}: {
  profile: Profile;
  now: Date;
  deviceTimeZone: string;
  preferredTimeZone: string | undefined;
}) {
  const zones = useMemo(
    () => timeZoneOptions(profile, deviceTimeZone, preferredTimeZone),
    [profile, deviceTimeZone, preferredTimeZone],
  );
  const initialZone = zones[0]?.id ?? deviceTimeZone;
  // With a birth date on file, the windows show at once.
  const [request, setRequest] = useState<SacredSecretionFormValue | null>(
    profile.birthDate ? { birthDate: profile.birthDate, timeZone: initialZone } : null,
  );
  return (
    <div className={styles.stack}>
      <SacredSecretionForm
        timeZones={zones}
        defaultBirthDate={profile.birthDate ?? ''}
        defaultTimeZone={initialZone}
        onSubmit={setRequest}
      />
      {request ? (
        <Suspense fallback={<SacredSecretionWindows windows={[]} timeZone={request.timeZone} status="loading" />}>
          <Windows request={request} profile={profile} now={now} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The natal Sun for a birth date: with the profile's time and place when the date is the profile's. */
export function natalSun(sky: SkyModule, birthDate: string, profile: Profile) {
  const sameBirth = profile.birthDate === birthDate;
  const chart = sky.natalChart({
    date: birthDate,
    time: sameBirth ? profile.birthTime : null,
    place: sameBirth ? profile.birthPlace : null,
  });
  const sun = chart.positions.find((p) => p.point === 'Sun');
  if (!sun) throw new Error('The natal chart has no Sun.');
  const nearCusp = !chart.timeKnown && (sun.degreeInSign < cuspDegrees || sun.degreeInSign > 30 - cuspDegrees);
  return { sign: sun.sign, nearCusp };
}

function Windows({ request, profile, now }: { request: SacredSecretionFormValue; profile: Profile; now: Date }) {
  const sky = use(loadSky());
  const { sign, nearCusp } = useMemo(
    () => natalSun(sky, request.birthDate, profile),
    [sky, request.birthDate, profile],
  );
  const windows = useMemo(
    () => sky.moonSignWindows(sign, now, new Date(now.getTime() + searchDays * 86_400_000)).slice(0, windowCount),
    [sky, sign, now],
  );
  const [downloaded, setDownloaded] = useState(false);

  const download = () => {
    const ics = sky.toIcs(
      windows.map((w) => ({
        uid: `sacred-secretion-${sign}-${w.start.toISOString()}@moonheart`,
        title: messages.sacredSecretion.icsTitle(sign),
        description: messages.sacredSecretion.icsDescription(sign),
        start: w.start,
        end: w.end,
      })),
    );
    downloadText(messages.sacredSecretion.icsFileName, ics);
    setDownloaded(true);
  };

  return (
    <>
      <SacredSecretionWindows
        sunSign={sign}
        windows={windows}
        timeZone={request.timeZone}
        now={now}
        onDownloadIcs={download}
      />
      {nearCusp ? <p className={styles.muted}>{messages.sacredSecretion.cuspNote}</p> : null}
      <p role="status" className={styles.politeStatus}>
        {downloaded ? messages.sacredSecretion.downloaded : ''}
      </p>
      <MethodStatement description={sky.skyMethod.description} />
    </>
  );
}
