import type { Profile } from '@app/contract';
import type { ChartPosition, SkyEvent } from '@app/ui';
import type { SkyModule } from './loadSky';

type SkyPosition = ReturnType<SkyModule['positionsAt']>[number];
type SkyAspect = ReturnType<SkyModule['aspectsBetween']>[number];
type SkyTransitEvent = ReturnType<SkyModule['transitEvents']>[number];
export type BirthData = Parameters<SkyModule['natalChart']>[0];

/** The profile's birth data for `natalChart`, or null without a birth date. */
export function birthDataOf(profile: Profile | null | undefined): BirthData | null {
  if (!profile?.birthDate) return null;
  return { date: profile.birthDate, time: profile.birthTime, place: profile.birthPlace };
}

/** A sky position as the widgets' plain data. */
export const toChartPosition = (p: SkyPosition): ChartPosition => ({
  point: p.point,
  longitude: p.longitude,
  sign: p.sign,
  degreeInSign: p.degreeInSign,
  retrograde: p.retrograde,
  ...(p.house === undefined ? {} : { house: p.house }),
});

/** A transit to the natal chart in effect now, as a list event (tightest first is the caller's sort). */
export const aspectToEvent = (aspect: SkyAspect): SkyEvent => ({
  id: `${aspect.from}-${aspect.kind}-${aspect.to}`,
  kind: 'transit',
  title: `${aspect.from} ${aspect.kind} natal ${aspect.to}`,
  orb: aspect.orb,
  applying: aspect.applying,
});

/** A forecast event as a list event, with a stable id (exact at its time, so no orb is shown). */
export const transitEventToEvent = (event: SkyTransitEvent, index: number): SkyEvent => ({
  id: `${event.time.toISOString()}-${index}`,
  kind: event.kind,
  time: event.time,
  title: event.title,
});
