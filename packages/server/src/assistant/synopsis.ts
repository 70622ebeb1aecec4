import type { HomeSynopsis } from '@app/contract';
import {
  type Aspect,
  aspectsAmong,
  aspectsBetween,
  formatInTimeZone,
  ingressesBetween,
  isValidTimeZone,
  moonPhaseAt,
  moonPhasesBetween,
  type Planet,
  type Position,
  planets,
  positionOf,
  positionsAt,
  signedDifference,
  signs,
  zonedDateTimeToUtc,
} from '@app/sky';
import { dailyQuotes } from './knowledgeSeed';
import { aspectMeanings, phaseGuidance, signThemes, synopsisText } from './messages';
import { stableHash } from './offlineProvider';
import { readNatal } from './skyReading';
import { rankTeachings, teachingsOrSeed } from './teachings';
import type { KnowledgeTeaching } from './types';

export interface HomeSynopsisInput {
  user: { id: number | string; username: string; displayName?: string | null };
  birthDate?: string | null;
  /** Any instant of the day to describe. */
  date: Date;
  /** The user's IANA zone; the day and its times are read there. @default 'UTC' */
  timeZone?: string;
  teachings: KnowledgeTeaching[];
}

type Intensity = 'high' | 'medium' | 'low';
type Highlight = HomeSynopsis['todaysHighlights'][number];
type Basis = NonNullable<Highlight['basis']>;

/**
 * Intensity of an aspect from its orb at the day's reference instant (local noon): under 1° from
 * exact is high, under 3° medium, anything wider low. Orbs are what astrologers weigh an aspect
 * by: the closer to exact, the more strongly it is felt.
 */
export function intensityFromOrb(orb: number): Intensity {
  if (orb < 1) return 'high';
  if (orb < 3) return 'medium';
  return 'low';
}

/**
 * Intensity of the Moon's phase from its distance to the nearest quarter (New, First Quarter, Full,
 * Last Quarter). The Moon gains about 12° a day on the Sun, so 6° (half a day) is the named
 * principal phase itself (high), 18° is within a day and a half of it (medium), else low.
 */
export function intensityFromPhaseOrb(orbToQuarter: number): Intensity {
  if (orbToQuarter < 6) return 'high';
  if (orbToQuarter < 18) return 'medium';
  return 'low';
}

/** Mean daily motion (degrees a day), to tell a planet near its station from one in mid-retrograde. */
const meanSpeed: Record<string, number> = {
  Mercury: 1.383,
  Venus: 1.2,
  Mars: 0.524,
  Jupiter: 0.083,
  Saturn: 0.034,
  Uranus: 0.012,
  Neptune: 0.006,
  Pluto: 0.004,
};

/**
 * Intensity of a retrograde from how close the planet is to standing still: a planet is felt most
 * at its station. Speed under 10% of its mean motion is high, under 50% medium, else low.
 */
export function intensityFromSpeed(planet: string, speed: number): Intensity {
  const ratio = Math.abs(speed) / (meanSpeed[planet] ?? 1);
  if (ratio < 0.1) return 'high';
  if (ratio < 0.5) return 'medium';
  return 'low';
}

const intensityRank: Record<Intensity, number> = { high: 0, medium: 1, low: 2 };
const hourMs = 3_600_000;
const personalPlanets: ReadonlySet<string> = new Set(['Mercury', 'Venus', 'Mars']);
const isPlanet = (point: string): point is Planet => (planets as readonly string[]).includes(point);

function localDayKey(date: Date, timeZone: string): string {
  return formatInTimeZone(date, timeZone, { locale: 'en-CA', year: 'numeric', month: '2-digit', day: '2-digit' });
}

function nextDayKey(dayKey: string): string {
  const next = new Date(`${dayKey}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function localTime(date: Date, timeZone: string): string {
  const time = formatInTimeZone(date, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return timeZone === 'UTC' ? `${time} UTC` : time;
}

/**
 * The day's longitudes, sampled cheaply: the Moon hourly, the other planets every six hours
 * (they move at most about 2° a day, so straight-line interpolation between samples is far finer
 * than any orb). A full ephemeris pass costs milliseconds, so this keeps the synopsis fast.
 */
interface DaySky {
  start: number;
  end: number;
  moon: number[];
  planets: Map<string, number>[];
}

const slowStepMs = 6 * hourMs;

function sampleDay(start: number, end: number): DaySky {
  const moon: number[] = [];
  for (let ms = start; ms < end + hourMs; ms += hourMs)
    moon.push(positionOf('Moon', new Date(Math.min(ms, end))).longitude);
  const planetSamples: Map<string, number>[] = [];
  for (let ms = start; ms < end + slowStepMs; ms += slowStepMs) {
    planetSamples.push(
      new Map(
        positionsAt(new Date(Math.min(ms, end))).map((position) => [position.point as string, position.longitude]),
      ),
    );
  }
  return { start, end, moon, planets: planetSamples };
}

function longitudeAt(day: DaySky, point: string, ms: number): number {
  if (point === 'Moon') return day.moon[Math.round((ms - day.start) / hourMs)]!;
  const index = Math.min(Math.floor((ms - day.start) / slowStepMs), day.planets.length - 2);
  const from = day.planets[index]!.get(point)!;
  const to = day.planets[index + 1]!.get(point)!;
  const fraction = (ms - day.start - index * slowStepMs) / slowStepMs;
  return from + signedDifference(to, from) * fraction;
}

/** Signed distance from exact, the nearer of +angle and -angle; both branches cross zero at exactness. */
function deviationOf(aspect: Aspect, longitudeA: number, longitudeB: number): number {
  const separation = signedDifference(longitudeA, longitudeB);
  const plus = signedDifference(separation, aspect.exactAngle);
  const minus = signedDifference(separation, -aspect.exactAngle);
  return Math.abs(plus) <= Math.abs(minus) ? plus : minus;
}

/** The instant within the sampled day when `aspect` is exact, to the minute, if it perfects then. */
function exactTimeWithin(aspect: Aspect, day: DaySky): Date | undefined {
  const step = aspect.from === 'Moon' || aspect.to === 'Moon' ? hourMs : slowStepMs;
  const sampled = (ms: number) =>
    deviationOf(aspect, longitudeAt(day, aspect.from, ms), longitudeAt(day, aspect.to, ms));
  const exactAt = (ms: number) => {
    const date = new Date(ms);
    return deviationOf(
      aspect,
      positionOf(aspect.from as Planet, date).longitude,
      positionOf(aspect.to as Planet, date).longitude,
    );
  };
  for (let ms = day.start; ms < day.end; ms += step) {
    const next = Math.min(ms + step, day.end);
    const before = sampled(ms);
    const after = sampled(next);
    // A true crossing is small on both sides; a jump between the two branches is not.
    if (Math.sign(before) === Math.sign(after) || Math.abs(before) > 10 || Math.abs(after) > 10) continue;
    let low = ms;
    let high = next;
    let lowValue = exactAt(low);
    while (high - low > 60_000) {
      const middle = (low + high) / 2;
      const value = exactAt(middle);
      if (Math.sign(value) === Math.sign(lowValue)) {
        low = middle;
        lowValue = value;
      } else high = middle;
    }
    const exact = new Date(Math.round((low + high) / 2 / 60_000) * 60_000);
    return exact.getTime() < day.end ? exact : undefined;
  }
  return undefined;
}

function iconFor(bodies: readonly string[]): string {
  if (bodies.includes('Venus')) return 'heart';
  if (bodies.includes('Saturn') || bodies.includes('Jupiter')) return 'briefcase';
  if (bodies.includes('Sun')) return 'sun';
  if (bodies.includes('Moon')) return 'moon';
  return 'planet';
}

interface RankedHighlight {
  highlight: Highlight;
  orb: number;
}

/** The sky of one local day in one zone: the same for every user, so computed once per day and zone. */
interface SkyOfDay {
  positions: Position[];
  sun: Position;
  moon: Position;
  phase: ReturnType<typeof moonPhaseAt>;
  exactPhase: ReturnType<typeof moonPhasesBetween>[number] | undefined;
  moonIngress: ReturnType<typeof ingressesBetween>[number] | undefined;
  dayAspects: { aspect: Aspect; exact: Date | undefined }[];
}

function computeSkyOfDay(dayKey: string, timeZone: string): SkyOfDay {
  const dayStart = zonedDateTimeToUtc(dayKey, '00:00', timeZone).getTime();
  const dayEnd = zonedDateTimeToUtc(nextDayKey(dayKey), '00:00', timeZone).getTime();
  const noon = zonedDateTimeToUtc(dayKey, '12:00', timeZone);
  const positions = positionsAt(noon).filter((position) => isPlanet(position.point));
  const byPoint = (point: string): Position => positions.find((position) => position.point === point)!;
  const aspects = aspectsAmong(positions);
  const samples = sampleDay(dayStart, dayEnd);
  return {
    positions,
    sun: byPoint('Sun'),
    moon: byPoint('Moon'),
    phase: moonPhaseAt(noon),
    exactPhase: moonPhasesBetween(new Date(dayStart), new Date(dayEnd))[0],
    moonIngress: ingressesBetween(new Date(dayStart), new Date(dayEnd), ['Moon'])[0],
    dayAspects: aspects.map((aspect) => ({ aspect, exact: exactTimeWithin(aspect, samples) })),
  };
}

// The ephemeris work was most of a signed-in page's render; a day has a handful of zones in use.
const skyCacheSize = 256;
const skyCache = new Map<string, SkyOfDay>();

function skyOfDay(dayKey: string, timeZone: string): SkyOfDay {
  const key = `${dayKey} ${timeZone}`;
  const known = skyCache.get(key);
  if (known) return known;
  const sky = computeSkyOfDay(dayKey, timeZone);
  if (skyCache.size >= skyCacheSize) skyCache.delete(skyCache.keys().next().value as string);
  skyCache.set(key, sky);
  return sky;
}

/** The day's synopsis (spec 3) from the real sky of the user's day. Same user and day, same result. */
export function computeHomeSynopsis(input: HomeSynopsisInput): HomeSynopsis {
  const timeZone = input.timeZone && isValidTimeZone(input.timeZone) ? input.timeZone : 'UTC';
  const dayKey = localDayKey(input.date, timeZone);
  const seed = stableHash(`${input.user.id}|${dayKey}`);
  const {
    positions,
    sun,
    moon,
    phase,
    exactPhase,
    moonIngress,
    dayAspects: allDayAspects,
  } = skyOfDay(dayKey, timeZone);
  const natal = readNatal({ birthDate: input.birthDate ?? null });

  const highlights: RankedHighlight[] = [];

  // The Moon: phase and sign, with an exact quarter or a change of sign during the day.
  const phaseOrb = Math.min(...[0, 90, 180, 270, 360].map((angle) => Math.abs(phase.angle - angle)));
  let moonMessage = synopsisText.highlight.moon(phase.name, moon.sign);
  if (exactPhase)
    moonMessage += synopsisText.highlight.exactPhase(exactPhase.phase, localTime(exactPhase.time, timeZone));
  if (moonIngress)
    moonMessage += synopsisText.highlight.moonIngress(moonIngress.sign, localTime(moonIngress.time, timeZone));
  const moonBasis: Basis = { bodies: ['Sun', 'Moon'], phase: phase.name, sign: moon.sign, orb: round2(phaseOrb) };
  if (exactPhase) moonBasis.exactTime = exactPhase.time.toISOString();
  highlights.push({
    highlight: {
      message: moonMessage,
      category: 'moon',
      icon: 'moon',
      intensity: intensityFromPhaseOrb(phaseOrb),
      basis: moonBasis,
    },
    orb: phaseOrb,
  });

  // The day's aspects: the slower bodies within 3°, the Moon's only when they perfect today.
  const dayAspects = allDayAspects.filter(({ aspect, exact }) =>
    aspect.from === 'Moon' || aspect.to === 'Moon' ? exact !== undefined && aspect.orb < 6 : aspect.orb < 3,
  );
  let moonAspects = 0;
  for (const { aspect, exact } of dayAspects) {
    const withMoon = aspect.from === 'Moon' || aspect.to === 'Moon';
    // Sun-Moon aspects are the phase, already shown; one lunar aspect is enough beside the slower ones.
    if (withMoon && (aspect.from === 'Sun' || aspect.to === 'Sun' || moonAspects >= 1)) continue;
    if (withMoon) moonAspects++;
    const basis: Basis = { bodies: [aspect.from, aspect.to], aspect: aspect.kind, orb: round2(aspect.orb) };
    if (exact) basis.exactTime = exact.toISOString();
    let message = synopsisText.highlight.aspect(aspect.from, aspect.kind, aspect.to);
    if (exact) message += synopsisText.highlight.exactAt(localTime(exact, timeZone));
    highlights.push({
      highlight: {
        message,
        category: 'aspect',
        icon: iconFor(basis.bodies),
        intensity: intensityFromOrb(aspect.orb),
        basis,
      },
      orb: aspect.orb,
    });
  }

  // Retrogrades: the personal planets one by one, the slower ones together.
  const retrograde = positions.filter((position) => position.retrograde);
  for (const position of retrograde.filter((entry) => personalPlanets.has(entry.point))) {
    const intensity = intensityFromSpeed(position.point, position.speed);
    highlights.push({
      highlight: {
        message:
          synopsisText.highlight.retrograde(position.point) +
          (intensity === 'high' ? synopsisText.highlight.stationing : ''),
        category: 'retrograde',
        icon: 'planet',
        intensity,
        basis: { bodies: [position.point], sign: position.sign },
      },
      orb: 10,
    });
  }
  const outer = retrograde.filter((entry) => !personalPlanets.has(entry.point));
  if (outer.length > 0) {
    const intensity = outer
      .map((entry) => intensityFromSpeed(entry.point, entry.speed))
      .sort((a, b) => intensityRank[a] - intensityRank[b])[0]!;
    highlights.push({
      highlight: {
        message: synopsisText.highlight.retrogrades(listJoin(outer.map((entry) => entry.point))),
        category: 'retrograde',
        icon: 'planet',
        intensity,
        basis: { bodies: outer.map((entry) => entry.point) },
      },
      orb: 20,
    });
  }

  // The user's natal Sun: the tightest transit to it today, or the Moon passing through its sign.
  if (natal) {
    const toSun = aspectsBetween(positions, [natal.sun]).filter((aspect) => aspect.orb < 3)[0];
    if (toSun) {
      highlights.push({
        highlight: {
          message: synopsisText.highlight.natal(toSun.from, toSun.kind, natal.sun.sign),
          category: 'personal',
          icon: iconFor([toSun.from]),
          intensity: intensityFromOrb(toSun.orb),
          basis: {
            bodies: [toSun.from, 'natal Sun'],
            aspect: toSun.kind,
            orb: round2(toSun.orb),
            sign: natal.sun.sign,
          },
        },
        orb: toSun.orb,
      });
    } else if (moon.sign === natal.sun.sign) {
      highlights.push({
        highlight: {
          message: synopsisText.highlight.moonInSunSign(natal.sun.sign),
          category: 'personal',
          icon: 'moon',
          intensity: 'medium',
          basis: { bodies: ['Moon', 'natal Sun'], sign: natal.sun.sign },
        },
        orb: 5,
      });
    }
  }

  // Strongest first (intensity, then orb); the Moon always stays among the three the client shows.
  const [moonHighlight, ...others] = highlights;
  const ordered = others
    .sort(
      (a, b) =>
        intensityRank[a.highlight.intensity] - intensityRank[b.highlight.intensity] ||
        a.orb - b.orb ||
        a.highlight.message.localeCompare(b.highlight.message),
    )
    .slice(0, 4)
    .map((entry) => entry.highlight);
  const moonIndex = Math.min(
    2,
    ordered.findIndex((entry) => intensityRank[entry.intensity] > intensityRank[moonHighlight!.highlight.intensity]),
  );
  ordered.splice(moonIndex < 0 ? Math.min(2, ordered.length) : moonIndex, 0, moonHighlight!.highlight);
  const todaysHighlights = ordered;

  // Dos and don'ts, each with its basis (index for index).
  const slowAspects = dayAspects
    .map((entry) => entry.aspect)
    .filter((aspect) => aspect.from !== 'Moon' && aspect.to !== 'Moon');
  const easy = slowAspects.find((aspect) => synopsisText.aspectDo[aspect.kind]);
  const hard = slowAspects.find((aspect) => synopsisText.aspectDont[aspect.kind]);
  const personalRetro = retrograde.find((entry) => personalPlanets.has(entry.point));
  const dos: { text: string; basis: Basis }[] = [
    { text: synopsisText.phaseDo[phase.name]!, basis: { bodies: ['Sun', 'Moon'], phase: phase.name } },
    { text: synopsisText.moonDo[moon.sign]!, basis: { bodies: ['Moon'], sign: moon.sign } },
  ];
  if (easy) dos.push({ text: synopsisText.aspectDo[easy.kind]!(easy.from, easy.to), basis: aspectBasis(easy) });
  if (personalRetro) {
    dos.push({
      text: synopsisText.retrogradeDo(personalRetro.point),
      basis: { bodies: [personalRetro.point], sign: personalRetro.sign },
    });
  }
  const donts: { text: string; basis: Basis }[] = [
    { text: synopsisText.moonDont[moon.sign]!, basis: { bodies: ['Moon'], sign: moon.sign } },
    { text: synopsisText.phaseDont[phase.name]!, basis: { bodies: ['Sun', 'Moon'], phase: phase.name } },
  ];
  if (hard) donts.push({ text: synopsisText.aspectDont[hard.kind]!(hard.from, hard.to), basis: aspectBasis(hard) });
  if (personalRetro) {
    donts.push({
      text: synopsisText.retrogradeDont(personalRetro.point),
      basis: { bodies: [personalRetro.point], sign: personalRetro.sign },
    });
  }
  // The client shows two of each: lead with the tightest aspect when it is within 1°, else the Moon.
  if (easy && easy.orb < 1) dos.unshift(dos.splice(2, 1)[0]!);
  if (hard && hard.orb < 1) donts.unshift(donts.splice(2, 1)[0]!);

  // General energy, keywords and the career insight.
  const lead = slowAspects[0];
  const energy = [
    synopsisText.energy.phase(phase.name, moon.sign, phaseGuidance[phase.name]!.meaning),
    synopsisText.energy.sun(sun.sign, signThemes[sun.sign]!),
  ];
  if (lead) energy.push(synopsisText.energy.aspect(lead.from, lead.kind, lead.to, aspectMeanings[lead.kind]!.does));
  if (personalRetro) energy.push(synopsisText.energy.retrograde(personalRetro.point));
  if (natal) energy.push(synopsisText.energy.natal(natal.sun.sign, signThemes[moon.sign]!));

  const keywords = unique([
    synopsisText.phaseKeyword[phase.name]!,
    synopsisText.signKeyword[moon.sign]!,
    ...(lead ? [synopsisText.aspectKeyword[lead.kind]!] : []),
    ...(personalRetro ? ['review'] : []),
    synopsisText.signKeyword[sun.sign]!,
  ]).slice(0, 5);

  const careerAspect = slowAspects.find((aspect) =>
    ['Saturn', 'Jupiter', 'Mars', 'Mercury', 'Sun'].some((body) => aspect.from === body || aspect.to === body),
  );
  let careerInsight = careerAspect
    ? synopsisText.career.aspect(
        careerAspect.from,
        careerAspect.kind,
        careerAspect.to,
        synopsisText.career.byKind[careerAspect.kind]!,
      )
    : positions.find((entry) => entry.point === 'Mercury')!.retrograde
      ? synopsisText.career.mercuryRetrograde
      : synopsisText.career.quiet(moon.sign, signThemes[moon.sign]!);
  if (natal) {
    const element = signs.find((entry) => entry.name === natal.sun.sign)!.element;
    careerInsight += ` ${synopsisText.career.natal(natal.sun.sign, synopsisText.elementWork[element]!)}`;
  }

  // The quote and the teaching, suited to the day's sky; ties broken by the user and the day.
  const dayTags = unique([
    'Moon',
    phase.name,
    moon.sign,
    sun.sign,
    ...(lead ? [lead.kind, lead.from, lead.to] : []),
    ...retrograde.filter((entry) => personalPlanets.has(entry.point)).flatMap((entry) => [entry.point, 'retrograde']),
    ...(natal ? [natal.sun.sign] : []),
  ]);
  const wanted = new Set(dayTags.map((tag) => tag.toLowerCase()));
  const quoteScores = dailyQuotes.map((quote, index) => ({
    quote,
    score: quote.tags.filter((tag) => wanted.has(tag.toLowerCase())).length,
    tie: (seed + index * 2654435761) >>> 0,
  }));
  const best = quoteScores.sort((a, b) => b.score - a.score || a.tie - b.tie)[0]!.quote;

  const knowledge = teachingsOrSeed(input.teachings);
  const rankedTeachings = rankTeachings(knowledge, {
    text: `${phaseGuidance[phase.name]!.meaning} ${signThemes[moon.sign]}`,
    tags: dayTags,
    domain: 'Esoteric Wisdom',
  });
  const top = rankedTeachings.slice(0, 3);
  const teaching = top.length > 0 ? top[seed % top.length]!.teaching : knowledge[seed % knowledge.length]!;

  return {
    date: dayKey,
    userName: input.user.displayName?.trim() || input.user.username,
    generalEnergy: energy.join(' '),
    keywords,
    dos: dos.map((entry) => entry.text),
    donts: donts.map((entry) => entry.text),
    dosBasis: dos.map((entry) => entry.basis),
    dontsBasis: donts.map((entry) => entry.basis),
    careerInsight,
    todaysHighlights,
    dailyQuote: { quote: best.quote, author: best.author },
    spiritualTeaching: {
      teaching: teaching.content,
      source: teaching.source ?? teaching.title,
      tradition: teaching.tradition ?? teaching.domain,
    },
  };
}

function aspectBasis(aspect: Aspect): Basis {
  return { bodies: [aspect.from, aspect.to], aspect: aspect.kind, orb: round2(aspect.orb) };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
