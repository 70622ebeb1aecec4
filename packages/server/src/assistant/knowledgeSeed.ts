/**
 * The knowledge base a fresh database starts with: real teachings in Moonheart's three domains.
 *
 * Each teaching is either a short faithful paraphrase (its source ends in "paraphrased") or a short
 * quotation from a public-domain text or translation (its source names the translation). Nothing
 * here puts words in a real person's mouth. Tags let the forecast and Selene match a teaching to a
 * question or to the day's sky: bodies and signs are capitalised ('Saturn', 'Aries'), aspects are
 * lower case ('square'), Moon phases are named in full ('Full Moon'), and themes are lower-case words
 * ('relationships', 'anxiety', 'career').
 */

import { signs } from '@app/sky';

/** Every sign's name, from the ephemeris package (the tags the sign teachings are found by). */
const signNames = signs.map((sign) => sign.name);

export type KnowledgeDomainName = 'Psychology' | 'Astrology' | 'Esoteric Wisdom';

export interface SeedTeaching {
  domain: KnowledgeDomainName;
  title: string;
  content: string;
  source: string;
  tradition: string;
  tags: string[];
}

export interface KnowledgeSeed {
  domains: { name: KnowledgeDomainName }[];
  teachings: SeedTeaching[];
}

const psychology: SeedTeaching[] = [
  {
    domain: 'Psychology',
    title: 'The shadow',
    content:
      'Jung called the shadow the part of the personality that the conscious ego does not recognise as its own: traits, wishes and wounds pushed out of sight. Meeting it is a moral effort, because it means admitting what we would rather not be; yet what stays unconscious does not disappear, it acts on us from behind. Becoming aware of the shadow is the first step of inner work.',
    source: 'C. G. Jung, Aion (1951), ch. 2 "The Shadow", paraphrased',
    tradition: 'Analytical psychology',
    tags: ['shadow', 'shadow work', 'self-knowledge', 'unconscious', 'Pluto', 'Scorpio', 'Saturn'],
  },
  {
    domain: 'Psychology',
    title: 'Projection',
    content:
      'Jung observed that what we do not see in ourselves we tend to meet in other people: the qualities that irritate or fascinate us most in someone else often belong to our own shadow. Strong, repeated reactions are a clue. Taking a projection back means asking, "Where does this live in me?", which frees the relationship as well as ourselves.',
    source: 'C. G. Jung, Aion (1951), ch. 2 "The Shadow", paraphrased',
    tradition: 'Analytical psychology',
    tags: ['shadow', 'projection', 'relationships', 'patterns', 'opposition', 'Libra', 'Venus'],
  },
  {
    domain: 'Psychology',
    title: 'Individuation',
    content:
      'For Jung, individuation is the lifelong process by which a person becomes a whole, undivided individual: not perfect, but more complete, as conscious and unconscious parts come into relationship. It is not the same as individualism; it is becoming who one already is in potential, often through the crises of midlife and the turning points of adulthood.',
    source: 'C. G. Jung, Two Essays on Analytical Psychology (Collected Works vol. 7), paraphrased',
    tradition: 'Analytical psychology',
    tags: ['individuation', 'purpose', 'growth', 'self', 'natal chart', 'Sun', 'Saturn return'],
  },
  {
    domain: 'Psychology',
    title: 'Acceptance comes before change',
    content:
      'Carl Rogers found that people change most readily when they feel accepted as they are, not when they are pushed. In a climate of empathy, genuineness and unconditional positive regard, a person stops defending and begins to grow. He described the paradox that accepting ourselves just as we are is what makes change possible.',
    source: 'Carl R. Rogers, On Becoming a Person (1961), paraphrased',
    tradition: 'Person-centred psychology',
    tags: ['self-acceptance', 'inner critic', 'self-compassion', 'change', 'growth', 'Moon'],
  },
  {
    domain: 'Psychology',
    title: 'The freedom to choose an attitude',
    content:
      "Viktor Frankl, writing from his experience of the concentration camps, concluded that even when everything else is taken away, one freedom remains: to choose one's attitude toward the circumstances. Meaning can be found in work and deeds, in love and encounter, and in the stance we take toward suffering we cannot avoid.",
    source: "Viktor E. Frankl, Man's Search for Meaning (1946), paraphrased",
    tradition: 'Logotherapy',
    tags: ['meaning', 'purpose', 'suffering', 'resilience', 'hardship', 'Saturn', 'Capricorn', 'career'],
  },
  {
    domain: 'Psychology',
    title: 'Attachment styles',
    content:
      'John Bowlby proposed that our first bonds form an inner working model of how close relationships go, and Mary Ainsworth described secure, anxious and avoidant patterns in children. Later research (Hazan and Shaver) found similar patterns in adult love. A style is a learned strategy, not a life sentence: with safe relationships and awareness, people grow toward "earned" security.',
    source:
      'J. Bowlby, Attachment and Loss (1969-1980); M. Ainsworth et al., Patterns of Attachment (1978), paraphrased',
    tradition: 'Attachment theory',
    tags: ['attachment', 'relationships', 'love', 'patterns', 'childhood', 'security', 'Moon', 'Venus', 'Cancer'],
  },
  {
    domain: 'Psychology',
    title: 'Cognitive distortions',
    content:
      'Cognitive therapy (Aaron Beck; popularised by David Burns) names habitual thinking errors that make distress worse: all-or-nothing thinking, catastrophising, mind reading, overgeneralising, "should" statements, labelling. The practice is to notice the thought, name the distortion, and ask what a fairer, evidence-based thought would be.',
    source:
      'A. T. Beck, Cognitive Therapy and the Emotional Disorders (1976); D. D. Burns, Feeling Good (1980), paraphrased',
    tradition: 'Cognitive behavioural therapy',
    tags: ['anxiety', 'thoughts', 'inner critic', 'catastrophising', 'worry', 'Mercury', 'Gemini', 'Virgo'],
  },
  {
    domain: 'Psychology',
    title: 'The three parts of self-compassion',
    content:
      'Kristin Neff describes self-compassion as three things together: self-kindness rather than harsh self-judgement; a sense of common humanity, remembering that everyone struggles and fails; and mindfulness, holding painful feelings in balanced awareness instead of ignoring or drowning in them. It is treating yourself as you would treat a good friend.',
    source:
      'K. Neff, "Self-Compassion: An Alternative Conceptualization of a Healthy Attitude Toward Oneself", Self and Identity (2003), paraphrased',
    tradition: 'Self-compassion research',
    tags: ['self-compassion', 'inner critic', 'kindness', 'shame', 'mindfulness', 'Moon', 'Pisces', 'Neptune'],
  },
  {
    domain: 'Psychology',
    title: 'Shame and guilt',
    content:
      'Brené Brown distinguishes guilt ("I did something bad") from shame ("I am bad"). Guilt can move us to repair; shame tends to make us hide. Shame grows in secrecy, silence and judgement, and loosens when it is spoken to someone who meets it with empathy.',
    source: 'Brené Brown, Daring Greatly (2012), paraphrased',
    tradition: 'Shame and vulnerability research',
    tags: ['shame', 'vulnerability', 'inner critic', 'relationships', 'courage', 'Chiron', 'Pluto'],
  },
  {
    domain: 'Psychology',
    title: 'The four horsemen and repair',
    content:
      "John Gottman's studies of couples found four patterns that predict a relationship's breakdown: criticism, contempt, defensiveness and stonewalling. Their antidotes are a gentle start-up, a culture of appreciation, taking responsibility, and self-soothing. Couples who last are not those who never fight, but those who make and accept repair attempts.",
    source: 'J. M. Gottman and N. Silver, The Seven Principles for Making Marriage Work (1999), paraphrased',
    tradition: 'Couples research',
    tags: ['relationships', 'conflict', 'love', 'communication', 'repair', 'Mars', 'Venus', 'square', 'opposition'],
  },
  {
    domain: 'Psychology',
    title: 'The window of tolerance',
    content:
      'Daniel Siegel describes a "window of tolerance": a zone of arousal in which we can feel and think at the same time. Above it lie anxiety, panic and anger; below it numbness and shutdown. Slowing the breath, feeling the feet on the floor and naming the emotion help bring the nervous system back into the window.',
    source: 'D. J. Siegel, The Developing Mind (1999), paraphrased',
    tradition: 'Interpersonal neurobiology',
    tags: ['anxiety', 'stress', 'overwhelm', 'grounding', 'emotions', 'body', 'Moon', 'Mars'],
  },
  {
    domain: 'Psychology',
    title: 'Attention on purpose',
    content:
      'Jon Kabat-Zinn describes mindfulness as paying attention on purpose, in the present moment, without judgement. In his Mindfulness-Based Stress Reduction programme, attention to the breath and the body is practised daily, so that stress is met with awareness rather than with automatic reactions.',
    source: 'J. Kabat-Zinn, Full Catastrophe Living (1990) and Wherever You Go, There You Are (1994), paraphrased',
    tradition: 'Mindfulness-Based Stress Reduction',
    tags: ['mindfulness', 'meditation', 'anxiety', 'stress', 'present', 'breath', 'Moon'],
  },
  {
    domain: 'Psychology',
    title: 'Psychological flexibility',
    content:
      'Acceptance and Commitment Therapy (Steven Hayes) suggests that suffering grows when we fight our thoughts and feelings or fuse with them. Its alternative is to make room for inner experience, see thoughts as thoughts ("I notice I am having the thought that..."), and take small steps in the direction of what we value.',
    source: 'S. C. Hayes, Get Out of Your Mind and Into Your Life (2005), paraphrased',
    tradition: 'Acceptance and Commitment Therapy',
    tags: ['values', 'anxiety', 'acceptance', 'action', 'career', 'purpose', 'thoughts', 'Mercury'],
  },
  {
    domain: 'Psychology',
    title: 'The stages of a life',
    content:
      'Erik Erikson described life as a series of stages, each with a central tension: identity against role confusion in youth, intimacy against isolation in young adulthood, generativity against stagnation in midlife, integrity against despair in later life. Each crisis, met well, leaves a lasting strength such as fidelity, love, care or wisdom.',
    source: 'E. H. Erikson, Childhood and Society (1950), paraphrased',
    tradition: 'Developmental psychology',
    tags: ['life stage', 'growth', 'identity', 'midlife', 'Saturn return', 'Saturn', 'maturity'],
  },
  {
    domain: 'Psychology',
    title: 'The tasks of mourning',
    content:
      'J. William Worden describes grief as work with four tasks rather than fixed stages: to accept the reality of the loss, to work through its pain, to adjust to a world without what was lost, and to find an enduring connection with it while going on with life. Grief has no timetable, and it is not a disorder.',
    source:
      'J. W. Worden, Grief Counseling and Grief Therapy (1982; the fourth task as revised in the 4th edition, 2009), paraphrased',
    tradition: 'Grief counselling',
    tags: ['grief', 'loss', 'endings', 'change', 'Pluto', 'Scorpio', 'Waning Crescent'],
  },
  {
    domain: 'Psychology',
    title: 'Parts and Self',
    content:
      'Internal Family Systems (Richard Schwartz) sees the mind as a family of parts: protective parts such as the inner critic try, often clumsily, to keep us safe, while wounded parts carry old pain. Beneath them is a Self marked by calm, curiosity and compassion. Parts soften when they are approached with curiosity instead of being fought.',
    source: 'R. C. Schwartz, Internal Family Systems Therapy (1995), paraphrased',
    tradition: 'Internal Family Systems',
    tags: ['inner critic', 'parts', 'shadow', 'self-compassion', 'curiosity', 'Saturn', 'Moon'],
  },
];

const astrology: SeedTeaching[] = [
  {
    domain: 'Astrology',
    title: 'Mercury and the Moon in the soul',
    content:
      'In the Tetrabiblos, Ptolemy assigns the qualities of the soul to two bodies: Mercury governs the rational, thinking part, and the Moon the sensory and instinctive part. Reading a chart for temperament therefore starts with how Mercury and the Moon are placed and how they relate.',
    source: 'Claudius Ptolemy, Tetrabiblos (2nd century), Book III, "Of the Quality of the Soul", paraphrased',
    tradition: 'Hellenistic astrology',
    tags: ['Mercury', 'Moon', 'mind', 'emotions', 'temperament', 'natal chart'],
  },
  {
    domain: 'Astrology',
    title: 'The aspects',
    content:
      'Ptolemy derives the aspects from the geometry of the circle: the opposition (180°), trine (120°), square (90°) and sextile (60°), with the conjunction as the meeting of two bodies. Trines and sextiles join signs of harmonious nature; squares and oppositions join signs of contrary nature, and so describe tension that asks for effort.',
    source: 'Claudius Ptolemy, Tetrabiblos (2nd century), Book I, ch. 13, paraphrased',
    tradition: 'Hellenistic astrology',
    tags: ['aspect', 'conjunction', 'sextile', 'square', 'trine', 'opposition', 'transits'],
  },
  {
    domain: 'Astrology',
    title: 'Saturn, the greater infortune',
    content:
      'William Lilly describes Saturn as cold and dry, the "greater infortune", ruling Capricorn and Aquarius, and signifying time, old age, limits, labour and melancholy. Yet he also writes that a well-placed Saturn makes a person grave, patient, steady in counsel and faithful. Traditional astrology sees in Saturn both the weight of limits and the virtue of endurance.',
    source: 'William Lilly, Christian Astrology (1647), Book I, "Of the Planet Saturn", paraphrased',
    tradition: 'Traditional (Renaissance) astrology',
    tags: ['Saturn', 'Capricorn', 'Aquarius', 'discipline', 'patience', 'limits', 'career', 'time'],
  },
  {
    domain: 'Astrology',
    title: 'Jupiter, the greater fortune',
    content:
      'Lilly calls Jupiter the "greater fortune": temperate, ruling Sagittarius and Pisces, signifying generosity, faith, law, learning and growth. Where Jupiter touches a chart, traditional astrologers look for increase and protection, and also for excess when it is badly placed.',
    source: 'William Lilly, Christian Astrology (1647), Book I, "Of the Planet Jupiter", paraphrased',
    tradition: 'Traditional (Renaissance) astrology',
    tags: ['Jupiter', 'Sagittarius', 'Pisces', 'growth', 'faith', 'learning', 'luck', 'career'],
  },
  {
    domain: 'Astrology',
    title: 'Venus, the lesser fortune',
    content:
      'In traditional astrology Venus is the "lesser fortune", ruling Taurus and Libra: she signifies love, pleasure, beauty, art, friendship and the wish for harmony. Her condition in a chart describes how a person seeks and receives affection, and what they find beautiful.',
    source: 'William Lilly, Christian Astrology (1647), Book I, "Of the Planet Venus", paraphrased',
    tradition: 'Traditional (Renaissance) astrology',
    tags: ['Venus', 'Taurus', 'Libra', 'love', 'relationships', 'beauty', 'values', 'money'],
  },
  {
    domain: 'Astrology',
    title: 'Mars, the lesser infortune',
    content:
      'Mars, the "lesser infortune", is hot and dry and rules Aries and Scorpio in the traditional scheme. Lilly links him to courage, quarrels, fire, surgery and war. Modern astrologers read the same planet as drive, assertion and the energy to act, which turns destructive only when it is denied or misdirected.',
    source: 'William Lilly, Christian Astrology (1647), Book I, "Of the Planet Mars", paraphrased',
    tradition: 'Traditional (Renaissance) astrology',
    tags: ['Mars', 'Aries', 'Scorpio', 'anger', 'courage', 'action', 'conflict', 'energy'],
  },
  {
    domain: 'Astrology',
    title: 'Mercury takes on its company',
    content:
      'Lilly describes Mercury as neither masculine nor feminine, good with the good and evil with the evil: it takes on the nature of the planets it is joined with. It rules Gemini and Virgo and signifies the mind, speech, writing, learning and trade, so its condition shows how a person thinks and communicates.',
    source: 'William Lilly, Christian Astrology (1647), Book I, "Of the Planet Mercury", paraphrased',
    tradition: 'Traditional (Renaissance) astrology',
    tags: ['Mercury', 'Gemini', 'Virgo', 'communication', 'mind', 'learning', 'work'],
  },
  {
    domain: 'Astrology',
    title: 'Saturn as teacher',
    content:
      'Liz Greene reframed Saturn for modern psychological astrology: not only a bringer of misfortune but a teacher, pointing to where we feel inadequate and must build real strength slowly. The Saturn return, when Saturn comes back to its natal place at about 29-30 and again near 58-59, marks a passage into a more self-made adulthood.',
    source: 'Liz Greene, Saturn: A New Look at an Old Devil (1976), paraphrased',
    tradition: 'Psychological astrology',
    tags: ['Saturn', 'Saturn return', 'maturity', 'responsibility', 'career', 'life stage', 'patience', 'Capricorn'],
  },
  {
    domain: 'Astrology',
    title: 'The lunation cycle',
    content:
      'Dane Rudhyar read the monthly cycle of Sun and Moon as a process in eight phases: the New Moon sows a seed impulse, the Crescent pushes through resistance, the First Quarter is a crisis in action, the Gibbous refines, the Full Moon brings illumination and objectivity, the Disseminating phase shares what was learnt, the Last Quarter is a crisis in consciousness, and the Balsamic phase releases the old and prepares the new.',
    source: 'Dane Rudhyar, The Lunation Cycle (1967), paraphrased',
    tradition: 'Humanistic astrology',
    tags: [
      'Moon',
      'lunation',
      'phase',
      'New Moon',
      'Waxing Crescent',
      'First Quarter',
      'Waxing Gibbous',
      'Full Moon',
      'Waning Gibbous',
      'Last Quarter',
      'Waning Crescent',
      'intention',
      'cycles',
      'Sun',
    ],
  },
  {
    domain: 'Astrology',
    title: 'The chart as a seed pattern',
    content:
      'Dane Rudhyar taught that a birth chart is not a fate but a seed pattern: a map of potentials whose fulfilment depends on how the person meets them. He called for a person-centred astrology that serves growth and wholeness rather than prediction of events.',
    source: 'Dane Rudhyar, The Astrology of Personality (1936), paraphrased',
    tradition: 'Humanistic astrology',
    tags: ['natal chart', 'potential', 'individuation', 'growth', 'purpose', 'strengths', 'Sun'],
  },
  {
    domain: 'Astrology',
    title: 'Retrograde motion',
    content:
      'A planet is retrograde when, seen from Earth, it appears to move backwards through the zodiac because Earth is overtaking it or being overtaken; the planet itself does not reverse. Traditional astrologers counted retrogradation among a planet\'s debilities. Modern astrologers read it as a time for the "re-" words: review, revise, reconsider, return.',
    source:
      'William Lilly, Christian Astrology (1647), "Of the Fortitudes and Debilities of the Planets"; modern practice, paraphrased',
    tradition: 'Traditional and modern astrology',
    tags: ['retrograde', 'Mercury retrograde', 'review', 'Mercury', 'Venus', 'Mars', 'transits', 'communication'],
  },
  {
    domain: 'Astrology',
    title: 'The twelve houses',
    content:
      'The houses divide the sky at the moment of birth into twelve fields of life. The first is the self and body (the Ascendant), the fourth home and roots, the seventh partners and open enemies, the tenth career and public standing (near the Midheaven). A planet in a house colours that area of life; the houses depend on the exact birth time and place.',
    source: 'William Lilly, Christian Astrology (1647), "Of the Twelve Houses"; modern usage, paraphrased',
    tradition: 'Traditional and modern astrology',
    tags: ['houses', 'Ascendant', 'Midheaven', 'career', 'relationships', 'home', 'natal chart', 'birth time'],
  },
  {
    domain: 'Astrology',
    title: 'The four elements',
    content:
      'The twelve signs fall into four triplicities: Fire (Aries, Leo, Sagittarius), Earth (Taurus, Virgo, Capricorn), Air (Gemini, Libra, Aquarius) and Water (Cancer, Scorpio, Pisces). Stephen Arroyo reads them as modes of experience: Fire as inspiration and will, Earth as practical reality, Air as ideas and relating, Water as feeling.',
    source: 'Stephen Arroyo, Astrology, Psychology and the Four Elements (1975), paraphrased',
    tradition: 'Psychological astrology',
    tags: ['element', 'Fire', 'Earth', 'Air', 'Water', ...signNames, 'temperament'],
  },
  {
    domain: 'Astrology',
    title: 'Cardinal, fixed and mutable',
    content:
      'Each element appears in three modes. Cardinal signs (Aries, Cancer, Libra, Capricorn) begin the seasons and initiate; fixed signs (Taurus, Leo, Scorpio, Aquarius) hold the season at its height and sustain; mutable signs (Gemini, Virgo, Sagittarius, Pisces) end the seasons and adapt. Ptolemy already grouped the signs this way.',
    source: 'Claudius Ptolemy, Tetrabiblos (2nd century), Book I, ch. 11; modern usage, paraphrased',
    tradition: 'Hellenistic and modern astrology',
    tags: ['modality', 'Cardinal', 'Fixed', 'Mutable', 'seasons', ...signNames],
  },
  {
    domain: 'Astrology',
    title: 'The luminaries',
    content:
      "Liz Greene and Howard Sasportas describe the Sun as the conscious path of becoming, the sense of purpose and identity we grow into, and the Moon as our emotional needs, instincts and what makes us feel safe and nourished. Honouring the Moon's needs gives the Sun's journey a home to return to.",
    source: 'Liz Greene and Howard Sasportas, The Luminaries (1992), paraphrased',
    tradition: 'Psychological astrology',
    tags: ['Sun', 'Moon', 'luminaries', 'emotions', 'needs', 'identity', 'purpose', 'Cancer', 'Leo', 'natal chart'],
  },
  {
    domain: 'Astrology',
    title: 'The outer planets',
    content:
      'Uranus (found in 1781), Neptune (1846) and Pluto (1930) are unknown to traditional astrology. Modern astrologers such as Richard Tarnas associate Uranus with awakening and sudden change, Neptune with imagination, longing and the dissolving of boundaries, and Pluto with depth, power and transformation through endings.',
    source: 'Richard Tarnas, Cosmos and Psyche (2006), paraphrased',
    tradition: 'Archetypal astrology',
    tags: ['Uranus', 'Neptune', 'Pluto', 'transformation', 'change', 'transits', 'Aquarius', 'Pisces', 'Scorpio'],
  },
  {
    domain: 'Astrology',
    title: 'Transits as timing',
    content:
      'Robert Hand describes transits as the moving planets touching the points of the birth chart, timing when its themes come alive. Slow planets (Saturn, Uranus, Neptune, Pluto) mark chapters lasting months or years; fast ones (Moon, Mercury, Venus, Sun, Mars) colour days and weeks. A transit describes the kind of experience, not a fixed event.',
    source: 'Robert Hand, Planets in Transit (1976), paraphrased',
    tradition: 'Modern astrology',
    tags: ['transits', 'timing', 'natal chart', 'Saturn', 'Jupiter', 'Uranus', 'Neptune', 'Pluto', 'aspect'],
  },
];

const esoteric: SeedTeaching[] = [
  {
    domain: 'Esoteric Wisdom',
    title: 'The Principle of Correspondence',
    content:
      '"As above, so below; as below, so above." The Kybalion presents this as the second Hermetic principle: the same laws work on every plane, so the small can be understood through the great and the great through the small. Astrology rests on it: the pattern of the sky is read as a mirror of the pattern of a life.',
    source: 'Three Initiates, The Kybalion (1908), ch. 2',
    tradition: 'Hermeticism',
    tags: ['as above so below', 'correspondence', 'hermetic', 'sky', 'astrology', 'meaning', 'natal chart'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'The Emerald Tablet',
    content:
      'The Emerald Tablet, attributed to Hermes Trismegistus and translated by Isaac Newton among others, opens with the claim that what is below is like what is above, and what is above like what is below, to accomplish the miracles of one only thing. Alchemists read it as the charter of their work: transformation of the self mirrors transformation of matter.',
    source: "The Emerald Tablet (Tabula Smaragdina), Isaac Newton's translation (c. 1680), paraphrased",
    tradition: 'Hermeticism and alchemy',
    tags: ['as above so below', 'hermetic', 'alchemy', 'transformation', 'correspondence'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'The Principle of Mentalism',
    content:
      '"The All is Mind; the Universe is Mental." The first Hermetic principle of The Kybalion teaches that reality is rooted in mind, so the work of transformation begins with the states we hold in thought and attention.',
    source: 'Three Initiates, The Kybalion (1908), ch. 2',
    tradition: 'Hermeticism',
    tags: ['mind', 'thoughts', 'hermetic', 'intention', 'Mercury'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'The Principle of Vibration',
    content:
      '"Nothing rests; everything moves; everything vibrates." The third Hermetic principle of The Kybalion holds that differences between things are differences of rate and mode of vibration, and that moods too can be raised by deliberately shifting attention.',
    source: 'Three Initiates, The Kybalion (1908), ch. 2',
    tradition: 'Hermeticism',
    tags: ['energy', 'change', 'hermetic', 'mood', 'Uranus'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'The Principle of Polarity',
    content:
      '"Everything is Dual; everything has poles; everything has its pair of opposites." The Kybalion teaches that opposites are the same thing in different degrees, like heat and cold, so a state can be transmuted by moving along its own scale: fear toward courage, hate toward love.',
    source: 'Three Initiates, The Kybalion (1908), ch. 2',
    tradition: 'Hermeticism',
    tags: ['polarity', 'opposition', 'Full Moon', 'balance', 'hermetic', 'relationships', 'shadow', 'Libra'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'The Principle of Rhythm',
    content:
      '"Everything flows, out and in; everything has its tides; all things rise and fall." The fifth Hermetic principle describes the pendulum swing in all things. The Kybalion advises not to be carried by every swing but to notice it, and to rest in the steady centre while the tides move.',
    source: 'Three Initiates, The Kybalion (1908), ch. 2',
    tradition: 'Hermeticism',
    tags: [
      'rhythm',
      'cycles',
      'Moon',
      'phase',
      'tides',
      'hermetic',
      'New Moon',
      'Full Moon',
      'Waning Gibbous',
      'Waxing Gibbous',
    ],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'The Principle of Cause and Effect',
    content:
      '"Every Cause has its Effect; every Effect has its Cause." The Kybalion teaches that nothing happens by chance, and that the student rises from being moved by circumstances to becoming a conscious cause: choosing responses instead of only reacting.',
    source: 'Three Initiates, The Kybalion (1908), ch. 2',
    tradition: 'Hermeticism',
    tags: ['cause and effect', 'responsibility', 'choice', 'hermetic', 'Saturn', 'karma'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'The highest good is like water',
    content:
      'The Tao Te Ching compares the highest goodness to water: it benefits all things without striving and settles in the low places others avoid. Yielding and humble, it is nevertheless what wears away the hard and strong. The sage works the same way, without contention.',
    source: 'Laozi, Tao Te Ching, ch. 8 and ch. 78 (trans. James Legge, 1891), paraphrased',
    tradition: 'Taoism',
    tags: ['water', 'flow', 'softness', 'patience', 'surrender', 'Water', 'Pisces', 'Cancer', 'Neptune'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'A single step',
    content:
      'The Tao Te Ching teaches that the tree that fills the arms grew from a tiny sprout, the tower of nine storeys rose from a small heap of earth, and the journey of a thousand li begins with a single step. Deal with things before they grow large; attend to the small and near.',
    source: 'Laozi, Tao Te Ching, ch. 64 (trans. James Legge, 1891), paraphrased',
    tradition: 'Taoism',
    tags: ['beginnings', 'New Moon', 'action', 'career', 'patience', 'intention', 'Aries', 'Capricorn', 'Saturn'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'Knowing oneself',
    content:
      'The Tao Te Ching says that one who knows other people is discerning, while one who knows oneself is intelligent; one who overcomes others is strong, while one who overcomes oneself is mighty. The same call was carved at Delphi as "Know thyself".',
    source: 'Laozi, Tao Te Ching, ch. 33 (trans. James Legge, 1891); the Delphic maxim, paraphrased',
    tradition: 'Taoism and Greek wisdom',
    tags: ['self-knowledge', 'shadow', 'natal chart', 'strengths', 'inner work', 'Sun'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'The guest house',
    content:
      'A poem of Rumi\'s Masnavi, well known in English as "The Guest House", likens a human being to a guest house with a new arrival every morning: a joy, a depression, a meanness. Welcome and entertain them all, it counsels, even a crowd of sorrows, because each may be clearing you out for some new delight.',
    source: "Jalal al-Din Rumi, Masnavi, Book V; known in English through Coleman Barks' version, paraphrased",
    tradition: 'Sufism',
    tags: ['emotions', 'acceptance', 'anxiety', 'grief', 'shadow', 'self-compassion', 'Moon', 'Cancer'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'Thou art that',
    content:
      'In the Chandogya Upanishad, Uddalaka teaches his son Svetaketu that the subtle essence underlying all things is the Self, and ends each lesson with "Tat tvam asi": "Thou art that." The self we seek is not separate from the whole.',
    source: 'Chandogya Upanishad 6.8.7 (trans. F. Max Müller, 1879), the lesson paraphrased',
    tradition: 'Vedanta',
    tags: ['self', 'oneness', 'identity', 'meditation', 'spirit', 'Sun'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'From darkness to light',
    content:
      '"Lead me from the unreal to the real! Lead me from darkness to light! Lead me from death to immortality!" This prayer of the Brihadaranyaka Upanishad (asato ma sad gamaya) is a classic intention for a new beginning.',
    source: 'Brihadaranyaka Upanishad 1.3.28 (trans. F. Max Müller, 1884)',
    tradition: 'Vedanta',
    tags: ['intention', 'prayer', 'light', 'New Moon', 'beginnings', 'Waxing Crescent', 'hope'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'The retreat within',
    content:
      "Marcus Aurelius reminds himself that people seek retreats in the country, by the sea, in the mountains, yet nowhere can one retire with more quiet than into one's own soul. He counsels giving oneself this retreat often and renewing oneself there with a few brief principles.",
    source: 'Marcus Aurelius, Meditations, IV.3 (trans. George Long, 1862), paraphrased',
    tradition: 'Stoicism',
    tags: ['meditation', 'rest', 'calm', 'anxiety', 'retreat', 'Waning Crescent', 'Neptune', 'Pisces', 'mind'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'The soul is dyed by its thoughts',
    content:
      '"Such as are thy habitual thoughts, such also will be the character of thy mind; for the soul is dyed by the thoughts." Marcus Aurelius treats attention as a daily practice: what we dwell on shapes who we become.',
    source: 'Marcus Aurelius, Meditations, V.16 (trans. George Long, 1862)',
    tradition: 'Stoicism',
    tags: ['thoughts', 'mind', 'habits', 'inner critic', 'Mercury', 'discipline'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'What is in our power',
    content:
      'Epictetus opens his Handbook by dividing things into those in our power (our judgements, impulses, desires and aversions) and those not in our power (body, property, reputation, office). Peace comes from caring for the first and holding the second lightly; people are disturbed not by things but by their opinions about things.',
    source: 'Epictetus, Enchiridion, 1 and 5 (trans. George Long, 1877), paraphrased',
    tradition: 'Stoicism',
    tags: ['control', 'anxiety', 'acceptance', 'worry', 'Saturn', 'career', 'stress'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'The mind is the forerunner',
    content:
      '"All that we are is the result of what we have thought: it is founded on our thoughts, it is made up of our thoughts." The Dhammapada opens with this teaching: suffering follows an unwholesome mind as the wheel follows the ox, and happiness follows a pure mind like a shadow that never leaves.',
    source: 'The Dhammapada, verses 1-2 (trans. F. Max Müller, 1881)',
    tradition: 'Buddhism',
    tags: ['mind', 'thoughts', 'meditation', 'suffering', 'happiness', 'Mercury', 'Moon'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'Mindfulness of breathing',
    content:
      'In the Anapanasati Sutta the Buddha teaches awareness of breathing in and out: knowing a long breath as long and a short breath as short, calming the body, then attending to feeling, mind and the nature of things. Practised steadily, it brings both calm and insight.',
    source: 'Anapanasati Sutta, Majjhima Nikaya 118, paraphrased',
    tradition: 'Buddhism',
    tags: ['meditation', 'breath', 'calm', 'anxiety', 'grounding', 'mindfulness', 'present', 'body'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'Action without clinging to its fruits',
    content:
      'In the Bhagavad Gita, Krishna tells Arjuna that his right is to the work alone, never to its fruits: he should act with full commitment while letting go of attachment to success or failure. Such steady action (karma yoga) is itself a form of yoga.',
    source: 'Bhagavad Gita 2.47-48, paraphrased',
    tradition: 'Hindu philosophy (Vedanta)',
    tags: ['career', 'work', 'action', 'detachment', 'purpose', 'duty', 'Saturn', 'Mars', 'Capricorn'],
  },
  {
    domain: 'Esoteric Wisdom',
    title: 'A time for everything',
    content:
      '"To every thing there is a season, and a time to every purpose under the heaven." Ecclesiastes goes on to name the seasons of a life: a time to plant and a time to pluck up what is planted, a time to keep silence and a time to speak.',
    source: 'Ecclesiastes 3:1-7 (King James Version, 1611)',
    tradition: 'Hebrew wisdom literature',
    tags: ['timing', 'seasons', 'cycles', 'patience', 'Saturn', 'phase', 'transits', 'Last Quarter'],
  },
];

/** The seed: three domains and their teachings (H1 inserts them into a fresh database). */
export const knowledgeSeed: KnowledgeSeed = {
  domains: [{ name: 'Psychology' }, { name: 'Astrology' }, { name: 'Esoteric Wisdom' }],
  teachings: [...psychology, ...astrology, ...esoteric],
};

/** A short, correctly attributed quotation for the daily synopsis (public domain texts or translations). */
export interface DailyQuote {
  quote: string;
  author: string;
  /** Same vocabulary as teaching tags, to suit the quote to the day's sky. */
  tags: string[];
}

export const dailyQuotes: readonly DailyQuote[] = [
  {
    quote: 'As above, so below; as below, so above.',
    author: 'The Kybalion (1908)',
    tags: ['as above so below', 'Sun', 'conjunction', 'natal chart'],
  },
  {
    quote: 'Everything flows, out and in; everything has its tides; all things rise and fall.',
    author: 'The Kybalion (1908)',
    tags: ['Moon', 'Full Moon', 'Waning Gibbous', 'Waxing Gibbous', 'cycles'],
  },
  {
    quote: 'Everything is Dual; everything has poles; everything has its pair of opposites.',
    author: 'The Kybalion (1908)',
    tags: ['opposition', 'Full Moon', 'Libra', 'polarity'],
  },
  {
    quote: 'Nothing rests; everything moves; everything vibrates.',
    author: 'The Kybalion (1908)',
    tags: ['Uranus', 'Mercury', 'Gemini', 'change', 'square'],
  },
  {
    quote:
      'Such as are thy habitual thoughts, such also will be the character of thy mind; for the soul is dyed by the thoughts.',
    author: 'Marcus Aurelius, Meditations V.16 (trans. George Long)',
    tags: ['Mercury', 'retrograde', 'Virgo', 'thoughts'],
  },
  {
    quote: 'No longer talk at all about the kind of man that a good man ought to be, but be such.',
    author: 'Marcus Aurelius, Meditations X.16 (trans. George Long)',
    tags: ['Mars', 'Aries', 'Capricorn', 'First Quarter', 'action'],
  },
  {
    quote: 'Nothing, Lucilius, is ours, except time.',
    author: 'Seneca, Moral Letters to Lucilius, Letter 1 (trans. Richard M. Gummere)',
    tags: ['Saturn', 'Capricorn', 'time', 'Last Quarter'],
  },
  {
    quote: 'Men are disturbed not by the things which happen, but by the opinions about the things.',
    author: 'Epictetus, Enchiridion 5 (trans. George Long)',
    tags: ['square', 'Saturn', 'Scorpio', 'anxiety'],
  },
  {
    quote: 'All that we are is the result of what we have thought.',
    author: 'The Dhammapada, verse 1 (trans. F. Max Müller)',
    tags: ['Moon', 'Waning Crescent', 'Pisces', 'meditation'],
  },
  {
    quote: 'To every thing there is a season, and a time to every purpose under the heaven.',
    author: 'Ecclesiastes 3:1 (King James Version)',
    tags: ['Saturn', 'Last Quarter', 'Taurus', 'seasons', 'timing'],
  },
  {
    quote: 'The journey of a thousand li commenced with a single step.',
    author: 'Laozi, Tao Te Ching, ch. 64 (trans. James Legge)',
    tags: ['New Moon', 'Waxing Crescent', 'Aries', 'beginnings'],
  },
  {
    quote: 'He who knows other men is discerning; he who knows himself is intelligent.',
    author: 'Laozi, Tao Te Ching, ch. 33 (trans. James Legge)',
    tags: ['Sun', 'Leo', 'Scorpio', 'self-knowledge'],
  },
  {
    quote: 'Lead me from the unreal to the real! Lead me from darkness to light!',
    author: 'Brihadaranyaka Upanishad 1.3.28 (trans. F. Max Müller)',
    tags: ['New Moon', 'Sagittarius', 'Jupiter', 'intention'],
  },
  {
    quote: 'The unexamined life is not worth living.',
    author: 'Socrates, in Plato, Apology 38a (trans. Benjamin Jowett)',
    tags: ['Jupiter', 'Sagittarius', 'Aquarius', 'Gemini', 'trine'],
  },
  {
    quote: 'I went to the woods because I wished to live deliberately, to front only the essential facts of life.',
    author: 'Henry David Thoreau, Walden (1854)',
    tags: ['Venus', 'Taurus', 'Cancer', 'Earth', 'sextile'],
  },
];
