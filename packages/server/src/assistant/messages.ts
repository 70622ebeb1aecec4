import { assistantName } from '@app/contract';

/**
 * Selene's fixed words: the crisis reply, the persona given to external models, and the phrasing
 * the offline provider and the home synopsis build their answers from. One catalog for the
 * assistant folder (the server's own catalog, src/messages.ts, belongs to the API).
 */

const careLine = `${assistantName} offers guidance for reflection, not medical, legal or psychological treatment.`;

export const assistantMessages = {
  careLine,
  crisis: {
    opening: {
      suicide: "I'm really glad you told me, and I'm so sorry you're carrying this much pain right now.",
      'self-harm': 'Thank you for trusting me with this. You deserve care, not more hurt, especially from yourself.',
      abuse: "I'm so sorry this is happening to you. No one has the right to hurt you, and it is not your fault.",
      danger: 'Your safety comes first. If you can, get somewhere safe and call your emergency number now.',
      overdose:
        'An overdose or a poisoning is a medical emergency, even if you feel all right for now. Please call your emergency number now.',
      medical: 'This sounds like it could be a medical emergency. Please get help right now, before anything else.',
    },
    notAlone:
      "You don't have to go through this alone. Please reach out to a person who can be with you now: someone you trust nearby, or one of the free, confidential services below. Talking to someone can help, even when it feels like nothing will.",
    resourcesHeading: 'Where to find help now',
    stayWithYou:
      "If you can, tell me whether you are safe right now. I'm here to listen, and I care about what happens to you.",
    careLine,
    /** The rule an external model receives first; `helplines` lists each place's emergency number and crisis line. */
    ruleForModels: (helplines: string) =>
      `SAFETY RULE (overrides everything else): if the user speaks of suicide or wanting to die, even indirectly (not wanting to wake up, being a burden, everyone better off without them, no point in living), of saying goodbye or giving their things away, of deep hopelessness, of self-harm, of someone hurting or threatening them or of being in danger, of an overdose or a poisoning, or of a medical emergency (such as chest pain or trouble breathing), give no astrology, tarot or spiritual interpretation at all. Reply with brief, warm compassion, encourage them to contact someone now, and give crisis resources: for danger, an overdose or a medical emergency, the local emergency number first; the help by country is: ${helplines}. Idioms ("this deadline is killing me", "dying to know") and questions about the symbolism of death (the Death card, Pluto, the 8th house, ego death) are not a crisis. Never give medical, legal or psychological treatment; you offer guidance for reflection only.`,
  },
} as const;

/** What each sign brings to the day (used for the Moon and the Sun), in plain words. */
export const signThemes: Record<string, string> = {
  Aries: 'courage, directness and fresh starts',
  Taurus: 'steadiness, the body and simple comforts',
  Gemini: 'curiosity, conversation and learning',
  Cancer: 'home, feeling and care',
  Leo: 'warmth, play and wholehearted self-expression',
  Virgo: 'craft, useful routines and careful attention',
  Libra: 'balance, fairness and partnership',
  Scorpio: 'depth, honesty and transformation',
  Sagittarius: 'meaning, exploration and faith',
  Capricorn: 'structure, responsibility and long-term aims',
  Aquarius: 'friendship, ideas and freedom',
  Pisces: 'imagination, compassion and rest',
};

/** What the Moon in each sign asks for emotionally. */
export const moonNeeds: Record<string, string> = {
  Aries: 'to act on feelings quickly, and to let them cool just as fast',
  Taurus: 'steadiness, good food, touch and an unhurried pace',
  Gemini: 'to talk things through and to keep the mind lightly busy',
  Cancer: 'closeness, home and the feeling of being cared for',
  Leo: 'warmth, appreciation and a little play',
  Virgo: 'order, usefulness and small things done well',
  Libra: 'harmony, fairness and good company',
  Scorpio: 'privacy, depth and honesty about what is really felt',
  Sagittarius: 'space, movement and something to believe in',
  Capricorn: 'a plan, a task and the quiet satisfaction of progress',
  Aquarius: 'room to breathe, friendship and a wider view',
  Pisces: 'rest, imagination and gentleness',
};

/** What each planet stands for, in the modern psychological reading. */
export const planetMeanings: Record<string, string> = {
  Sun: 'identity and vitality',
  Moon: 'feelings and needs',
  Mercury: 'thinking and communication',
  Venus: 'love, values and pleasure',
  Mars: 'drive, desire and anger',
  Jupiter: 'growth, faith and generosity',
  Saturn: 'structure, limits and maturity',
  Uranus: 'change and freedom',
  Neptune: 'dreams, compassion and the dissolving of boundaries',
  Pluto: 'depth, power and transformation',
};

/** What each aspect does (after Ptolemy's harmonious and contrary aspects, in modern words). */
export const aspectMeanings: Record<string, { does: string; workWith: string }> = {
  conjunction: {
    does: 'blends the two into one strong note',
    workWith: 'be deliberate: a fused energy goes wherever attention goes',
  },
  sextile: {
    does: 'opens a door that still has to be walked through',
    workWith: 'take the small opportunity; it will not force itself on you',
  },
  square: {
    does: 'creates friction that asks for action',
    workWith: 'act in small, concrete steps instead of pushing or avoiding',
  },
  trine: {
    does: 'lets the two flow together easily',
    workWith: 'use the ease for something that matters, or it simply passes',
  },
  opposition: {
    does: 'pulls between two poles and asks for balance',
    workWith: 'look for the middle way, and notice what you project onto others',
  },
};

/** Rudhyar's reading of each phase, as guidance for the day. */
export const phaseGuidance: Record<string, { meaning: string; intention: string; reflection: string }> = {
  'New Moon': {
    meaning: 'a seed moment: the cycle begins in the dark, before anything shows',
    intention: 'Name one intention, simply and in the present tense, and keep it private for a while.',
    reflection: 'Ask what you are truly ready to begin, rather than what you think you should begin.',
  },
  'Waxing Crescent': {
    meaning: 'the first push through resistance, when a new impulse meets old habits',
    intention: 'Take one small, visible step toward the intention you set at the New Moon.',
    reflection: 'Notice which old doubts rise to meet the new idea, and answer them kindly.',
  },
  'First Quarter': {
    meaning: 'a crisis in action: the first real obstacle and the need to decide',
    intention: 'Choose one decision you have been postponing and make it.',
    reflection: 'Ask what the obstacle is teaching you about what you actually want.',
  },
  'Waxing Gibbous': {
    meaning: 'refining and adjusting before the harvest of the Full Moon',
    intention: 'Refine the intention you are already working on rather than adding a new one.',
    reflection: 'Ask what needs a small correction so that what you are growing can ripen.',
  },
  'Full Moon': {
    meaning: 'illumination: what has grown becomes visible, and feelings run high',
    intention: 'Celebrate one thing that has come to fruition, and name what you want to release.',
    reflection: 'Look honestly at what the light shows, including what you would rather not see.',
  },
  'Waning Gibbous': {
    meaning: 'sharing what was learnt, with gratitude',
    intention: 'Share something you have learnt with someone who can use it.',
    reflection: 'Write down three things this cycle has taught you.',
  },
  'Last Quarter': {
    meaning: 'a crisis in consciousness: letting go of what no longer fits',
    intention: 'Let go of one commitment, habit or belief that has run its course.',
    reflection: 'Ask which of your current efforts still carries meaning, and which is only habit.',
  },
  'Waning Crescent': {
    meaning: 'the balsamic phase: rest, release and preparation for the next seed',
    intention: 'Rest, tidy, and clear space; intentions can wait a few days for the New Moon.',
    reflection: 'Ask what you are ready to forgive, including in yourself.',
  },
};

/** The words each kind of question is answered with; the offline provider picks among variants. */
export interface TopicText {
  headings: string[];
  leads: ((name: string) => string)[];
  practices: string[];
  questions: string[];
}

export const topicTexts: Record<string, TopicText> = {
  'natal-chart': {
    headings: ['Your natal chart: strengths and lessons', 'What your chart holds'],
    leads: [
      (name) =>
        `${name}, a birth chart is less a verdict than a seed pattern: it shows potentials, and you decide how they grow.`,
      (name) =>
        `Let's look at your chart together, ${name}, as a map of gifts and of the places where you are asked to grow.`,
    ],
    practices: [
      "Write one sentence about a time your Sun sign's gift showed up naturally, without effort.",
      'Notice this week when you feel most like yourself; that is the Sun at work.',
      'Notice what reliably comforts you; that is the Moon asking to be honoured.',
      'Pick the area of life where progress feels slowest and give it ten patient minutes a day.',
      'Ask someone who knows you well which strength of yours they rely on most.',
    ],
    questions: [
      'Which of these strengths do you already trust, and which do you still hesitate to claim?',
      'Where in your life do you feel the pull to grow right now, and does it echo what your chart describes?',
    ],
  },
  transits: {
    headings: ['The transits shaping this season', 'Working with the current sky'],
    leads: [
      (name) =>
        `${name}, transits describe the weather rather than the climate: they time when themes of your chart come alive, and how you meet them is yours.`,
      (name) =>
        `Here is what the planets are doing right now, ${name}, and how you might move with it rather than against it.`,
    ],
    practices: [
      'Give the slowest transit above a name in your journal, and note where it shows up in your week.',
      'With a square, choose one small action instead of waiting for the tension to pass.',
      'With a trine or sextile, say yes to one opportunity that feels easy; ease is easy to waste.',
      'During a retrograde, revisit rather than launch: reread, repair, reconsider.',
      'Check in again when the Moon changes sign, in about two and a half days, and notice the shift in mood.',
    ],
    questions: [
      'Which of these themes do you already feel in your life, and where?',
      'What would "working with" this season look like in one concrete step this week?',
    ],
  },
  saturn: {
    headings: ['What Saturn is asking of you', "Saturn's lessons, met with patience"],
    leads: [
      (name) =>
        `${name}, Saturn is the slow teacher of the sky: what it asks for is rarely quick, and what it gives lasts.`,
      (name) =>
        `Saturn's pressure can feel like limitation, ${name}, yet it points to where you can build something real, one season at a time.`,
    ],
    practices: [
      'Choose one commitment Saturn would approve of (modest, concrete, repeatable) and keep it for thirty days.',
      'Write down a limit you resent, then what it protects or teaches.',
      'Replace one "should" with a plan: what, when, and how small.',
      'Celebrate patience itself: note each day you kept going without a result yet.',
      'Ask an older person you respect how they met their own late twenties or late fifties.',
    ],
    questions: [
      'Where in your life are you being asked to take more responsibility, and what would that give you?',
      'What would you build if you trusted that slow progress still counts?',
    ],
  },
  retrograde: {
    headings: ['Working with the retrograde', 'A season for the "re-" words'],
    leads: [
      (name) =>
        `${name}, a retrograde is an optical effect (the planet seems to move backwards as Earth passes it), and astrologers read it as a time to look back before moving on.`,
    ],
    practices: [
      'Reread before you send, and confirm plans twice.',
      'Return to an unfinished project instead of starting a new one.',
      'Reconnect with someone you lost touch with.',
      'Review one decision with fresh eyes before you commit to it again.',
    ],
    questions: ['What in your life is asking to be revisited rather than replaced?'],
  },
  'moon-phase': {
    headings: ['Working with the Moon', "The Moon's phase for intention and reflection"],
    leads: [
      (name) =>
        `${name}, the Moon's cycle is one of the oldest calendars of the inner life: each phase suits a different kind of work.`,
      (name) =>
        `Let the Moon set the rhythm, ${name}: intentions and reflection both land more easily when they match its phase.`,
    ],
    practices: [
      'Write your intention by hand, in the present tense, in one sentence.',
      'Light a candle or step outside and look for the Moon before you write; let the ritual be simple.',
      'Revisit the intention at the next quarter Moon, and adjust rather than abandon it.',
      'Keep a short Moon journal: one line a night on mood, energy and sleep, to learn your own rhythm.',
    ],
    questions: [
      'What is one thing you would like to see grow by the next Full Moon?',
      'Looking honestly at the last month, what are you ready to let go of?',
    ],
  },
  hermetic: {
    headings: ['As above, so below', 'The Hermetic mirror'],
    leads: [
      (name) =>
        `${name}, "as above, so below" invites you to read your life and the sky as mirrors of each other: the same patterns, on different planes.`,
      (name) =>
        `The Hermetic principle of Correspondence offers a way to see meaning in what you are going through, ${name}: the outer and the inner follow the same laws.`,
    ],
    practices: [
      "Name the season you are in (beginning, growth, harvest or release) and compare it with the Moon's phase tonight.",
      'Write down what is happening "above" (your circumstances) and "below" (your inner state): where do they match?',
      'Choose one small outer act (tidying a drawer, a walk) that mirrors the inner change you want.',
      'When a feeling swings to an extreme, remember Rhythm: it will swing back; rest in the centre.',
    ],
    questions: [
      'If your current situation were a mirror, what would it be showing you about yourself?',
      'Which cycle in your life is completing, and which is beginning?',
    ],
  },
  shadow: {
    headings: ['Beginning shadow work', 'Meeting your shadow'],
    leads: [
      (name) =>
        `${name}, shadow work starts gently: not by digging for darkness but by getting curious about what you react to.`,
      (name) =>
        `The parts we hide from are usually parts that once kept us safe, ${name}. Shadow work is meeting them with curiosity.`,
    ],
    practices: [
      'Notice one strong reaction this week (envy, irritation, admiration) and ask: "Where does this live in me?"',
      'Write about a quality you were told was "too much" as a child; how does it show up now?',
      'Finish the sentence "I am not the kind of person who..." and look at what you have disowned.',
      'After a trigger, pause and breathe before you explain it; stay with the feeling for one minute.',
      'Go slowly, and if old trauma surfaces, work with a qualified therapist rather than alone.',
    ],
    questions: [
      'Which trait in other people bothers you more than it seems to bother anyone else?',
      'What part of yourself did you learn to hide to be loved, and what did it protect?',
    ],
  },
  'inner-critic': {
    headings: ['Softening your inner critic', 'Speaking to yourself with compassion'],
    leads: [
      (name) =>
        `${name}, your inner critic is usually a protector using old methods: it is trying to keep you safe, just harshly.`,
      (name) =>
        `Self-compassion is not letting yourself off the hook, ${name}; it is the ground that makes real change possible.`,
    ],
    practices: [
      'When the critic speaks, write down its exact words, then rewrite them as a good friend would say them.',
      'Try a self-compassion pause: "This is a moment of suffering. Suffering is part of life. May I be kind to myself."',
      'Put a hand on your heart or your arm while you speak to yourself; touch calms the body.',
      'Ask the critic what it is afraid would happen if it stopped; answer that fear directly.',
      'Notice "always" and "never" in your self-talk; they are signs of a thinking distortion.',
    ],
    questions: [
      'Whose voice does your inner critic sound like, and what was it trying to protect you from?',
      'What would you say to a close friend in your situation, and can you say it to yourself?',
    ],
  },
  relationships: {
    headings: ['Patterns in your relationships', 'Loving more freely'],
    leads: [
      (name) =>
        `${name}, repeating patterns in love are not a sign that something is wrong with you; they are old strategies asking to be updated.`,
      (name) =>
        `Relationships are where our oldest patterns show up most clearly, ${name}, which also makes them the place they can change.`,
    ],
    practices: [
      'Map the pattern: how do your relationships begin, where do they get stuck, and how do they end?',
      'Notice your reflex when you feel distance: do you pursue, withdraw, or test?',
      'Practise one repair attempt this week: "I got defensive earlier; can we try again?"',
      'Name one need directly instead of hoping it will be guessed.',
      'Notice what you admire or resent most in a partner, and ask where that quality lives in you.',
    ],
    questions: [
      'What did love look like in the home you grew up in, and what did you learn to do to keep it?',
      'What would loving more freely feel like in your body, not only in your thoughts?',
    ],
  },
  anxiety: {
    headings: ['Steadying an anxious mind', 'Coming back to the present'],
    leads: [
      (name) =>
        `${name}, anxiety is the body trying to protect you; the first step is not to argue with it but to help the body feel safe again.`,
    ],
    practices: [
      'Breathe out for longer than you breathe in (in for four, out for six), for two minutes.',
      'Name five things you can see, four you can hear and three you can touch.',
      'Write the worry down, then circle what is in your power and what is not.',
      'Catch one catastrophising thought and ask: what is the most likely outcome, not the worst?',
      'Move your body for ten minutes; it uses the energy anxiety makes.',
    ],
    questions: [
      'What is the part of this situation that is truly in your hands today?',
      'When did you last feel calm, and what was around you then?',
    ],
  },
  grief: {
    headings: ['Holding grief', 'Walking with loss'],
    leads: [(name) => `I'm so sorry, ${name}. Grief is love with nowhere to go, and it has no timetable.`],
    practices: [
      'Give the loss a small, regular place: a candle, a photo, a few minutes a day.',
      'Let yourself feel in waves; you do not have to feel everything at once.',
      'Tell one person what you miss most.',
      'Write a letter to what you lost, saying what remained unsaid.',
    ],
    questions: ['What would you like to carry forward from what you have lost?'],
  },
  anger: {
    headings: ['Working with anger', 'Anger as information'],
    leads: [
      (name) =>
        `${name}, anger is information: it tells you a boundary or a value has been touched. The work is to listen to it without letting it drive.`,
    ],
    practices: [
      'Before replying in anger, wait twenty minutes: the body needs that long to settle.',
      'Name the need beneath the anger: respect, fairness, rest, safety?',
      'Use a gentle start-up: "I feel... about... and I need..."',
      'Move the energy physically (a brisk walk, a run) before the conversation.',
    ],
    questions: ['What is your anger protecting, and how could you protect it more calmly?'],
  },
  career: {
    headings: ['Your work and your path', 'Career, purpose and timing'],
    leads: [
      (name) =>
        `${name}, work goes best when what you do, what you value and what the season allows line up; let's look at each.`,
      (name) => `A career is built in seasons, ${name}: some for sowing, some for steady work, some for harvest.`,
    ],
    practices: [
      'Write down the three values you most want your work to serve.',
      'Choose the next visible step (one email, one application, one conversation) and do it this week.',
      "Separate what is in your control (effort, preparation) from what is not (timing, other people's choices).",
      'Ask a colleague for honest feedback on one strength you may underuse.',
    ],
    questions: [
      'What work makes you lose track of time, and how much of it is in your week?',
      'If you let go of how it turns out, what would you do next?',
    ],
  },
  money: {
    headings: ['Money and values'],
    leads: [
      (name) =>
        `${name}, money questions are often value questions underneath: what feels secure, and what feels worth it.`,
    ],
    practices: [
      'Track one week of spending without judgement, then notice which purchases matched your values.',
      'Name the feeling money brings up for you (safety, freedom, shame) and where you learnt it.',
      'Make one small, concrete financial decision you have been postponing.',
    ],
    questions: ['What would "enough" look like for you, in plain numbers and in feelings?'],
  },
  meditation: {
    headings: ['A practice for stillness', 'Returning within'],
    leads: [
      (name) =>
        `${name}, every contemplative tradition agrees on one thing: the retreat you are looking for is available inside, in a few minutes of attention.`,
    ],
    practices: [
      'Sit for five minutes and count ten breaths; when you lose count, start again kindly.',
      'Notice the breath at the nostrils: long as long, short as short.',
      'End the day with a short review: what went well, what you would do differently, what you are grateful for.',
      'Choose one daily act (washing up, walking) and do it with full attention.',
    ],
    questions: ['When during your day could five quiet minutes fit, realistically?'],
  },
  intentions: {
    headings: ['Setting an intention'],
    leads: [
      (name) =>
        `${name}, an intention is a direction rather than a demand: it works best when it is simple, honest and yours.`,
    ],
    practices: [
      'Write it in one sentence, in the present tense.',
      'Attach it to something you already do every day, so you remember it.',
      'Check it at the next Moon phase and adjust instead of abandoning it.',
    ],
    questions: ['What would change in your day if this intention were already true?'],
  },
  habits: {
    headings: ['Getting unstuck', 'Habits, motivation and the next small step'],
    leads: [
      (name) =>
        `${name}, putting things off is rarely laziness: it is usually a way of avoiding a feeling (doubt, boredom, fear of judgement) that the task stirs up.`,
    ],
    practices: [
      'Shrink the task until it takes two minutes, and do only that part today.',
      'Name the feeling the task brings up before you start; naming it loosens it.',
      'Tie the new habit to one you already have ("after my morning tea, I...").',
      'Notice all-or-nothing thoughts ("if I cannot do it well, why start") and answer them.',
      'Decide when and where, not only what: a time on the calendar beats a good intention.',
    ],
    questions: [
      'What feeling are you avoiding when you put this off?',
      'What would "good enough" look like for the first step?',
    ],
  },
  purpose: {
    headings: ['Meaning and purpose', 'The path you are on'],
    leads: [
      (name) =>
        `${name}, meaning is rarely found all at once; it is usually recognised, looking back, in what we kept returning to.`,
    ],
    practices: [
      'List the moments in your life when you felt most alive; look for the thread.',
      'Ask what you would do if no one were watching and nothing had to succeed.',
      'Choose one way to serve someone else this week; meaning often arrives through others.',
    ],
    questions: ['What has your life been teaching you, again and again?'],
  },
  today: {
    headings: ['Your day under the sky'],
    leads: [(name) => `Here is the shape of today, ${name}, from the sky as it actually is.`],
    practices: [
      'Plan the most demanding task for the time of day you feel strongest.',
      'Leave one open space in the day for what comes up.',
      'Close the day by noting one thing that went well.',
    ],
    questions: ['What would make today feel complete, even if it is imperfect?'],
  },
  general: {
    headings: ['A reflection for you', 'Some thoughts to sit with'],
    leads: [
      (name) => `Thank you for asking, ${name}. Let me offer what the knowledge base and today's sky suggest.`,
      (name) => `${name}, here is a reflection drawn from the teachings and from the sky as it is right now.`,
    ],
    practices: [
      'Write your question at the top of a page and answer it without stopping for five minutes.',
      'Notice where in your body you feel the question, and breathe there.',
      'Share the question with someone you trust and listen to what they hear in it.',
    ],
    questions: ['What answer are you hoping for, and what answer are you afraid of?'],
  },
};

/** Small-talk answers and the recurring phrases of the offline provider. */
export const offlineText = {
  greeting: (name: string) => `Hello, ${name}. I'm ${assistantName}, and I'm glad you're here.`,
  greetingInvite:
    'You can ask me about your natal chart, the current transits, the Moon, patterns in your relationships, your inner critic, or a teaching that might help you right now.',
  thanks: (name: string) => `You're very welcome, ${name}. Take what helps and leave the rest.`,
  skyHeading: "Today's sky",
  chartHeading: 'Your chart',
  teachingHeading: 'From the teachings',
  practiceHeading: 'Try this',
  reflectHeading: 'To reflect on',
  sources: 'Sources',
  /** The bridge to a linked teaching of another domain (the knowledge map, /cross-domain-integration). */
  bridge: (fromTitle: string, toDomain: string, toTitle: string, gist: string) =>
    `**A bridge to ${toDomain}.** *${fromTitle}* is linked to *${toTitle}*: ${gist}`,
  noBirthData:
    'I do not know your birth date yet. Add it (and, if you know them, your birth time and place) in your profile, and I can read your own chart and its transits, not only the sky of the day.',
  moonUncertain: (sign: string, birthTimeKnown: boolean) =>
    birthTimeKnown
      ? `your Moon is in **${sign}**`
      : `your Moon was probably in **${sign}**, though without a birth time it may have been in a neighbouring sign`,
  plannerHeading: 'Your day, as the daily planner sees it',
} as const;

/** The instructions an external model receives (the offline provider follows the same voice). */
export const personaForModels = {
  persona: `You are ${assistantName}, the guide of Moonheart, an app for emotional and spiritual guidance in three domains: Psychology, Astrology and Esoteric Wisdom. Your voice is warm, grounded and honest; you speak to the person, not about them, and you end with one reflective question. You never predict fixed events or claim certainty about the future: astrology describes themes and timing, not fate.`,
  format:
    'Answer in markdown: a short heading or a bold lead, short paragraphs, a list when it helps, under about 350 words. Use only the sky data given below for planetary positions, phases, aspects and retrogrades; never invent them. When you draw on a teaching below, cite its title and source. Never invent quotations or attribute words to real people that they did not write; paraphrase and say so.',
  care: `${careLine} When health, medication or mental illness comes up, say so in one short line and encourage professional help.`,
  skyHeading: 'The sky now (computed from an ephemeris):',
  teachingsHeading: 'Teachings from the knowledge base that may help (cite title and source when used):',
  plannerHeading: "The user's daily planner for today (they asked about their day):",
  bridgeHeading: (fromTitle: string, toDomain: string) =>
    `A teaching of ${toDomain} linked to "${fromTitle}" in the knowledge map (add one short sentence bridging the two, and cite it):`,
  userLine: (name: string) => `The user's name is ${name}.`,
  voiceLine: (voice: string) => `Voice and tone: ${voice}`,
  domainsLine: (domains: readonly string[]) => `Your domains: ${domains.join(', ')}.`,
  rulesHeading: 'Guidance rules (follow each one):',
  examplesHeading: 'Example exchanges (their manner, not their words):',
} as const;

/** "Waxing Gibbous Moon", but "Full Moon" (the name already says it). */
export const moonPhaseLabel = (phase: string) => (phase.endsWith('Moon') ? phase : `${phase} Moon`);

/** The home synopsis's phrasing, keyed by the sky facts it is built from. */
export const synopsisText = {
  phaseKeyword: {
    'New Moon': 'beginnings',
    'Waxing Crescent': 'momentum',
    'First Quarter': 'decision',
    'Waxing Gibbous': 'refinement',
    'Full Moon': 'illumination',
    'Waning Gibbous': 'gratitude',
    'Last Quarter': 'release',
    'Waning Crescent': 'rest',
  } as Record<string, string>,
  signKeyword: {
    Aries: 'courage',
    Taurus: 'steadiness',
    Gemini: 'curiosity',
    Cancer: 'care',
    Leo: 'warmth',
    Virgo: 'craft',
    Libra: 'balance',
    Scorpio: 'depth',
    Sagittarius: 'meaning',
    Capricorn: 'structure',
    Aquarius: 'freedom',
    Pisces: 'compassion',
  } as Record<string, string>,
  aspectKeyword: {
    conjunction: 'focus',
    sextile: 'opportunity',
    square: 'effort',
    trine: 'flow',
    opposition: 'perspective',
  } as Record<string, string>,
  phaseDo: {
    'New Moon': 'Write one intention in a single, present-tense sentence',
    'Waxing Crescent': 'Take one small visible step toward something new',
    'First Quarter': 'Make the decision you have been postponing',
    'Waxing Gibbous': 'Refine work in progress instead of starting more',
    'Full Moon': 'Celebrate something that has come to fruition',
    'Waning Gibbous': 'Share what you have learnt with someone who can use it',
    'Last Quarter': 'Let go of one task or habit that has run its course',
    'Waning Crescent': 'Rest, tidy and clear space for the next cycle',
  } as Record<string, string>,
  phaseDont: {
    'New Moon': 'Announce big plans before they have taken root',
    'Waxing Crescent': 'Let early doubts talk you out of a new start',
    'First Quarter': 'Avoid the obstacle in front of you',
    'Waxing Gibbous': 'Judge a project before it has ripened',
    'Full Moon': 'React at once to heightened feelings',
    'Waning Gibbous': 'Hoard credit or advice that could help others',
    'Last Quarter': 'Cling to what has clearly finished',
    'Waning Crescent': 'Launch something important on empty reserves',
  } as Record<string, string>,
  moonDo: {
    Aries: 'Start the task you have been circling',
    Taurus: 'Give your body a slow, nourishing meal',
    Gemini: 'Have the conversation you have been meaning to have',
    Cancer: 'Make time for home and the people who feel like home',
    Leo: 'Let yourself be seen in something you enjoy',
    Virgo: 'Put one small area of your life in order',
    Libra: 'Seek the fair middle in a disagreement',
    Scorpio: 'Be honest with yourself about what you really feel',
    Sagittarius: 'Step outside, physically or mentally, for a wider view',
    Capricorn: 'Work steadily on one long-term aim',
    Aquarius: 'Reach out to a friend or a community',
    Pisces: 'Leave room for rest, music or prayer',
  } as Record<string, string>,
  moonDont: {
    Aries: 'Pick a fight you will regret by evening',
    Taurus: 'Dig in your heels just to avoid change',
    Gemini: 'Scatter your attention across too many tabs',
    Cancer: 'Take every comment personally',
    Leo: 'Wait for applause before you act',
    Virgo: 'Turn useful attention into self-criticism',
    Libra: 'Say yes only to keep the peace',
    Scorpio: 'Test people instead of telling them what you need',
    Sagittarius: 'Overpromise in a burst of enthusiasm',
    Capricorn: 'Skip rest in the name of duty',
    Aquarius: 'Detach from feelings that need attention',
    Pisces: 'Blur boundaries you will need tomorrow',
  } as Record<string, string>,
  aspectDo: {
    conjunction: (a: string, b: string) => `Give your full attention to one thing where ${a} and ${b} meet`,
    sextile: (a: string, b: string) => `Take the small opening ${a} and ${b} offer`,
    trine: (a: string, b: string) => `Use the easy flow between ${a} and ${b} for something that matters`,
  } as Record<string, (a: string, b: string) => string>,
  aspectDont: {
    square: (a: string, b: string) => `Force matters of ${a} against ${b}; take one small step instead`,
    opposition: (a: string, b: string) => `Choose sides between ${a} and ${b}; look for the middle`,
    conjunction: (a: string, b: string) => `Let ${a} and ${b} run on autopilot`,
  } as Record<string, (a: string, b: string) => string>,
  retrogradeDo: (planet: string) =>
    `Review and revise in matters of ${planetMeanings[planet]} (${planet} is retrograde)`,
  retrogradeDont: (planet: string) =>
    `Rush a final decision on ${planetMeanings[planet]} while ${planet} is retrograde`,
  highlight: {
    moon: (phase: string, sign: string) => `${moonPhaseLabel(phase)} in ${sign}`,
    moonIngress: (sign: string, time: string) => `, entering ${sign} at ${time}`,
    exactPhase: (phase: string, time: string) => `, ${phase} exact at ${time}`,
    aspect: (a: string, kind: string, b: string) => `${a} ${kind} ${b}`,
    exactAt: (time: string) => ` (exact at ${time})`,
    retrograde: (planet: string) => `${planet} retrograde`,
    retrogrades: (planets: string) => `${planets} retrograde`,
    stationing: ', near its station',
    natal: (a: string, kind: string, sign: string) => `${a} ${kind} your ${sign} Sun`,
    moonInSunSign: (sign: string) => `Moon in your Sun sign, ${sign}`,
  },
  energy: {
    phase: (phase: string, sign: string, meaning: string) =>
      `${moonPhaseLabel(phase)} in ${sign}. In the lunation cycle this is ${meaning}.`,
    sun: (sign: string, theme: string) => `The Sun in ${sign} colours the season with ${theme}.`,
    aspect: (a: string, kind: string, b: string, does: string) => `${a} ${kind} ${b} ${does}.`,
    retrograde: (planets: string) => `With ${planets} retrograde, reviewing goes better than launching.`,
    natal: (sign: string, theme: string) => `For you, with the Sun in ${sign}, the day asks for ${theme}.`,
  },
  career: {
    byKind: {
      conjunction: 'concentrate on one priority; focused effort is noticed',
      sextile: 'a small opening appears: send the message, ask the question',
      square: 'friction at work is a prompt to fix one concrete thing, not to push harder',
      trine: 'work flows more easily than usual: use it for a task you have been avoiding',
      opposition: 'others may see things differently: listen before you negotiate',
    } as Record<string, string>,
    aspect: (a: string, kind: string, b: string, advice: string) => `${a} ${kind} ${b}: ${advice}.`,
    mercuryRetrograde: 'Mercury is retrograde: double-check messages, dates and contracts before you commit.',
    quiet: (sign: string, theme: string) => `A quiet day for work under a ${sign} Moon: favour ${theme}.`,
    natal: (sign: string, element: string) => `As a ${sign} Sun, you work best through ${element}.`,
  },
  elementWork: {
    Fire: 'initiative and enthusiasm',
    Earth: 'patience and practical results',
    Air: 'ideas, conversation and connections',
    Water: 'empathy and intuition about people',
  } as Record<string, string>,
} as const;

/** The offline provider's sentences about the sky; values are computed, the words live here. */
export const skyText = {
  aspect: (mover: string, kind: string, target: string, orb: string, applying: boolean, meets: string, does: string) =>
    `**${mover} ${kind} ${target}** (${orb}° from exact, ${applying ? 'building' : 'easing'}): ${meets}; a ${kind} ${does}.`,
  transiting: (planet: string) => `Transiting ${planet}`,
  yourNatal: (point: string) => `your natal ${point}`,
  meets: (a: string, b: string) => `${a} meets ${b}`,
  ownCycle: (planet: string, meaning: string) => `${planet} returns to a turning point of its own cycle (${meaning})`,
  opening: (sunSign: string, phase: string, moonSign: string, lit: string, need: string) =>
    `Right now the Sun is in **${sunSign}** and the Moon is a **${phase} in ${moonSign}** (${lit} lit). The Moon in ${moonSign} asks for ${need}.`,
  noRetrogrades: 'No planet is retrograde at the moment, which favours moving forward.',
  personalRetrogrades: (list: string, personal: string, meanings: string) =>
    `Retrograde now: ${list}. With ${personal} retrograde, favour review over launch in matters of ${meanings}.`,
  outerRetrogrades: (list: string) =>
    `Retrograde now: ${list}: slow, inward seasons in the background rather than daily events.`,
  natalSun: (sign: string, element: string, modality: string, ruler: string, theme: string) =>
    `Your natal Sun is in **${sign}** (${element}, ${modality}, ruled by ${ruler}): ${theme}`,
  natalAscendant: (sign: string) => `and your Ascendant is in **${sign}**`,
  coreStrength: (sign: string, theme: string, element: string, gift: string) =>
    `- **Core strength (Sun in ${sign}):** ${theme}. As a ${element} sign, it works through ${gift}.`,
  emotionalGround: (sign: string, certain: boolean, need: string) =>
    `- **Emotional ground (Moon ${certain ? 'in' : 'probably in'} ${sign}):** you need ${need}; honouring that need is what keeps the Sun's path sustainable.`,
  meetTheWorld: (sign: string, theme: string) => `- **How you meet the world (Ascendant in ${sign}):** ${theme}.`,
  saturnLesson: (sign: string, house: number | undefined, theme: string) =>
    `- **A lesson to grow into (Saturn in ${sign}${house ? `, house ${house}` : ''}):** Saturn shows where mastery comes slowly: here, through ${theme}.`,
  innerAspects: (lines: string) => `Tight aspects in your chart describe its central dynamics: ${lines}`,
  noHouses:
    'Without a birth time and place I cannot place your houses or Ascendant; adding them to your profile would sharpen this reading.',
  elementGift: {
    Fire: 'inspiration, will and enthusiasm',
    Earth: 'practical sense, patience and things made real',
    Air: 'ideas, perspective and connection',
    Water: 'feeling, empathy and intuition',
  } as Record<string, string>,
  slowTransits: (lines: string) => `The longer chapters (slow planets to your birth chart):\n${lines}`,
  workWith: (advice: string) => `To work with it: ${advice}.`,
  quietBackground:
    'No slow planet is within 3° of a point in your birth chart right now: a quieter background, good for steady work.',
  fastTransits: (lines: string) => `Today's colour (faster planets):\n${lines}`,
  everyone: (lines: string) => `In the sky for everyone:\n${lines}`,
  saturnNow: (degree: number, sign: string, retrograde: boolean, theme: string) =>
    `Saturn is now at ${degree}° **${sign}**${retrograde ? ', retrograde' : ''}: for everyone, its lesson in this sign is about ${theme}${retrograde ? ', reviewed from the inside before it is built outside' : ''}.`,
  natalSaturn: (sign: string, theme: string) =>
    `Your natal Saturn is in **${sign}**, where you learn mastery through ${theme}.`,
  saturnCycle:
    'Saturn returns to its place in a birth chart at about 29-30 and again at 58-59, and squares it at about 7, 21, 36 and 51.',
  saturnReturn: (orb: string) =>
    `Transiting Saturn is ${orb}° from your natal Saturn: you are in (or near) your **Saturn return**, a passage into a more self-made adulthood.`,
  saturnOpposition: (orb: string) =>
    `Transiting Saturn is opposite your natal Saturn (${orb}° from exact): a midpoint of its cycle, when what you built is tested by the world.`,
  saturnSquare: (orb: string) =>
    `Transiting Saturn squares your natal Saturn (${orb}° from exact): a turning point of its cycle that asks for a decision and effort.`,
  saturnBetween: (distance: number) =>
    `Transiting Saturn is ${distance}° from your natal Saturn: between the turning points of its 29-year cycle, a time for steady building.`,
  isRetrograde: (body: string, sign: string, meaning: string) =>
    `${body} **is retrograde now**, in ${sign}: a time to review matters of ${meaning}.`,
  notRetrograde: (body: string, sign: string, speed: string) =>
    `${body} is **not retrograde** right now (moving direct in ${sign} at ${speed}° a day).`,
  moonNow: (phase: string, sign: string, lit: string, meaning: string, need: string) =>
    `The Moon is a **${phase}** in **${sign}**, ${lit} lit. In Dane Rudhyar's lunation cycle this is ${meaning}. In ${sign}, the Moon asks for ${need}.`,
  nextPhase: (phase: string, sign: string, when: string) =>
    `The next turning point is the **${phase}** in ${sign}, on ${when} UTC.`,
  moonPractice: (intention: string, reflection: string) =>
    `- **For intentions:** ${intention}\n- **For honest reflection:** ${reflection}`,
  hermeticAbove: (phase: string, moonSign: string, sunSign: string, meaning: string) =>
    `Above, the sky right now: a ${phase} in ${moonSign}, the Sun in ${sunSign}. Below, the principle of Rhythm says your inner tides move the same way: ${meaning}.`,
  hermeticPolarity: (a: string, b: string, orb: string, meaningA: string, meaningB: string) =>
    `${a} opposes ${b} (${orb}°): the principle of Polarity in the sky, two poles of one thing (${meaningA}; ${meaningB}) asking to be reconciled rather than chosen between.`,
  hermeticBirth: (sign: string, theme: string) => `Your own "above" is your birth sky: the Sun in ${sign}, ${theme}.`,
  focusPlanet: (body: string, meaning: string, sign: string, retrograde: boolean) =>
    `${body}, the planet of ${meaning}, is in ${sign}${retrograde ? ' and retrograde' : ''}`,
  focusAspect: (kind: string, other: string, orb: string, does: string) =>
    `, ${kind} ${other} (${orb}°), a ${kind} which ${does}`,
  namedBody: (body: string, meaning: string, degree: number, sign: string, retrograde: boolean) =>
    `**${body}** (${meaning}) is now at ${degree}° ${sign}${retrograde ? ', retrograde' : ''}.`,
  namedSign: (sign: string, modality: string, element: string, ruler: string, theme: string) =>
    `**${sign}** is a ${modality} ${element} sign ruled by ${ruler}: ${theme}.`,
  namedPair: (body: string, sign: string, meaning: string, theme: string) =>
    `${body} in ${sign} expresses ${meaning} through ${theme}.`,
  plannerKeywords: 'Keywords',
  plannerIntensity: (intensity: string) => `${intensity} intensity`,
  plannerDos: 'Lean into',
  plannerDonts: 'Go gently with',
  plannerWork: 'Work',
} as const;
