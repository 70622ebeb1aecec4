// The copy of `/soulprint` (its own module: only the lazy page reads it).
import { feedbackDomainNames as domainNames, type FeedbackDomain } from '@app/contract/feedbackConversations';
import type { SoulprintAspect } from '@app/contract/soulprint';

const count = new Intl.NumberFormat('en');
const degrees = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`;

/** The topics Selene reads in a question, as people say them. */
const topics: Record<string, string> = {
  relationships: 'Relationships',
  career: 'Career and work',
  money: 'Money',
  'natal-chart': 'Their natal chart',
  transits: 'Transits',
  saturn: 'Saturn',
  retrograde: 'Retrogrades',
  'moon-phase': 'Moon phases',
  intentions: 'Intentions',
  anxiety: 'Anxiety',
  'inner-critic': 'The inner critic',
  shadow: 'Shadow work',
  hermetic: 'Hermetic teachings',
  meditation: 'Meditation',
  grief: 'Grief',
  purpose: 'Purpose',
  anger: 'Anger',
  habits: 'Habits',
  today: 'The day ahead',
};

const aspectWords: Record<SoulprintAspect['kind'], string> = {
  conjunction: 'conjunct',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
};

export const soulprintMessages = {
  lead: 'A synthesis of one person: their natal chart, what they ask Selene about, and how they rate her replies. Each line shows the evidence it rests on. Opening a soulprint is recorded in the audit log.',
  search: 'Find a person',
  searchHint: 'By username, e-mail or name.',
  peopleTitle: 'People',
  peopleLoading: 'Loading people',
  peopleFailed: 'The people could not be loaded.',
  retry: 'Try again',
  peopleCount: (total: number) => (total === 1 ? '1 person found.' : `${count.format(total)} people found.`),
  noPeople: 'Nobody matches this search.',
  openPerson: (username: string, name: string | null) => (name ? `${username} (${name})` : username),
  choose: 'Choose a person to see their soulprint.',
  detailLabel: 'Soulprint of the chosen person',
  title: (username: string) => `Soulprint of ${username}`,
  titleUnknown: 'Soulprint',
  loading: 'Reading their soulprint',
  failed: 'This soulprint could not be loaded.',
  notFound: 'This person was not found.',
  back: 'Back to the people',
  auditNote: 'You opened this soulprint: the audit log records it.',
  summary: (questions: number, conversations: number) =>
    `Read from ${plural(questions, 'question', 'questions')} in ${plural(conversations, 'conversation', 'conversations')}.`,
  natal: {
    title: 'Natal chart highlights',
    none: 'No birth data is stored for this person: they have not given a birth date in onboarding or on the astrology page.',
    born: (date: string, time: string | null, place: string | null) =>
      `Born ${date}${time ? ` at ${time}` : ', time unknown'}${place ? ` in ${place}` : ''}.`,
    placement: (point: string, sign: string, degree: number, house: number | null, retrograde: boolean) =>
      `${point} in ${sign} ${degrees.format(degree)}°${house ? `, house ${house}` : ''}${retrograde ? ', retrograde' : ''}`,
    moonUncertain: ' (without a birth time, the Moon may have changed sign that day)',
    noTime: 'Without a birth time and place, the ascendant and houses are unknown.',
    element: (element: string, n: number) =>
      `Mostly ${element}: ${n} of the 10 planets in ${element.toLowerCase()} signs`,
    retrograde: (points: string[]) => `Retrograde at birth: ${points.join(', ')}`,
    noRetrograde: 'No planet retrograde at birth',
    aspect: (aspect: SoulprintAspect) =>
      `${aspect.from} ${aspectWords[aspect.kind]} ${aspect.to} (orb ${degrees.format(aspect.orb)}°)`,
  },
  themes: {
    title: 'Recurring themes',
    none: 'No theme stands out yet: they have asked nothing Selene could place.',
    line: (topic: string, questions: number) =>
      `${topics[topic] ?? topic.replace(/-/g, ' ')}: ${plural(questions, 'question', 'questions')}`,
  },
  domains: {
    title: 'Knowledge domains',
    none: 'No domain yet.',
    line: (domain: FeedbackDomain, questions: number, total: number) =>
      `${domainNames[domain]}: ${plural(questions, 'question', 'questions')}${total > 0 ? ` (${Math.round((questions / total) * 100)}%)` : ''}`,
  },
  feedback: {
    title: 'Feedback tendencies',
    none: 'They have not rated any of Selene’s replies yet.',
    line: (domain: FeedbackDomain | null, positive: number, negative: number) =>
      `${domain ? domainNames[domain] : 'Domain not recorded'}: ${count.format(positive)} helpful, ${count.format(negative)} not helpful`,
    leaning: (positive: number, negative: number) =>
      positive > negative ? 'mostly helpful' : negative > positive ? 'mostly not helpful' : 'mixed',
  },
  evidence: {
    label: (line: string) => `Evidence for “${line}”`,
    profile: 'Birth data from their profile',
    memory: (text: string) => `Selene remembers: “${text}”`,
    seeMemory: 'See it in the memory explorer',
    question: (snippet: string) => `They asked: “${snippet}”`,
    reply: (snippet: string, rating: 'positive' | 'negative') =>
      `${rating === 'positive' ? 'Rated helpful' : 'Rated not helpful'}: “${snippet}”`,
    openConversation: 'Open the conversation',
    at: (when: string) => when,
  },
} as const;
