import { type Planet, planets, type SignName, signs } from '@app/sky';
import type { KnowledgeDomainName } from './knowledgeSeed';

/** What a question is about; each topic has a teaching vocabulary and a domain leaning. */
export type Topic =
  | 'relationships'
  | 'career'
  | 'money'
  | 'natal-chart'
  | 'transits'
  | 'saturn'
  | 'retrograde'
  | 'moon-phase'
  | 'intentions'
  | 'anxiety'
  | 'inner-critic'
  | 'shadow'
  | 'hermetic'
  | 'meditation'
  | 'grief'
  | 'purpose'
  | 'anger'
  | 'habits'
  | 'today';

interface TopicRule {
  topic: Topic;
  pattern: RegExp;
  /** Points toward each domain when the topic is present. */
  weights: Partial<Record<KnowledgeDomainName, number>>;
  /** Teaching tags the topic looks for. */
  tags: string[];
}

const topicRules: readonly TopicRule[] = [
  {
    topic: 'relationships',
    pattern:
      /\b(relationships?|partners?|love|lover|loving|boyfriend|girlfriend|husband|wife|marriage|married|dating|date|break ?up|divorce|romance|romantic|soul ?mate|crush|friendships?|attachment|intimacy|family|jealous\w*)\b/,
    weights: { Psychology: 2, Astrology: 0.5 },
    tags: ['relationships', 'love', 'attachment', 'patterns', 'Venus', 'projection'],
  },
  {
    topic: 'career',
    pattern:
      /\b(career|job|jobs|(?<!(shadow|inner|soul|breath) )work|working|boss|promotion|business|vocation|calling|colleagues?|interview|profession\w*|office|project|deadline)\b/,
    weights: { Psychology: 1, Astrology: 1, 'Esoteric Wisdom': 0.5 },
    tags: ['career', 'work', 'purpose', 'action', 'Saturn', 'Midheaven'],
  },
  {
    topic: 'money',
    pattern: /\b(money|finances?|financial|salary|debt|savings|invest\w*|income|abundance)\b/,
    weights: { Astrology: 1, Psychology: 0.5 },
    tags: ['money', 'values', 'Venus', 'Jupiter', 'Taurus'],
  },
  {
    topic: 'natal-chart',
    pattern:
      /\b(natal|birth ?chart|my chart|rising( sign)?|ascendant|sun sign|moon sign|big three|placements?|houses?|core strengths|strengths)\b/,
    weights: { Astrology: 3 },
    tags: ['natal chart', 'Sun', 'Moon', 'strengths', 'potential', 'houses', 'luminaries'],
  },
  {
    topic: 'transits',
    pattern:
      /\b(transits?|transiting|planetary|planets|right now|this week|this month|current(ly)? (sky|energies|energy))\b/,
    weights: { Astrology: 3 },
    tags: ['transits', 'timing', 'aspect'],
  },
  {
    topic: 'saturn',
    pattern: /\bsaturn\w*\b/,
    weights: { Astrology: 3 },
    tags: ['Saturn', 'Saturn return', 'patience', 'discipline', 'maturity', 'responsibility'],
  },
  {
    topic: 'retrograde',
    pattern: /\bretrograd\w*\b/,
    weights: { Astrology: 3 },
    tags: ['retrograde', 'review'],
  },
  {
    topic: 'moon-phase',
    pattern:
      /\b(moon phases?|phase of the moon|(full|new|waxing|waning|crescent|gibbous|quarter) moons?|lunar|lunation|moon)\b/,
    weights: { Astrology: 1.5, 'Esoteric Wisdom': 1.5 },
    tags: ['Moon', 'phase', 'lunation', 'cycles', 'rhythm'],
  },
  {
    topic: 'intentions',
    pattern: /\b(intentions?|manifest\w*|rituals?|ceremony|altar|candle|prayer|pray)\b/,
    weights: { 'Esoteric Wisdom': 2 },
    tags: ['intention', 'prayer', 'beginnings', 'New Moon'],
  },
  {
    topic: 'anxiety',
    pattern:
      /\b(anxious|anxiety|worr(y|ied|ying)|panic\w*|stress\w*|overwhelm\w*|nervous|afraid|fear|fears|scared|restless|can'?t sleep|insomnia)\b/,
    weights: { Psychology: 2.5 },
    tags: ['anxiety', 'stress', 'grounding', 'mindfulness', 'breath', 'control'],
  },
  {
    topic: 'inner-critic',
    pattern:
      /\b(inner critic|self[- ]?critic\w*|critici[sz]e myself|hard on myself|not good enough|self[- ]?compassion|self[- ]?esteem|self[- ]?worth|confidence|shame|ashamed|guilt|kinder to myself|speak to myself)\b/,
    weights: { Psychology: 3 },
    tags: ['inner critic', 'self-compassion', 'shame', 'kindness', 'self-acceptance', 'parts'],
  },
  {
    topic: 'shadow',
    pattern:
      /\b(shadow( work)?|projection|projecting|jung\w*|hiding from|hidden parts?|unconscious|triggers?|triggered)\b/,
    weights: { Psychology: 3 },
    tags: ['shadow', 'shadow work', 'projection', 'unconscious', 'self-knowledge'],
  },
  {
    topic: 'hermetic',
    pattern: /\b(hermetic|hermes|as above,? so below|kybalion|emerald tablet|alchem\w*|principle of|correspondence)\b/,
    weights: { 'Esoteric Wisdom': 3.5 },
    tags: ['hermetic', 'as above so below', 'correspondence', 'rhythm', 'polarity'],
  },
  {
    topic: 'meditation',
    pattern:
      /\b(meditat\w*|mindful\w*|breath\w*|contemplat\w*|spiritual practice|stillness|presence|tao\w*|rumi|upanishad\w*|stoic\w*|buddh\w*|zen)\b/,
    weights: { 'Esoteric Wisdom': 2.5, Psychology: 0.5 },
    tags: ['meditation', 'breath', 'calm', 'mindfulness', 'present'],
  },
  {
    topic: 'grief',
    pattern: /\b(grie(f|ve|ving)|loss|lost (my|a)|passed away|mourning|bereave\w*|miss (him|her|them))\b/,
    weights: { Psychology: 2.5 },
    tags: ['grief', 'loss', 'endings'],
  },
  {
    topic: 'purpose',
    pattern:
      /\b(purpose|meaning|meaningful|calling|path|destiny|lessons?|here to learn|soul|why am i|stage of my life|life stage)\b/,
    weights: { Psychology: 1, Astrology: 1, 'Esoteric Wisdom': 1 },
    tags: ['purpose', 'meaning', 'growth', 'individuation', 'life stage'],
  },
  {
    topic: 'anger',
    pattern: /\b(anger|angry|furious|rage|resent\w*|conflict|fight|fighting|argu(e|ing|ment))\b/,
    weights: { Psychology: 2, Astrology: 0.5 },
    tags: ['anger', 'conflict', 'Mars', 'repair'],
  },
  {
    topic: 'habits',
    pattern:
      /\b(procrastinat\w*|motivat\w*|lazy|habits?|discipline|stuck|focus|routines?|put(ting)? (it|things) off)\b/,
    weights: { Psychology: 2 },
    tags: ['habits', 'action', 'values', 'beginnings', 'discipline', 'thoughts'],
  },
  {
    topic: 'today',
    pattern: /\b(today|tonight|my day|this day|daily planner|this morning|this evening)\b/,
    weights: { Astrology: 1.5 },
    tags: ['timing', 'transits'],
  },
];

const domainWords: readonly { domain: KnowledgeDomainName; pattern: RegExp; weight: number }[] = [
  {
    domain: 'Astrology',
    pattern:
      /\b(astrolog\w*|horoscope|zodiac|planets?|aspects?|sign|signs|conjunct\w*|trine|sextile|square|opposition|eclipse)\b/,
    weight: 2,
  },
  {
    domain: 'Psychology',
    pattern:
      /\b(psycholog\w*|therap\w*|emotions?|feelings?|patterns?|habits?|childhood|trauma|mindset|thoughts?|behaviou?r)\b/,
    weight: 1.5,
  },
  {
    domain: 'Esoteric Wisdom',
    pattern: /\b(esoteric|spiritual\w*|spirit|sacred|mystic\w*|wisdom|universe|energy|karma|divine|tarot|soul)\b/,
    weight: 1.5,
  },
];

const healthPattern =
  /\b(health|healthy|ill|illness|sick|disease|pain|doctor|medic\w*|symptoms?|diagnos\w*|therapy|therapist|depress\w*|insomnia|sleep|eating|weight|pregnan\w*|surgery|anxiety|panic attacks?)\b/;

export interface Intent {
  /** The domain the answer leans on. */
  domain: KnowledgeDomainName;
  /** Domain scores, for tests and for mixing teachings. */
  scores: Record<KnowledgeDomainName, number>;
  topics: Topic[];
  bodies: Planet[];
  signs: SignName[];
  /** A short greeting or a thank-you rather than a question. */
  smallTalk: 'greeting' | 'thanks' | null;
  /** Health comes up: the reply carries the guidance-not-treatment line. */
  mentionsHealth: boolean;
  /** Tags to look for in teachings. */
  tags: string[];
}

const domainOrder: readonly KnowledgeDomainName[] = ['Astrology', 'Psychology', 'Esoteric Wisdom'];

/** Reads a question: domain, topics, named bodies and signs, small talk and health. Pure. */
export function detectIntent(question: string): Intent {
  const text = question.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const scores: Record<KnowledgeDomainName, number> = { Astrology: 0, Psychology: 0, 'Esoteric Wisdom': 0 };
  const topics: Topic[] = [];
  const tags = new Set<string>();
  for (const rule of topicRules) {
    if (!rule.pattern.test(text)) continue;
    topics.push(rule.topic);
    for (const tag of rule.tags) tags.add(tag);
    for (const [domain, weight] of Object.entries(rule.weights) as [KnowledgeDomainName, number][]) {
      scores[domain] += weight;
    }
  }
  for (const { domain, pattern, weight } of domainWords) if (pattern.test(text)) scores[domain] += weight;

  const bodies = planets.filter((planet) => new RegExp(`\\b${planet.toLowerCase()}\\b`).test(text));
  const namedSigns = signs
    .map((sign) => sign.name)
    .filter((name) => new RegExp(`\\b${name.toLowerCase()}\\b`).test(text));
  // "Sun" and "Moon" alone are common words; they point to astrology less than the other bodies.
  for (const body of bodies) scores.Astrology += body === 'Sun' || body === 'Moon' ? 0.5 : 2;
  if (namedSigns.length > 0) scores.Astrology += 2;
  for (const body of bodies) tags.add(body);
  for (const sign of namedSigns) tags.add(sign);

  const best = Math.max(...Object.values(scores));
  const domain = best === 0 ? 'Psychology' : domainOrder.find((name) => scores[name] === best)!;

  const trimmed = text.trim();
  const words = trimmed.split(/\s+/).filter(Boolean);
  let smallTalk: Intent['smallTalk'] = null;
  if (topics.length === 0 && words.length <= 6) {
    if (/^(hi|hello|hey|good (morning|afternoon|evening)|greetings)\b/.test(trimmed)) smallTalk = 'greeting';
    else if (/\b(thank(s| you)|thx|grateful)\b/.test(trimmed)) smallTalk = 'thanks';
  }

  return {
    domain,
    scores,
    topics,
    bodies,
    signs: namedSigns,
    smallTalk,
    mentionsHealth: healthPattern.test(text),
    tags: [...tags],
  };
}

/** The question's intent; a short follow-up without topics ("tell me more") borrows the previous question's. */
export function detectIntentInConversation(
  question: string,
  history: readonly { content: string; isUserMessage: boolean }[],
): Intent {
  const intent = detectIntent(question);
  if (intent.topics.length > 0 || intent.smallTalk) return intent;
  const previous = [...history].reverse().find((turn) => turn.isUserMessage);
  if (!previous) return intent;
  const earlier = detectIntent(previous.content);
  return { ...earlier, mentionsHealth: intent.mentionsHealth || earlier.mentionsHealth };
}
