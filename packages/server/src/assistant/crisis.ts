import { assistantMessages } from './messages';

/** What kind of crisis a message speaks of; the reply's first words and resources follow it. */
export type CrisisKind = 'suicide' | 'self-harm' | 'abuse' | 'medical';

interface CrisisPattern {
  kind: CrisisKind;
  pattern: RegExp;
}

// Order matters only for which kind is reported when several match: life-threatening first.
// Each pattern names the person or the act, so idioms ("this deadline is killing me", "I'm dying
// to know", "kill the lights", "the Death card") do not match.
const crisisPatterns: readonly CrisisPattern[] = [
  // Medical emergencies, including overdoses.
  {
    kind: 'medical',
    pattern:
      /\b(took|taken|swallowed|ate|had) (way |far )?(too many|a (whole )?(bottle|handful|pack|box) of|all (my|of my|the)) (pills|tablets|meds|medication|sleeping pills|painkillers)\b/,
  },
  { kind: 'medical', pattern: /\b(overdos(e|ed|ing)|od'?d on)\b/ },
  { kind: 'medical', pattern: /\bchest (pain|pains|is tight|tightness|hurts)\b/ },
  { kind: 'medical', pattern: /\b(can'?t|cannot|can not|struggling to|unable to|hard to) breathe\b/ },
  { kind: 'medical', pattern: /\b(is|isn'?t|not|stopped) breathing\b/ },
  { kind: 'medical', pattern: /\b(having|had|think i'?m having|might be having) a (heart attack|stroke|seizure)\b/ },
  { kind: 'medical', pattern: /\bheart attack\b/ },
  { kind: 'medical', pattern: /\b(face|mouth) (is )?droop(ing|s)?\b/ },
  { kind: 'medical', pattern: /\bbleeding (heavily|badly|a lot|won'?t stop|that won'?t stop)\b/ },
  { kind: 'medical', pattern: /\b(passed out|unconscious|unresponsive|won'?t wake up)\b/ },
  { kind: 'medical', pattern: /\b(i'?ve been|i was|i am|i'?m) poisoned\b/ },

  // Suicide, said directly or indirectly.
  { kind: 'suicide', pattern: /\bsuicid(e|al)\b/ },
  { kind: 'suicide', pattern: /\b(kill|killing|killed|hang|hanging|shoot|shooting|drown) myself\b/ },
  { kind: 'suicide', pattern: /\bkms\b/ },
  { kind: 'suicide', pattern: /\bunalive\b/ },
  { kind: 'suicide', pattern: /\b(end|ending) (it all|my life|everything|my own life)\b/ },
  { kind: 'suicide', pattern: /\blife (isn'?t|is not|wasn'?t|is no longer) worth (living|it)\b/ },
  { kind: 'suicide', pattern: /\bdone with (life|living)\b/ },
  {
    kind: 'suicide',
    pattern: /\b(care|notice|miss me) if i (died|was dead|were dead|was gone|were gone|disappeared)\b/,
  },
  { kind: 'suicide', pattern: /\bwant to disappear (forever|for good)\b/ },
  { kind: 'suicide', pattern: /\bjump (off|from) (a|the) (bridge|building|roof|cliff)\b/ },
  { kind: 'suicide', pattern: /\btake my (own )?life\b/ },
  { kind: 'suicide', pattern: /\b(want|wanna|going|ready|planning) to die\b/ },
  { kind: 'suicide', pattern: /\bwish (i was|i were|i'?d) (dead|never born|not alive)\b/ },
  { kind: 'suicide', pattern: /\b(be )?better off (dead|without me)\b/ },
  { kind: 'suicide', pattern: /\bno (reason|point) (to live|in living|to go on|in going on|to keep going)\b/ },
  { kind: 'suicide', pattern: /\bdon'?t (want|wanna) to (live|be alive|exist|wake up|go on)\b/ },
  { kind: 'suicide', pattern: /\bdon'?t (want|wanna) to be (here|around|alive) (any ?more|any longer)\b/ },
  { kind: 'suicide', pattern: /\bcan'?t (go on|keep going|do this) any ?more\b/ },
  { kind: 'suicide', pattern: /\b(nothing|no one|nobody) (to live for|would miss me)\b/ },
  { kind: 'suicide', pattern: /\b(say|saying|said) goodbye (to everyone|for good|forever)\b/ },

  // Self-harm.
  { kind: 'self-harm', pattern: /\bself[- ]?harm(ing)?\b/ },
  {
    kind: 'self-harm',
    pattern: /\b(hurt|hurting|harm|harming|cut|cutting|burn|burning|starve|starving|punish|punishing) myself\b/,
  },

  // Abuse and violence from someone else.
  {
    kind: 'abuse',
    pattern:
      /\b(he|she|they|my (partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|brother|sister|boss|parents?|family)) (hits|hit|beats|beat|chokes|choked|strangles|strangled|kicks|kicked|slaps|slapped|punches|punched|rapes|raped|molests|molested|shoves|shoved) me\b(?! up\b)(?! with (a |an |his |her |their )?(joke|jokes|question|questions|news|idea|ideas|fact|facts|song|songs|text|texts|message|messages|line|lines|compliment|compliments))/,
  },
  {
    kind: 'abuse',
    pattern:
      /\b(being|been|was|am|i'?m|getting) (abused|beaten|raped|molested|assaulted|sexually assaulted|trafficked)\b/,
  },
  {
    kind: 'abuse',
    pattern:
      /\babusive (relationship|partner|husband|wife|boyfriend|girlfriend|parent|parents|father|mother|dad|mom|mum|home|family|ex)\b/,
  },
  { kind: 'abuse', pattern: /\bdomestic (violence|abuse)\b/ },
  { kind: 'abuse', pattern: /\b(stalks|stalked|is stalking|keeps stalking) me\b/ },
  { kind: 'abuse', pattern: /\bthreat(ens|ened|ening) to (kill|hurt|beat) me\b/ },
  {
    kind: 'abuse',
    pattern:
      /\b(afraid|scared|terrified) (that )?(he|she|they)('?ll| will| is going to| might) (hurt|kill|beat|hit) me\b/,
  },
  { kind: 'abuse', pattern: /\b(not|don'?t feel) safe (at home|in my home|in my house|with (him|her|them|my \w+))\b/ },
];

/** Lower case, straight apostrophes, and the common apostrophe-less spellings ("dont", "cant", "im"). */
export function normaliseForCrisis(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\b(don|can|won|isn|didn|wasn)t\b/g, "$1't")
    .replace(/\bim\b/g, "i'm")
    .replace(/\bive\b/g, "i've");
}

/** The crisis a message speaks of, or `null`. Checked before any provider answers. */
export function detectCrisis(text: string): CrisisKind | null {
  const normalised = normaliseForCrisis(text);
  for (const { kind, pattern } of crisisPatterns) {
    if (pattern.test(normalised)) return kind;
  }
  return null;
}

/** Selene's reply to crisis language: compassion first, then where to find help now (markdown). */
export function crisisReply(kind: CrisisKind): string {
  const text = assistantMessages.crisis;
  const lines = [
    `**${text.opening[kind]}**`,
    '',
    text.notAlone,
    '',
    `### ${text.resourcesHeading}`,
    '',
    ...text.resources.map((resource) => `- ${resource}`),
    ...(text.extraResources[kind] ?? []).map((resource) => `- ${resource}`),
    '',
    text.stayWithYou,
    '',
    `_${text.careLine}_`,
  ];
  return lines.join('\n');
}

/** The rule an external model receives in its system prompt (the same as the offline check). */
export const crisisRuleForModels = assistantMessages.crisis.ruleForModels;
