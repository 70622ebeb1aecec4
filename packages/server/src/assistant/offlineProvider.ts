import { DailyPlannerContextSchema } from '@app/contract';
import {
  type Aspect,
  aspectsAmong,
  moonPhasesBetween,
  type Planet,
  type Position,
  signedDifference,
  signs,
} from '@app/sky';
import * as v from 'valibot';
import { detectIntentInConversation, type Intent, type Topic } from './intent';
import {
  aspectMeanings,
  assistantMessages,
  moonNeeds,
  offlineText,
  phaseGuidance,
  planetMeanings,
  signThemes,
  skyText,
  topicTexts,
} from './messages';
import { type PersonaVoice, seleneOriginalVoice, withName } from './persona';
import { notableAspects, readSkyForMinute, type SkyReading } from './skyReading';
import { bridgeFor, citeTeaching, gistOf, rankTeachings, teachingsOrSeed } from './teachings';
import type { AssistantContext, AssistantProvider, KnowledgeTeaching } from './types';
import { offlineWriting } from './writing';

/** Which topic leads the answer when a question touches several. */
const topicPriority: readonly Topic[] = [
  'natal-chart',
  'saturn',
  'retrograde',
  'transits',
  'hermetic',
  'moon-phase',
  'shadow',
  'inner-critic',
  'grief',
  'relationships',
  'anxiety',
  'anger',
  'career',
  'money',
  'meditation',
  'intentions',
  'habits',
  'purpose',
  'today',
];

const slowPlanets: ReadonlySet<string> = new Set(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);

/** FNV-1a: a small stable hash, so the same inputs always pick the same variants. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function pick<T>(items: readonly T[], seed: number, offset = 0): T {
  return items[(seed + offset) % items.length]!;
}

/** `count` distinct items, starting at a seeded place and keeping the list's order. */
function pickSome<T>(items: readonly T[], seed: number, count: number): T[] {
  if (items.length <= count) return [...items];
  const start = seed % items.length;
  return Array.from({ length: count }, (_, i) => items[(start + i) % items.length]!);
}

const round1 = (value: number) => value.toFixed(1);
const percent = (value: number) => `${Math.round(value * 100)}%`;

const utcDayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

function formatUtcDay(date: Date): string {
  return utcDayFormat.format(date);
}

type PhaseEvent = ReturnType<typeof moonPhasesBetween>[number];
/** The last next-phase search (the sky is read per minute, so every reply of a minute asks the same). */
let lastPhaseSearch: { at: number; next: PhaseEvent | undefined } | undefined;

/** The first Moon quarter in the 30 days after `at`: a search, memoised for the last `at` asked. */
export function nextMoonPhase(at: Date): PhaseEvent | undefined {
  const time = at.getTime();
  if (lastPhaseSearch?.at !== time) {
    lastPhaseSearch = { at: time, next: moonPhasesBetween(at, new Date(time + 30 * 86_400_000))[0] };
  }
  return lastPhaseSearch.next;
}

function signInfo(sign: string) {
  return signs.find((entry) => entry.name === sign)!;
}

function aspectLine(aspect: Aspect, natal: boolean): string {
  const meets =
    aspect.from === aspect.to
      ? skyText.ownCycle(aspect.from, planetMeanings[aspect.from]!)
      : skyText.meets(planetMeanings[aspect.from]!, planetMeanings[aspect.to]!);
  return skyText.aspect(
    natal ? skyText.transiting(aspect.from) : aspect.from,
    aspect.kind,
    natal ? skyText.yourNatal(aspect.to) : aspect.to,
    round1(aspect.orb),
    aspect.applying,
    meets,
    aspectMeanings[aspect.kind]!.does,
  );
}

function skyOpening(sky: SkyReading): string {
  return skyText.opening(
    sky.sun.sign,
    sky.phase.name,
    sky.moon.sign,
    percent(sky.phase.illumination),
    moonNeeds[sky.moon.sign]!,
  );
}

function retrogradeLine(sky: SkyReading): string {
  if (sky.retrogrades.length === 0) return skyText.noRetrogrades;
  const personal = sky.retrogrades.filter((planet) => ['Mercury', 'Venus', 'Mars'].includes(planet));
  const list = sky.retrogrades.join(', ');
  return personal.length > 0
    ? skyText.personalRetrogrades(
        list,
        personal.join(' and '),
        personal.map((planet) => planetMeanings[planet]).join(' and '),
      )
    : skyText.outerRetrogrades(list);
}

/** The phrasing of the reply being composed (the persona's). */
type Phrasing = PersonaVoice['phrasing'];

function natalLine(sky: SkyReading): string | null {
  const natal = sky.natal;
  if (!natal) return null;
  const sun = signInfo(natal.sun.sign);
  const parts = [
    skyText.natalSun(natal.sun.sign, sun.element, sun.modality.toLowerCase(), sun.ruler, signThemes[natal.sun.sign]!),
    offlineText.moonUncertain(natal.moon.sign, natal.moonSignCertain),
  ];
  if (natal.ascendant) parts.push(skyText.natalAscendant(natal.ascendant.sign));
  return `${parts.join('; ')}.`;
}

// Sections of the answer, per topic. Each returns markdown paragraphs or list items.

function natalChartSky(sky: SkyReading, phrasing: Phrasing): string[] {
  const natal = sky.natal;
  if (!natal) return [phrasing.noBirthData, skyOpening(sky)];
  const sun = signInfo(natal.sun.sign);
  const saturn = natal.positions.find((position) => position.point === 'Saturn')!;
  const strengths = [
    skyText.coreStrength(natal.sun.sign, signThemes[natal.sun.sign]!, sun.element, skyText.elementGift[sun.element]!),
    skyText.emotionalGround(natal.moon.sign, natal.moonSignCertain, moonNeeds[natal.moon.sign]!),
  ];
  if (natal.ascendant) strengths.push(skyText.meetTheWorld(natal.ascendant.sign, signThemes[natal.ascendant.sign]!));
  strengths.push(skyText.saturnLesson(saturn.sign, saturn.house, signThemes[saturn.sign]!));
  const inner = aspectsAmong(natal.positions)
    .filter((aspect) => aspect.orb <= 3)
    .slice(0, 2);
  const lines = [natalLine(sky)!, strengths.join('\n')];
  if (inner.length > 0) lines.push(skyText.innerAspects(inner.map((aspect) => aspectLine(aspect, false)).join(' ')));
  if (!natal.timeKnown) lines.push(skyText.noHouses);
  return lines;
}

function transitsSky(sky: SkyReading, phrasing: Phrasing): string[] {
  const lines = [skyOpening(sky)];
  const natal = sky.natal;
  if (natal) {
    const slow = natal.transits.filter((aspect) => slowPlanets.has(aspect.from) && aspect.orb <= 3).slice(0, 3);
    const fast = natal.transits.filter((aspect) => !slowPlanets.has(aspect.from) && aspect.orb <= 2).slice(0, 2);
    lines.push(
      slow.length > 0
        ? skyText.slowTransits(
            slow
              .map(
                (aspect) => `- ${aspectLine(aspect, true)} ${skyText.workWith(aspectMeanings[aspect.kind]!.workWith)}`,
              )
              .join('\n'),
          )
        : skyText.quietBackground,
    );
    if (fast.length > 0)
      lines.push(skyText.fastTransits(fast.map((aspect) => `- ${aspectLine(aspect, true)}`).join('\n')));
  } else {
    const aspects = notableAspects(sky.aspects, 3);
    if (aspects.length > 0)
      lines.push(skyText.everyone(aspects.map((aspect) => `- ${aspectLine(aspect, false)}`).join('\n')));
    lines.push(phrasing.noBirthData);
  }
  lines.push(retrogradeLine(sky));
  return lines;
}

function saturnSky(sky: SkyReading, phrasing: Phrasing): string[] {
  const saturn = sky.positions.find((position) => position.point === 'Saturn')!;
  const lines = [
    skyText.saturnNow(Math.floor(saturn.degreeInSign), saturn.sign, saturn.retrograde, signThemes[saturn.sign]!),
  ];
  const natal = sky.natal;
  if (natal) {
    const natalSaturn = natal.positions.find((position) => position.point === 'Saturn')!;
    const distance = Math.abs(signedDifference(saturn.longitude, natalSaturn.longitude));
    lines.push(skyText.natalSaturn(natalSaturn.sign, signThemes[natalSaturn.sign]!), saturnCycleLine(distance));
    const contacts = natal.transits.filter(
      (aspect) => aspect.from === 'Saturn' && aspect.to !== 'Saturn' && aspect.orb <= 3,
    );
    if (contacts.length > 0) lines.push(contacts.map((aspect) => `- ${aspectLine(aspect, true)}`).join('\n'));
  } else {
    lines.push(`${skyText.saturnCycle} ${phrasing.noBirthData}`);
  }
  return lines;
}

function saturnCycleLine(distance: number): string {
  if (distance <= 10) return skyText.saturnReturn(round1(distance));
  if (Math.abs(distance - 180) <= 10) return skyText.saturnOpposition(round1(Math.abs(distance - 180)));
  if (Math.abs(distance - 90) <= 10) return skyText.saturnSquare(round1(Math.abs(distance - 90)));
  return skyText.saturnBetween(Math.round(distance));
}

function retrogradeSky(sky: SkyReading, intent: Intent): string[] {
  const lines = [skyOpening(sky)];
  for (const body of intent.bodies.filter((entry) => entry !== 'Sun' && entry !== 'Moon')) {
    const position = sky.positions.find((entry) => entry.point === body)!;
    lines.push(
      position.retrograde
        ? skyText.isRetrograde(body, position.sign, planetMeanings[body]!)
        : skyText.notRetrograde(body, position.sign, round1(position.speed)),
    );
  }
  lines.push(retrogradeLine(sky));
  return lines;
}

function moonSky(sky: SkyReading): string[] {
  const guidance = phaseGuidance[sky.phase.name]!;
  const next = nextMoonPhase(sky.at);
  const lines = [
    skyText.moonNow(
      sky.phase.name,
      sky.moon.sign,
      percent(sky.phase.illumination),
      guidance.meaning,
      moonNeeds[sky.moon.sign]!,
    ),
  ];
  if (next) lines.push(skyText.nextPhase(next.phase, next.sign, formatUtcDay(next.time)));
  lines.push(skyText.moonPractice(guidance.intention, guidance.reflection));
  return lines;
}

function hermeticSky(sky: SkyReading): string[] {
  const opposition = notableAspects(sky.aspects, 8).find((aspect) => aspect.kind === 'opposition');
  const lines = [
    skyText.hermeticAbove(sky.phase.name, sky.moon.sign, sky.sun.sign, phaseGuidance[sky.phase.name]!.meaning),
  ];
  if (opposition) {
    lines.push(
      skyText.hermeticPolarity(
        opposition.from,
        opposition.to,
        round1(opposition.orb),
        planetMeanings[opposition.from]!,
        planetMeanings[opposition.to]!,
      ),
    );
  }
  if (sky.natal) lines.push(skyText.hermeticBirth(sky.natal.sun.sign, signThemes[sky.natal.sun.sign]!));
  return lines;
}

/** The planet a mainly psychological or spiritual topic looks to for its short astrological note. */
const topicFocus: Partial<Record<Topic, Planet>> = {
  relationships: 'Venus',
  anger: 'Mars',
  career: 'Saturn',
  money: 'Venus',
  shadow: 'Pluto',
  'inner-critic': 'Saturn',
  anxiety: 'Mercury',
  grief: 'Pluto',
  purpose: 'Jupiter',
  meditation: 'Neptune',
  habits: 'Mars',
};

/** A short astrological note for questions that are mainly psychological or spiritual. */
function lightSky(sky: SkyReading, topic: Topic): string[] {
  const lines = [skyOpening(sky)];
  const body = topicFocus[topic];
  if (body) {
    const position: Position = sky.positions.find((entry) => entry.point === body)!;
    const aspect = notableAspects(sky.aspects, 12).find((entry) => entry.from === body || entry.to === body);
    const focus = skyText.focusPlanet(body, planetMeanings[body]!, position.sign, position.retrograde);
    const aspectNote = aspect
      ? skyText.focusAspect(
          aspect.kind,
          aspect.from === body ? aspect.to : aspect.from,
          round1(aspect.orb),
          aspectMeanings[aspect.kind]!.does,
        )
      : '';
    lines.push(`${focus}${aspectNote}.`);
  }
  if (sky.natal && (topic === 'relationships' || topic === 'career' || topic === 'purpose'))
    lines.push(natalLine(sky)!);
  return lines;
}

function skySection(topic: Topic | 'general', sky: SkyReading, intent: Intent, phrasing: Phrasing): string[] {
  switch (topic) {
    case 'natal-chart':
      return natalChartSky(sky, phrasing);
    case 'transits':
    case 'today':
      return transitsSky(sky, phrasing);
    case 'saturn':
      return saturnSky(sky, phrasing);
    case 'retrograde':
      return retrogradeSky(sky, intent);
    case 'moon-phase':
    case 'intentions':
      return moonSky(sky);
    case 'hermetic':
      return hermeticSky(sky);
    case 'general':
      // A question that names bodies or signs has its answer in the named section; the rest is context.
      return intent.domain === 'Astrology' && intent.bodies.length + intent.signs.length === 0
        ? transitsSky(sky, phrasing)
        : [skyOpening(sky)];
    default:
      return lightSky(sky, topic);
  }
}

/** What the question names: each planet where it is now, each sign's nature, and the pair when both are named. */
function namedSection(topic: Topic | 'general', sky: SkyReading, intent: Intent): string[] {
  const lines: string[] = [];
  // Saturn and retrograde answers already place the planets they are about; the luminaries are in every opening.
  const bodies = intent.bodies.filter(
    (body) => body !== 'Sun' && body !== 'Moon' && !(topic === 'saturn' && body === 'Saturn') && topic !== 'retrograde',
  );
  for (const body of bodies) {
    const position = sky.positions.find((entry) => entry.point === body)!;
    lines.push(
      skyText.namedBody(
        body,
        planetMeanings[body]!,
        Math.floor(position.degreeInSign),
        position.sign,
        position.retrograde,
      ),
    );
  }
  for (const sign of intent.signs) {
    const info = signInfo(sign);
    lines.push(skyText.namedSign(sign, info.modality.toLowerCase(), info.element, info.ruler, signThemes[sign]!));
  }
  const [body] = intent.bodies;
  const [sign] = intent.signs;
  if (body && sign && intent.bodies.length === 1 && intent.signs.length === 1) {
    lines.push(skyText.namedPair(body, sign, planetMeanings[body]!, signThemes[sign]!));
  }
  return lines;
}

function teachingParagraph(teaching: KnowledgeTeaching): string {
  return `**${teaching.title}.** ${teaching.content}`;
}

function plannerSection(context: unknown, phrasing: Phrasing): string[] | null {
  const parsed = v.safeParse(DailyPlannerContextSchema, context);
  if (!parsed.success) return null;
  const data = parsed.output.dailyPlannerData;
  const lines = [`### ${phrasing.plannerHeading} (${data.date})`, '', data.generalEnergy];
  if (data.keywords.length > 0) lines.push('', `**${skyText.plannerKeywords}:** ${data.keywords.join(', ')}`);
  if (data.todaysHighlights.length > 0) {
    lines.push(
      '',
      ...data.todaysHighlights.map((item) => `- **${item.message}** (${skyText.plannerIntensity(item.intensity)})`),
    );
  }
  if (data.dos.length > 0 || data.donts.length > 0) {
    lines.push('');
    if (data.dos.length > 0) lines.push(`**${skyText.plannerDos}:** ${data.dos.join('; ')}.`);
    if (data.donts.length > 0) lines.push(`**${skyText.plannerDonts}:** ${data.donts.join('; ')}.`);
  }
  if (data.careerInsight) lines.push('', `**${skyText.plannerWork}:** ${data.careerInsight}`);
  return lines;
}

/** A line that shows Selene remembers: the Sun sign, and that the answer is kept short when asked. */
function rememberedLine(memories: AssistantContext['memories']): string[] {
  const sun = memories?.find((memory) => memory.key === 'sun-sign')?.text.replace(/^Sun in /, '');
  const short = memories?.some((memory) => memory.key === 'answer-length' && /short/i.test(memory.text));
  const parts: string[] = [];
  if (sun) parts.push(`As a ${sun} Sun, you may feel this in your own way.`);
  if (short) parts.push('You asked me to keep things short, so I will.');
  return parts.length > 0 ? ['', parts.join(' ')] : [];
}

/**
 * Selene's offline answer, piece by piece as it is composed: the opening first (it needs neither the
 * sky nor the knowledge base), then the sky, the teachings, the practice and the close. The pieces
 * concatenate to `composeOfflineReply`. Pure.
 */
export function* offlineReplyPieces(ctx: AssistantContext): Generator<string> {
  const name = ctx.user.displayName?.trim() || ctx.user.username;
  const intent = detectIntentInConversation(ctx.question, ctx.history);
  const seed = stableHash(`${ctx.question.trim().toLowerCase()}|${ctx.now.toISOString().slice(0, 10)}|${ctx.user.id}`);
  // The persona's phrasing (Selene's original words when the context names no persona).
  const phrasing = (ctx.persona ?? seleneOriginalVoice).phrasing;
  const planner = plannerSection(ctx.dailyPlannerContext, phrasing);
  // Each section is a run of lines; the reply is all the lines joined by newlines.
  let started = false;
  const section = (lines: string[]) => {
    const text = `${started ? '\n' : ''}${lines.join('\n')}`;
    started = true;
    return text;
  };
  const readSky = () =>
    readSkyForMinute(ctx.now, { birthDate: ctx.birthDate, birthTime: ctx.birthTime, birthPlace: ctx.birthPlace });

  if (intent.smallTalk && !planner) {
    yield section([withName(intent.smallTalk === 'greeting' ? phrasing.greeting : phrasing.thanks, name), '']);
    yield section([skyOpening(readSky()), '', phrasing.greetingInvite]);
    return;
  }

  const topic: Topic | 'general' = planner
    ? 'today'
    : (topicPriority.find((candidate) => intent.topics.includes(candidate)) ?? 'general');
  const text = topicTexts[topic] ?? topicTexts.general!;
  const remembered = rememberedLine(ctx.memories);
  yield section(
    planner
      ? [...planner, '']
      : [`### ${pick(text.headings, seed)}`, '', pick(text.leads, seed, 1)(name), ...remembered, ''],
  );
  // A stated preference for short answers: the opening, the sky and one practice, nothing more.
  const short = ctx.memories?.some((memory) => memory.key === 'answer-length' && /short/i.test(memory.text)) ?? false;

  const sky = readSky();
  const skyLabel = topic === 'natal-chart' && sky.natal ? phrasing.chartHeading : phrasing.skyHeading;
  const skyLines = [...namedSection(topic, sky, intent), ...skySection(topic, sky, intent, phrasing)];
  yield section([`**${skyLabel}.** ${skyLines.join('\n\n')}`, '']);
  if (short) {
    yield section([`#### ${phrasing.practiceHeading}`, '', `- ${pick(text.practices, seed)}`]);
    return;
  }

  const skyTags =
    intent.domain === 'Astrology' || topic === 'moon-phase' || topic === 'today'
      ? [
          sky.phase.name,
          sky.moon.sign,
          ...notableAspects(sky.aspects, 3).flatMap((aspect) => [aspect.kind, aspect.from, aspect.to]),
        ]
      : [];
  const ranked = rankTeachings(teachingsOrSeed(ctx.teachings), {
    text: ctx.question,
    tags: [...intent.tags, ...skyTags],
    strongTags: intent.tags,
    domain: intent.domain,
  });
  // One teaching from the question's domain, and a second from another domain when one matches well, for breadth.
  const first = ranked[0]?.teaching;
  const second =
    ranked.find((entry) => entry.teaching.domain !== first?.domain && entry.score >= 6)?.teaching ??
    ranked[1]?.teaching;
  const chosen = [first, second].filter((teaching): teaching is KnowledgeTeaching => Boolean(teaching));
  // A teaching drawn on that an admin linked to one of another domain: a short bridge to it.
  const bridge = bridgeFor(chosen, teachingsOrSeed(ctx.teachings), ctx.teachingLinks);
  if (chosen.length > 0) {
    yield section([
      `#### ${phrasing.teachingHeading}`,
      '',
      ...chosen.flatMap((teaching) => [teachingParagraph(teaching), '']),
      ...(bridge
        ? [offlineText.bridge(bridge.from.title, bridge.to.domain, bridge.to.title, gistOf(bridge.to.content)), '']
        : []),
    ]);
  }

  yield section([
    `#### ${phrasing.practiceHeading}`,
    '',
    ...pickSome(text.practices, seed, 3).map((item) => `- ${item}`),
    '',
  ]);
  const close = [`**${phrasing.reflectHeading}:** ${pick(text.questions, seed, 2)}`];
  const cited = bridge ? [...chosen, bridge.to] : chosen;
  if (cited.length > 0) close.push('', `_${phrasing.sources}: ${cited.map(citeTeaching).join('; ')}._`);
  if (intent.mentionsHealth) close.push('', `_${assistantMessages.careLine}_`);
  yield section(close);
}

/** Selene's offline answer: intent, the real sky for `now`, matching teachings; markdown. Pure. */
export function composeOfflineReply(ctx: AssistantContext): string {
  return [...offlineReplyPieces(ctx)].join('');
}

/** The default provider: works offline, from the knowledge base and the real sky. */
export function createOfflineProvider(): AssistantProvider {
  return {
    name: 'offline',
    writing: offlineWriting,
    async reply(ctx) {
      ctx.signal?.throwIfAborted();
      return composeOfflineReply(ctx);
    },
    async *stream(ctx) {
      // Each piece goes out as soon as it is composed: no delay is added.
      for (const piece of offlineReplyPieces(ctx)) {
        ctx.signal?.throwIfAborted();
        yield piece;
      }
    },
  };
}
