import {
  allowedDomains,
  synopsisTiers,
  type Tier,
  type TierConfig,
  type TierLimits,
  tiers,
  tierTable,
} from '@app/contract';
import { brand } from '@app/ui';
import { priceText } from '../plans';
import { crisisSection } from './CrisisResources';
import { crisisSectionId, type LegalContent } from './LegalDocument';
import { List, MailLink, P, PageLink, SectionLink } from './legalParts';

const product = brand.productName;
const assistant = brand.assistantName;

/** "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The names of the tiers, in the table's order, that have a feature. */
export function tiersWith(feature: (limits: TierLimits, tier: Tier) => boolean): string {
  return joinNames(tiers.filter((tier) => feature(tierTable[tier].limits, tier)).map((tier) => tierTable[tier].name));
}

/** One plan as the terms state it, from the one tier table (nothing here repeats its figures). */
export function planTerms(config: TierConfig): string {
  const { limits } = config;
  const prompts = limits.limitNeverReached
    ? 'no daily limit on prompts'
    : limits.promptLimit === 1
      ? '1 prompt a day'
      : `${limits.promptLimit} prompts a day`;
  const legacy = config.legacy ? ' (a legacy plan: kept for those who have it, no longer sold)' : '';
  const price = config.price === 0 ? 'no charge' : priceText(config);
  return `${price}${legacy}; ${prompts}; conversations of up to ${limits.maxConversationLength} messages.`;
}

/** `/terms`: the Terms of Service, written for this product. */
export const termsContent: LegalContent = {
  lastUpdated: '2026-11-24',
  intro: (
    <>
      These terms are the agreement between you and {product} when you use {product} and talk with {assistant}. Please
      read them together with the <PageLink href="/privacy">Privacy Policy</PageLink>, which says what we store about
      you and why.
    </>
  ),
  sections: [
    {
      id: 'service',
      heading: `What ${product} is`,
      content: (
        <>
          <P>
            {product} is a companion for reflection. {assistant}, its AI assistant, offers guidance in three domains:{' '}
            {joinNames(allowedDomains)}. Around the conversation, {product} computes a daily planner, natal charts,
            forecasts and the Sacred Secretion Calculator from the real positions of the Sun, the Moon and the planets.
          </P>
          <P>
            {assistant} is software, not a person. Each reply is written automatically: by {product}'s own engine, from
            a library of teachings and the sky at the moment of your question, or, where the service is set up with one,
            by an outside AI language model that receives your question as the{' '}
            <PageLink href="/privacy">Privacy Policy</PageLink> describes.
          </P>
        </>
      ),
    },
    {
      id: 'care',
      heading: 'Guidance, not treatment',
      content: (
        <>
          <P>
            What {assistant} offers is a way to reflect. It does not replace a doctor, a therapist, a lawyer or a
            financial adviser, and it does not diagnose, prescribe or predict. Do not start, stop or change a treatment,
            or make a decision about your health, safety, money or legal situation, on the strength of a reply alone.
            Astrology and esoteric teachings are traditions of meaning; {product} presents them as such, not as
            scientific fact.
          </P>
          <P>
            When a message speaks of suicide, self-harm, abuse or a medical emergency, {assistant} answers with crisis
            resources instead of astrology. That check is automatic and can miss what you mean: {product} is not an
            emergency or crisis service. If you or someone near you is in danger, use the{' '}
            <SectionLink id={crisisSectionId}>resources below</SectionLink> now.
          </P>
        </>
      ),
    },
    {
      id: 'accounts',
      heading: 'Your account',
      content: (
        <>
          <P>
            Anyone may read {product}'s pages and choose a suggested question. To talk with {assistant} you need an
            account: a username, an e-mail address and a password. You must be 18 or older to create one.
          </P>
          <List>
            <li>Keep your password to yourself. What is done through your account is your responsibility.</li>
            <li>An account is for one person. Do not share it, sell it or use someone else's.</li>
            <li>
              A log-in lasts on a device until you log out, for at most 30 days, and ends sooner after 7 days without
              use.
            </li>
            <li>
              Some accounts are teachers, who curate the library of teachings {assistant} draws on, or administrators,
              who run the service. Their extra access is for that work only.
            </li>
          </List>
        </>
      ),
    },
    {
      id: 'plans',
      heading: 'Plans and daily limits',
      content: (
        <>
          <P>Every plan includes {assistant}'s guidance in all three domains. Prices are in US dollars.</P>
          <List>
            {tiers.map((tier) => (
              <li key={tier}>
                <strong>{tierTable[tier].name}:</strong> {planTerms(tierTable[tier])}
              </li>
            ))}
          </List>
          <P>
            Voice replies and voice input come with {tiersWith((limits) => limits.voiceEnabled)}. The daily planner
            comes with {tiersWith((_, tier) => (synopsisTiers as readonly Tier[]).includes(tier))}; the forecast and the
            Sacred Secretion Calculator with {tiersWith((limits) => limits.forecastAccess)}; the full astrology page
            with {tiersWith((limits) => limits.astrologyPageAccess)}. The <PageLink href="/pricing">Pricing</PageLink>{' '}
            page compares every plan.
          </P>
          <P>
            A prompt is each question you send, each reply you ask {assistant} to write again and each question you edit
            and send again. Prompts are counted per account per day in Coordinated Universal Time (UTC), and the count
            starts again at midnight UTC; the chat shows how many are left and when they return. A reply that has
            started is never cut off because the limit was reached during it. When a conversation reaches its plan's
            length, start a new one.
          </P>
          <P>
            Payments run in test mode: the checkout says "Test mode: no real charge", takes test cards only, and nothing
            is charged. A monthly plan renews each month until cancelled; a higher plan starts at once for the prorated
            difference; a lower plan or a cancellation takes effect at the end of the paid period; Elite is one payment
            for life.
          </P>
        </>
      ),
    },
    {
      id: 'use',
      heading: 'Acceptable use',
      content: (
        <>
          <P>Use {product} for your own reflection, with care for others. Do not:</P>
          <List>
            <li>use it to harass, threaten, deceive or harm anyone, or for anything unlawful;</li>
            <li>
              ask {assistant} for content that sexualises minors, promotes violence or hatred against people, or helps
              anyone hurt themselves or others;
            </li>
            <li>
              enter another person's birth data or private details without their agreement, or present a reading about
              someone as a judgement of them;
            </li>
            <li>
              try to reach other people's accounts or conversations, test or overload the service without our agreement,
              or get around the daily limits (for example with several accounts or automated requests);
            </li>
            <li>upload teachings you have no right to share, if you are a teacher.</li>
          </List>
        </>
      ),
    },
    {
      id: 'assistant',
      heading: `What ${assistant} can and cannot do`,
      content: (
        <List>
          <li>
            {assistant} can be wrong, incomplete or out of date, and can sound surer than it is. Weigh what it says
            against your own judgement and, where it matters, a qualified person's.
          </li>
          <li>
            {assistant} knows what you tell it in the conversation you are in, your name, and the birth data you chose
            to save. It does not read your other conversations.
          </li>
          <li>
            Positions of the planets are computed, not guessed; what they mean for you is interpretation, offered for
            reflection.
          </li>
          <li>
            {assistant} cannot act in the world for you: it cannot call anyone, reach emergency services or know where
            you are.
          </li>
        </List>
      ),
    },
    {
      id: 'content',
      heading: 'Your words and replies',
      content: (
        <P>
          What you write stays yours. You allow {product} to store it and to process it as the{' '}
          <PageLink href="/privacy">Privacy Policy</PageLink> describes, only to provide the service to you and, for
          replies you rate, to improve {assistant}. You may use {assistant}'s replies for your own purposes; other
          people may receive similar replies to similar questions.
        </P>
      ),
    },
    {
      id: 'termination',
      heading: 'Ending your account',
      content: (
        <>
          <P>
            You may stop using {product} at any time. To have your account and its data deleted, send a request through
            the <PageLink href="/request">Request</PageLink> page; the{' '}
            <PageLink href="/privacy">Privacy Policy</PageLink> says what is deleted and what is kept.
          </P>
          <P>
            We may suspend or close an account that breaks these terms. Where we can, we tell you first and give you a
            chance to explain; we act at once when someone is in danger or the service is under attack.
          </P>
        </>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      content: (
        <P>
          When {product} changes, these terms may change with it; the date at the top says when they last did. We
          announce significant changes on the <PageLink href="/updates">Updates</PageLink> page before they apply. If
          you keep using {product} after a change applies, the new terms apply to you; if you do not agree, you may stop
          and ask for your account to be deleted.
        </P>
      ),
    },
    crisisSection,
    {
      id: 'contact',
      heading: 'Contact',
      content: (
        <P>
          Questions about these terms: send them through the <PageLink href="/request">Request</PageLink> page or write
          to <MailLink address={brand.supportEmail} />.
        </P>
      ),
    },
  ],
};
