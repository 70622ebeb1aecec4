// Crisis language, recognised before any provider answers (DECISIONS "Care"). Explainable on
// purpose: a list of named patterns, each for one way people say it, over a normalised text. Every
// pattern has phrases in crisis.fixture.ts that only it catches (crisis.test.ts removes each in turn).
import type { CrisisCategory } from '@app/contract';

export interface CrisisPattern {
  /** `category/what-it-catches`: logged and tested by name, so a miss or a false alarm is traceable. */
  id: string;
  category: CrisisCategory;
  pattern: RegExp;
}

export interface CrisisMatch {
  category: CrisisCategory;
  /** The pattern that matched (the first in the list's order). */
  patternId: string;
}

// People who may hurt the person, as the normaliser leaves them ("my ex husband", "my mom").
const person =
  '(?:partner|husband|wife|boyfriend|girlfriend|ex|ex (?:husband|wife|boyfriend|girlfriend|partner)|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|brother|sister|uncle|aunt|cousin|grandfather|grandpa|boss|coach|teacher|parents|family|roommate|flatmate|fiance|fiancee|landlord|son|daughter|pimp)';
const someoneWhoHurts = `(?:he|she|they|someone|somebody|my ${person}|her ${person}|his ${person})`;
const someoneWhoCollapses = `(?:he|she|they|someone|somebody|i|my (?:${person}|friend|baby|child|kid|grandma|grandmother|neighbou?r))`;
const pills =
  '(?:pills|tablets|meds|medication|medicine|painkillers|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|antidepressants|sleeping pills|insulin|xanax|opioids|oxycodone|oxy)';
// Not what the hair-dye misspelling or "die of embarrassment" mean.
const notIdiomAfterDie =
  '(?! (?:my|your|her|his|the|our) hair| of (?:laughter|embarrassment|boredom|cringe|shame)| laughing)';
const p = (id: string, category: CrisisCategory, pattern: RegExp): CrisisPattern => ({ id, category, pattern });
const re = (source: string) => new RegExp(source);

/**
 * The patterns, most urgent category first: when several match, the first decides the category
 * (an overdose with despair gets the emergency number first). They run on `normaliseForCrisis`
 * output: lower case, contractions spelt out ("do not", "i am", "cannot"), no punctuation but
 * full stops. Idioms ("killing it", "dying to know", "dead tired") and the esoteric vocabulary of
 * death (the Death card, Pluto, ego death) are left alone because every pattern names the person
 * and the act, not the word "death".
 */
export const crisisPatterns: readonly CrisisPattern[] = [
  // Medical emergencies: the emergency number first.
  p(
    'medical/chest-pain',
    'medical',
    /\bchest (?:pain|pains|is tight|feels tight|tightness|hurts|is hurting|feels crushed|pressure)\b/,
  ),
  p(
    'medical/cannot-breathe',
    'medical',
    /\b(?:cannot|can barely|could not|struggling to|unable to|hard to|trouble|difficulty|gasping and cannot) breath(?:e|ing)\b/,
  ),
  p('medical/not-breathing', 'medical', /\b(?:is not|not|stopped|has stopped|is barely|are not) breathing\b/),
  p(
    'medical/attack-in-progress',
    'medical',
    /\b(?:am|is|are|be|might be|may be) having (?:a |an )?(?:heart attack|stroke|seizure|seizures|cardiac arrest)\b/,
  ),
  p(
    'medical/stroke-signs',
    'medical',
    /\b(?:face (?:is )?droop\w*|slurred speech|(?:speech|words) (?:is |are )?slurr\w*|(?:cannot|can not) (?:move|feel) (?:my|his|her|their|one) (?:left |right )?(?:arm|leg|side|face))\b/,
  ),
  p(
    'medical/unconscious',
    'medical',
    re(
      `\\b(?:${someoneWhoCollapses}) (?:is|was|went|has gone|became|has become|is lying) (?:completely )?(?:unconscious|unresponsive)\\b|\\b(?:knocked|fell|found (?:him|her|them)) unconscious\\b`,
    ),
  ),
  p(
    'medical/will-not-wake',
    'medical',
    re(
      `\\b(?:${someoneWhoCollapses}) (?:will not|cannot|is not|would not) wak(?:e|ing) up\\b(?! (?:for|in time|on time|early|before|until))`,
    ),
  ),
  p(
    'medical/collapsed',
    'medical',
    re(
      `\\b(?:${someoneWhoCollapses}) (?:just |has |have )?(?:collapsed|passed out|fainted)\\b(?! (?:on the (?:couch|sofa|bed)|in front of|after (?:work|a long)|watching|drunk|from (?:exhaustion|tiredness)))`,
    ),
  ),
  p(
    'medical/bleeding',
    'medical',
    /\bbleeding (?:heavily|badly|a lot|so much|everywhere|profusely|and it will not stop|that will not stop|will not stop)\b|\b(?:will not|cannot|can not) stop (?:the )?bleeding\b/,
  ),
  p(
    'medical/allergic-reaction',
    'medical',
    /\banaphyla\w*|\b(?:having an?|severe|serious) (?:\w+ )?allergic reaction\b|\bthroat (?:is )?(?:closing|swelling)(?: up)?\b/,
  ),
  p(
    'medical/choking',
    'medical',
    /\b(?:is|am|are) choking\b(?! me)|\bchoking on (?:a|an|his|her|their|food|something)\b/,
  ),
  p('medical/ambulance', 'medical', /\b(?:call|need|get|send) (?:an |the )?ambulance\b|\bmedical emergency\b/),
  p(
    'medical/heart-signs',
    'medical',
    /\bleft arm (?:is |feels |has gone |went )?(?:numb|tingling)\b|\bpain (?:in|down) my left arm\b/,
  ),
  p('medical/blood', 'medical', /\b(?:coughing|throwing|vomiting) up blood\b|\bvomiting blood\b/),

  // Overdose and poisoning: the emergency number, then poison control.
  p(
    'overdose/took-too-many',
    'overdose',
    re(
      `\\b(?:took|taken|take|swallowed|swallow|ate|popped|downed|taking) (?:way |far )?(?:too many|too much|a (?:whole |full |entire )?(?:bottle|handful|pack|packet|box|strip) of|all (?:of )?(?:my|the|his|her)|[1-9][0-9]+|twenty|thirty|forty|fifty|a bunch of|loads of) (?:of )?(?:my |the |his |her )?(?:\\w+ )?${pills}\\b`,
    ),
  ),
  p(
    'overdose/overdosed',
    'overdose',
    /\b(?:overdos(?:e|ed|es|ing)|oded)\b(?! on (?:\w+ )?(?:memes|astrology|tarot|chocolate|sugar|netflix|tv|drama|romance|content|crystals|horoscopes|love|self care))/,
  ),
  p(
    'overdose/swallowed-poison',
    'overdose',
    /\b(?:drank|swallowed|ate|drinking|swallowing|drink) (?:some |a bottle of |a cup of )?(?:bleach|antifreeze|detergent|laundry pods?|a (?:detergent|laundry|tide) pod|rat poison|poison(?! ivy)|weed killer|(?:a )?(?:button )?battery|cleaning (?:liquid|fluid|products?)|pesticide|lighter fluid)\b/,
  ),
  p(
    'overdose/mixed-with-alcohol',
    'overdose',
    re(
      `\\b(?:mixed|mixing|took|taking|swallowed) (?:my |some |a few |the )?(?:\\w+ )?${pills} (?:with|and) (?:alcohol|vodka|wine|beer|whiskey|booze|drinks)\\b`,
    ),
  ),
  p('overdose/poisoned', 'overdose', /\b(?:been|was|am|is|got) poisoned\b/),

  // Danger now: someone is hurting, or about to hurt, the person: the emergency number first.
  p(
    'danger/break-in',
    'danger',
    /\b(?:someone|somebody|a man|a stranger|a person|a guy|people) (?:is |are )?(?:trying to )?(?:break|breaking|broke|get|getting) (?:in|into) (?:my|our|the) (?:house|home|apartment|flat|room|bedroom)\b|\b(?:there is|someone is|somebody is) (?:someone |somebody |a stranger )?(?:in|inside) (?:my|our) (?:house|home|apartment|flat)\b/,
  ),
  p(
    'danger/weapon',
    'danger',
    /\b(?:pulled|pointed|pointing|held|holding|waved|waving) (?:a |his |her |their )?(?:gun|knife|weapon) (?:on|at) me\b|\b(?:threatened|threatening|attacked|chased|came at) me with (?:a |an |his |her |their )?(?:gun|knife|weapon|bat|hammer|axe)\b/,
  ),
  p('danger/fear-for-life', 'danger', /\b(?:fear|fearing|scared|afraid|terrified) for my (?:life|safety)\b/),
  p(
    'danger/coming-to-hurt',
    'danger',
    re(
      `\\b${someoneWhoHurts} (?:is|are) (?:coming|on (?:his|her|their) way) (?:back |here |over |home )?to (?:hurt|kill|get|beat|attack) (?:me|us)\\b`,
    ),
  ),
  p(
    'danger/followed',
    'danger',
    /\b(?:someone|somebody|a man|a stranger|a car|a guy|a group of men) (?:is|has been|keeps) (?:following|chasing) me\b|\bi am being (?:followed|chased)\b/,
  ),
  p(
    'danger/not-safe-now',
    'danger',
    /\b(?:am not|are not|not|do not feel) safe (?:right now|now|tonight)\b|\bi am in danger\b(?! of)/,
  ),

  // Suicide, said directly.
  p(
    'suicide/named',
    'suicide',
    /(?<!\bnot |\bnever |\bnever been |\bnot really |\bnot feeling )\bsuicid(?:e|al|ality)\b(?! (?:squad|mission|doors?|run|king)\b)/,
  ),
  p(
    'suicide/kill-myself',
    'suicide',
    /\b(?:kill|killing|killed|hang|hanging|hanged|shoot|shooting|drown|drowning|poison|poisoning|gas|electrocute|off|offing) myself\b(?! laughing| with laughter| in the foot)/,
  ),
  p('suicide/unalive', 'suicide', /\bun ?aliv(?:e|ing|ed)\b/),
  p('suicide/end-my-life', 'suicide', /\b(?:end|ending|ended|take|taking|took) (?:my|my own) life\b/),
  p(
    'suicide/end-it-all',
    'suicide',
    /\bend(?:ing)? it all\b|\bend it (?:tonight|today|now|soon|for good|once and for all)\b|\b(?:want|going|need|ready) to end it(?= ?$| ?\.)/,
  ),
  p(
    'suicide/decided-to-end-it',
    'suicide',
    /\b(?:thinking|thought|think|plan|planning|planned|decided|decide|made up my mind) (?:about |of )?(?:how |when )?(?:to end|ending) (?:it|everything|things)\b(?! with| at (?:work|my job)| off)/,
  ),
  p(
    'suicide/want-to-die',
    'suicide',
    re(
      `(?<!\\b(?:do not|does not|did not|never|not) )\\b(?:want|wanted|wanting|ready|planning|plan|deserve|trying|tried|wish|wishing|need|long|longing|would like|like) to die\\b${notIdiomAfterDie}|\\bfeel(?:ing)? like dying\\b(?! (?:my|your|her|his|the) hair)`,
    ),
  ),
  p(
    'suicide/wish-i-were-dead',
    'suicide',
    /\b(?:wish|wished|wishing) (?:that )?i (?:was|were|would be|could be|had been|had never been|was never|were never) (?:dead|never born|born|gone forever|not alive)\b/,
  ),
  p(
    'suicide/wish-not-to-exist',
    'suicide',
    /\bwish i (?:did not|could (?:just )?(?:not|stop)|would not|never) (?:exist|existed|existing|wake up|woke up)\b/,
  ),
  p(
    'suicide/better-off-without-me',
    'suicide',
    /\bbetter off (?:dead|without me|if i (?:was|were|am) (?:dead|gone|not (?:here|around|alive|born)|never born)|if i (?:died|disappeared|never existed)|with me gone|when i am gone)\b|\b(?:easier|simpler|happier) (?:for (?:everyone|them|my family|all) )?if i (?:was|were) (?:dead|gone|not (?:here|around|alive))\b/,
  ),
  p(
    'suicide/no-point-living',
    'suicide',
    /\b(?:no|not see (?:the|any|a)|cannot see (?:the|any|a)|no longer see (?:the|any|a)|lost (?:the|any|all)|there is no|without any|not have (?:a|any)) (?:point|reason|purpose) (?:in|of|to|for) (?:living|being alive|staying alive|going on|carrying on|existing|keep living|keep going|live|go on|stay alive|be alive|life)\b(?! (?:in|with|on|at|together|abroad|here|there|near|alone|like|as) )/,
  ),
  p(
    'suicide/what-is-the-point',
    'suicide',
    /\bwhat is (?:even )?the point (?:of|in) (?:living|being alive|going on|existing|(?:life|anything|trying|even trying) ?(?:anymore|any longer))\b/,
  ),
  p(
    'suicide/nothing-to-live-for',
    'suicide',
    /\b(?:nothing|nobody|no reason|not much|nothing left) (?:left )?to live for\b/,
  ),
  // Gaps are bounded ({0,120}): an unbounded one made a 50 KB message cost 200 ms of matching.
  p(
    'suicide/would-anyone-care',
    'suicide',
    /\b(?:nobody|anyone|anybody|people|they|everyone|my family|who) (?:would |will |even |really )*(?:miss|notice|care|cry)\b[^.]{0,120}?\b(?:if|when|after|once) i (?:died|die|was gone|were gone|am gone|disappeared|disappear|was dead|were dead|was not here|were not here|was not around|were not around|killed myself)\b|\b(?:nobody|anyone|anybody) (?:even |really )?cares? (?:if|whether) i (?:live or die|am alive|exist)\b/,
  ),
  p('suicide/nobody-would-miss-me', 'suicide', /\bnobody would (?:even |really )?(?:miss me|notice (?:if|that) i)\b/),
  p(
    'suicide/do-not-want-to-live',
    'suicide',
    /\b(?:do not|does not|no longer|never) (?:want|wish) to (?:live|be alive|exist|keep living|go on living|stay alive)\b(?! (?:with|in|at|near|together|there|alone|abroad|like|on) )/,
  ),
  p(
    'suicide/do-not-want-to-be-here',
    'suicide',
    /\b(?:do not|does not|no longer) (?:want|wish) to be (?:here|around|alive) (?:anymore|any longer|now)\b/,
  ),
  p(
    'suicide/never-wake-up',
    'suicide',
    /\b(?:do not want to|hope i do not|hope i never|wish i would not|want to never|pray i do not|hope i will not|sleep and (?:never|not)) wake up\b(?! (?:early|at|before|on time|in the morning for|for))/,
  ),
  p('suicide/sleep-forever', 'suicide', /\b(?:sleep|rest) forever\b/),
  p(
    'suicide/cannot-go-on',
    'suicide',
    /\b(?:cannot|can no longer|will not|not able to) (?:go on|keep going|carry on|keep doing this|do this|take (?:it|this)|cope|handle (?:it|this|life)) ?(?:anymore|any longer|no more)\b/,
  ),
  p(
    'suicide/cannot-live-like-this',
    'suicide',
    /\bcannot (?:go on|keep going|carry on|keep living|live) like this\b|\bno way i can (?:keep living|go on|carry on|keep going)\b/,
  ),
  p(
    'suicide/want-it-to-end',
    'suicide',
    /\b(?:want|need|wish|wishing) (?:it all|everything|all of (?:it|this)|the pain|my life|this life|this pain|the suffering) to (?:end|stop|be over)\b|\bwish (?:it all|everything|my life) would (?:just )?(?:end|be over|stop)\b/,
  ),
  p(
    'suicide/disappear',
    'suicide',
    /\b(?:want to|wish i could|need to) (?:just )?(?:disappear|vanish|cease to exist|stop existing|not exist|not be (?:alive|here|around))(?: forever| for good| completely| from this world)?(?= ?$| ?[.,]| and (?:never|not) come back)/,
  ),
  p(
    'suicide/burden',
    'suicide',
    /\b(?:i am|i feel like|i feel like i am|i have become) (?:such |just |only )?a (?:burden|waste of space|waste of (?:air|oxygen|life))\b|\beveryone (?:would be |is )?(?:happier|better) without me\b/,
  ),
  p(
    'suicide/worthless',
    'suicide',
    /\b(?:i am|i feel|feel|feeling) (?:so |completely |totally |utterly |just )?worthless\b/,
  ),
  p(
    'suicide/farewell-this-is-goodbye',
    'suicide',
    /\bthis is (?:my )?(?:final |last )?goodbye\b(?! to (?:my |the |this |that |our |[0-9]))/,
  ),
  p(
    'suicide/farewell-last-goodbyes',
    'suicide',
    /\b(?:saying|said|say|writing|wrote) (?:my )?(?:final|last) goodbyes?\b|\bgoodbye (?:forever|for good|cruel world)\b/,
  ),
  p(
    'suicide/farewell-letters',
    'suicide',
    /\b(?:wrote|written|writing|write|left|leaving|leave) (?:a |my )?(?:goodbye|farewell) (?:note|notes|letter|letters) (?:to|for) (?:my )?(?:family|kids|children|parents|mom|mum|dad|wife|husband|partner|friends|loved ones|everyone)\b/,
  ),
  p(
    'suicide/after-i-am-gone',
    'suicide',
    /\b(?:after|once) i am (?:gone|no longer here|not here anymore)\b(?! (?:on|for|to|from|away|at))/,
  ),
  p(
    'suicide/giving-things-away',
    'suicide',
    /\b(?:giving|gave|give|given) away (?:all )?(?:of )?(?:my|all my) (?:things|stuff|belongings|possessions|prized possessions|pets|cat|dog|guitar|books)\b(?![^.]{0,200}\b(?:mov(?:e|ing)|declutter\w*|charity|minimalis\w*|donat\w*|spring clean\w*)\b)/,
  ),
  p(
    'suicide/not-around-much-longer',
    'suicide',
    /\b(?:will not|may not|might not|am not going to) be (?:around|here|alive) (?:much longer|for much longer|for long|anymore|after (?:tonight|today|this week)|by (?:tomorrow|morning|tonight|the weekend|next week)|next week)\b/,
  ),
  p(
    'suicide/by-the-time-you-read-this',
    'suicide',
    /\bby the time (?:you|anyone|someone|somebody|they) (?:read|reads|see|sees|find|finds) this\b/,
  ),
  p(
    'suicide/last-night-alive',
    'suicide',
    /\b(?:tonight|today|this) (?:is|will be) my (?:last|final) (?:night|day|message|post|words)\b(?! (?:in|at|of|on|with|before|here in|as|working))/,
  ),
  p(
    'suicide/affairs-in-order',
    'suicide',
    /\b(?:putting|put|getting|get|got|have put|have got) (?:all )?my affairs in order\b/,
  ),
  p(
    'suicide/method-jump',
    'suicide',
    /\bjump(?:ing)? (?:off|from) (?:a|the|this|that|my) (?:\w+ )?(?:bridge|building|roof|rooftop|cliff|balcony|tower|overpass|window|ledge)\b|\b(?:jump|step|throw myself|walk)(?:ing)? in front of (?:a|the) (?:train|car|bus|truck|lorry|subway)\b/,
  ),
  p(
    'suicide/method-gun',
    'suicide',
    /\b(?:gun|pistol|barrel) (?:to|in|against) my (?:head|mouth|temple)\b|\bblow my brains out\b/,
  ),
  p('suicide/method-noose', 'suicide', /\bnoose\b/),
  p(
    'suicide/method-search',
    'suicide',
    re(
      `\\b(?:painless|easy|easiest|quick|quickest|fastest|best|surest|peaceful|quietest) (?:way|ways|method|methods) to (?:die|end it|end my life|kill myself|commit)\\b${notIdiomAfterDie}`,
    ),
  ),
  p(
    'suicide/how-many-pills',
    'suicide',
    re(
      `\\bhow (?:many|much) (?:\\w+ )?${pills} (?:would it take|does it take|to die|would kill|will kill|is lethal|is a lethal|to overdose|is an overdose|to kill)\\b|\\blethal dose\\b`,
    ),
  ),
  p(
    'suicide/method-wrists-water',
    'suicide',
    /\bslit (?:my )?wrists?\b|\b(?:walk|walking) into the (?:sea|ocean|river|lake) and (?:never|not) (?:come|coming) back\b/,
  ),
  p(
    'suicide/method-crash',
    'suicide',
    /\b(?:want to|thinking about|thought about|think about|going to|tempted to|urge to|planning to) (?:drive|driving|crash|crashing|swerve|swerving) (?:my car |the car )?(?:off (?:a|the) (?:bridge|cliff|road)|into (?:a|the|oncoming) (?:wall|tree|river|traffic|truck))\b/,
  ),
  p(
    'suicide/stockpiling',
    'suicide',
    re(`\\b(?:stockpiling|saving up|hoarding|collecting|stocking up on) (?:my |the )?${pills}\\b`),
  ),
  p(
    'suicide/thoughts-of-dying',
    'suicide',
    /\b(?:thoughts|thinking|think|thought|fantasi[sz]e|fantasi[sz]ing) (?:a lot |so much |all the time )?(?:of|about) (?:dying|being dead|not being alive|not existing|my own death|my (?:own )?funeral)\b/,
  ),
  p(
    'suicide/tired-of-living',
    'suicide',
    /\b(?:tired|sick|exhausted|weary) (?:of|from) (?:living|being alive|life|existing)\b(?! (?:in|with|at|on|here|there|about) )/,
  ),
  p(
    'suicide/hopeless',
    'suicide',
    /\b(?:feel|feeling|felt|am|i am so|completely|utterly|totally) (?:so |completely |totally |utterly |really |just |very |absolutely )?hopeless\b(?! (?:at|romantic|with|when it comes|case|about (?:my )?(?:cooking|math|maths|dating|directions)))/,
  ),
  p(
    'suicide/never-get-better',
    'suicide',
    /\b(?:nothing|it|things|life|my life) (?:will never|is never going to|are never going to|will not ever|is not ever going to) (?:get|be|feel) (?:any )?better\b|\bnothing (?:will|is going to) ever (?:get|be|feel) (?:any )?better\b/,
  ),
  p(
    'suicide/no-hope',
    'suicide',
    /\b(?:there is no|i have no|i have lost all|lost all|no) hope (?:left|for me|anymore)\b|\bgiven up on (?:life|living|everything|myself)\b/,
  ),
  p(
    'suicide/join-the-dead',
    'suicide',
    /\b(?:join|be with) (?:him|her|them|my (?:\w+ ){0,2}?(?:mom|mum|mother|dad|father|husband|wife|son|daughter|partner|brother|sister|grandma|grandmother|grandpa|grandfather|baby|child|friend|boyfriend|girlfriend)) (?:again )?(?:in heaven|on the other side|in the afterlife|in death)\b/,
  ),
  p('suicide/rather-be-dead', 'suicide', /\brather (?:be dead|die|not exist|not be alive|not wake up)\b(?! than)/),
  p(
    'suicide/life-not-worth-it',
    'suicide',
    /\b(?:my )?life (?:is|feels|has become|seems) (?:so )?(?:pointless|meaningless|not worth living|a waste)\b|\blife (?:is not|was not|is no longer) worth (?:living|it)\b|\blife has no (?:meaning|purpose|point) (?:anymore|for me)\b/,
  ),
  p(
    'suicide/death-wish',
    'suicide',
    re(
      `\\bdeath wish\\b|\\b(?:long|longing|yearn|yearning|pray|praying) for death\\b|\\blet me die\\b${notIdiomAfterDie}`,
    ),
  ),
  p(
    'suicide/no-way-out',
    'suicide',
    /\bno way out\b(?! of (?:this|the|my) (?:job|contract|lease|deal|maze|game))|\b(?:cannot|can not|do not) see (?:a|any) (?:future|light at the end)\b(?! (?:for|in|with) (?:this|my|our|the) (?:job|relationship|company|project|business))/,
  ),

  // Self-harm.
  p('self-harm/named', 'self-harm', /\bself (?:harm|harming|harmed|injury|injuring|mutilation)\b|\bselfharm\w*/),
  p('self-harm/urge', 'self-harm', /\bto (?:hurt|harm|cut|burn|hit|punish|starve) myself\b/),
  p(
    'self-harm/ongoing',
    'self-harm',
    /\b(?:keep|kept|been|started|start|began|still|am|was|stop|stopped|quit|thinking about|thought about|think about) (?:on )?(?:hurting|harming|cutting|burning|hitting|starving) myself\b|\b(?:been|started|keep|began|am) cutting again\b/,
  ),
  p(
    'self-harm/did-it',
    'self-harm',
    /\b(?:cut|burned|burnt|hurt|hit|harmed) myself (?:again|on purpose|deliberately|intentionally)\b/,
  ),
  p('self-harm/cuts', 'self-harm', /\bcut(?:ting)? (?:my|on my) (?:wrists?|arms?|thighs?|legs?|skin)\b(?! hair)/),
  p(
    'self-harm/hiding-cuts',
    'self-harm',
    /\b(?:hide|hiding|cover|covering) (?:up )?(?:my|the) (?:cuts|fresh cuts|self harm scars)\b/,
  ),

  // Abuse and threats over time: the abuse line first.
  p(
    'abuse/hits-me',
    'abuse',
    re(
      `\\b${someoneWhoHurts} (?:keeps |has |had |always |sometimes |often |still |just |would |will |is |used to )?(?:hit|hits|hitting|beat|beats|beating|choke|chokes|choked|choking|strangle|strangles|strangled|kick|kicks|kicked|slap|slaps|slapped|punch|punches|punched|shove|shoves|shoved|bite|bites|bit) (?:my \\w+ and |us and )?me\\b(?! (?:up|out|off|back|at|to it|in (?:a |the )?(?:race|game|match|chess|argument))\\b| with (?:a |an |the |his |her |their |some |more )?(?:\\w+ )?(?:joke|jokes|question|questions|news|truth|idea|ideas|fact|facts|song|songs|text|texts|message|messages|line|lines|compliment|compliments|surprise|bill|email|emails|reality|sarcasm|wisdom|advice)\\b)`,
    ),
  ),
  p('abuse/beats-me-up', 'abuse', /\b(?:beat|beats|beating|beaten) me up\b/),
  p(
    'abuse/being-abused',
    'abuse',
    /\b(?:being|been|was|am|is|were|get|getting|got) (?:physically |sexually |emotionally |verbally )?(?:abused|raped|molested|assaulted|trafficked|groomed)\b/,
  ),
  p(
    'abuse/abusive',
    'abuse',
    re(
      `\\babusive (?:relationship|marriage|household|home|${person})\\b|\\b${someoneWhoHurts} (?:is|was|has been|gets) (?:very |so |really |being )?(?:abusive|violent) (?:to|towards|with) me\\b`,
    ),
  ),
  p('abuse/domestic-violence', 'abuse', /\bdomestic (?:violence|abuse)\b|\bintimate partner violence\b/),
  p('abuse/stalking', 'abuse', /\b(?:stalks|stalked|is stalking|keeps stalking|has been stalking|stalking) me\b/),
  p(
    'abuse/threatens',
    'abuse',
    /\bthreat(?:ens|ened|ening) (?:to (?:kill|hurt|beat|harm|shoot|stab|hit|take (?:the|my) (?:kids|children))|me\b(?! with (?:a )?(?:breakup|lawsuit|divorce)))/,
  ),
  p(
    'abuse/said-will-kill',
    'abuse',
    /\b(?:said|says|swore|told me|promised) (?:that )?(?:he|she|they) (?:would|will|is going to|are going to) (?:kill|hurt|beat|shoot|stab) me\b/,
  ),
  p(
    'abuse/afraid-of-them',
    'abuse',
    re(
      `\\b(?:afraid|scared|terrified) (?:that |of what )?${someoneWhoHurts} (?:will|would|is going to|are going to|might|could|may) (?:do to me|hurt me|kill me|beat me|hit me|find me)\\b|\\b(?:afraid|scared|terrified) of my (?:partner|husband|wife|boyfriend|girlfriend|ex|dad|father|stepdad|stepfather|mom|mother|mum)\\b(?! (?:finding|seeing|knowing|being|reading|judging))`,
    ),
  ),
  p(
    'abuse/not-safe-at-home',
    'abuse',
    /\b(?:not|do not feel) safe (?:at home|in my (?:own )?(?:home|house)|with (?:him|her|them|my \w+))\b/,
  ),
  p(
    'abuse/sexual',
    'abuse',
    re(
      `\\b${someoneWhoHurts} (?:raped|rapes|molested|molests|sexually assaulted|assaulted) me\\b|\\b(?:forced|forces|pressured|made) me (?:to have sex|into sex|to do sexual)|\\btouche[sd] me (?:inappropriately|down there|without (?:my )?consent|at night|while i (?:slept|was asleep|sleep))\\b`,
    ),
  ),
  p(
    'abuse/control',
    'abuse',
    /\b(?:will not|does not|would not|never) let me (?:leave(?: the house| home)?|see my (?:friends|family)|have (?:any |my own )?money)\b|\block(?:s|ed) me (?:in|out of the house)\b/,
  ),
  p(
    'abuse/hurting-me',
    'abuse',
    re(`\\b${someoneWhoHurts} (?:is|keeps|has been|have been|are|was) (?:hurting|abusing|harming) me\\b`),
  ),
];

// Apostrophe-less and slang spellings, as whole words, to the forms the patterns read.
const spellings: [RegExp, string][] = [
  [/\b(?:kms|kmsf)\b/g, 'kill myself'],
  [/\b(?:od'd|od'ed|oded|od)(?= on\b)/g, 'overdosed'],
  [/\b(?:wanna|wana)\b/g, 'want to'],
  [/\bgonna\b/g, 'going to'],
  [/\bgotta\b/g, 'got to'],
  [/\b(?:can't|cant|can not)\b/g, 'cannot'],
  [/\b(?:won't|wont)\b/g, 'will not'],
  [/\b(?:ain't|aint)\b/g, 'am not'],
  [/\b(do|does|did|is|are|was|were|have|has|had|would|could|should)(?:n't|nt)\b/g, '$1 not'],
  [/\b(?:i'm|im)\b/g, 'i am'],
  [/\b(?:i've|ive)\b/g, 'i have'],
  [/\bi'd\b/g, 'i would'],
  [/\bi'll\b/g, 'i will'],
  [/\b(?:you're|youre|ur)\b/g, 'you are'],
  [/\b(?:they're|theyre)\b/g, 'they are'],
  [/\b(\w+)'re\b/g, '$1 are'],
  [/\b(\w+)'ll\b/g, '$1 will'],
  [/\b(\w+)'ve\b/g, '$1 have'],
  [/\b(he|she|they|you|we)'d\b/g, '$1 would'],
  [/\b(he|she|it|that|there|what|who|everyone|everything|nobody|someone|life|nothing)'s\b/g, '$1 is'],
  [/'/g, ''],
  [/\bu\b/g, 'you'],
  [/\b(?:rn)\b/g, 'right now'],
  [/\b(?:bc|cuz|coz|cos)\b/g, 'because'],
  [/\b(?:ppl)\b/g, 'people'],
  [/\b(?:no one|noone|no1)\b/g, 'nobody'],
  [/\b(?:every1)\b/g, 'everyone'],
  [/\b(?:some1)\b/g, 'someone'],
  [/\bany more\b/g, 'anymore'],
  [
    /\b(?:my self|myslef|mysef|mself|myslf)\b(?! (?:worth|esteem|care|image|love|confidence|harm|harming|harmed|injury|injuring|mutilation))/g,
    'myself',
  ],
  [/\b(?:sucide|suicde|suiside|sucicide|suicied)\b/g, 'suicide'],
  [/\b(?:sucidal|suicdal|suisidal|suicidel|sucicidal)\b/g, 'suicidal'],
  [/\bdieing\b/g, 'dying'],
  [/\b(?:pils|pillz)\b/g, 'pills'],
  [/\b(?:tmrw|tmr|tommorow|tomorow|tommorrow)\b/g, 'tomorrow'],
  [/\b(?:good bye|goodby|gbye)\b/g, 'goodbye'],
  [/\b(?:bf)\b/g, 'boyfriend'],
  [/\b(?:gf)\b/g, 'girlfriend'],
  [/\b(?:hubby)\b/g, 'husband'],
];

/**
 * The text as the patterns read it: lower case, one kind of apostrophe, contractions spelt out
 * ("dont" and "don't" -> "do not", "im" -> "i am", "can't" -> "cannot"), common slang and
 * misspellings ("kms", "wanna", "sucidal", "my self"), hyphens and symbols as spaces, sentence
 * ends as full stops, one space between words.
 */
export function normaliseForCrisis(text: string): string {
  let normalised = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4\u2032]/g, "'")
    .replace(/[!?;:\u2026]+|\.{2,}|\n+/g, ' . ')
    .replace(/[^a-z0-9'.\s]/g, ' ')
    // A dot inside a number or an abbreviation is not a sentence end.
    .replace(/\.(?=[a-z0-9])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Spellings in order: "od'd" and "don't" are read before the apostrophes go.
  for (const [pattern, replacement] of spellings) normalised = normalised.replace(pattern, replacement);
  return normalised
    .replace(/\s*\.(?:\s*\.)*/g, ' .')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The crisis a message speaks of and the pattern that saw it, or `null`. Checked before any provider answers. */
export function recogniseCrisis(text: string, patterns: readonly CrisisPattern[] = crisisPatterns): CrisisMatch | null {
  const normalised = normaliseForCrisis(text);
  for (const { id, category, pattern } of patterns) {
    if (pattern.test(normalised)) return { category, patternId: id };
  }
  return null;
}

/** The category of crisis a message speaks of, or `null`. */
export function detectCrisis(text: string, patterns?: readonly CrisisPattern[]): CrisisCategory | null {
  return recogniseCrisis(text, patterns)?.category ?? null;
}
