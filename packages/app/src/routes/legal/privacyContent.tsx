import { brand } from '@app/ui';
import { crisisSection } from './CrisisResources';
import type { LegalContent } from './LegalDocument';
import { List, MailLink, P, PageLink, SectionLink, SubHeading } from './legalParts';

const product = brand.productName;
const assistant = brand.assistantName;

/**
 * `/privacy`: what the product stores today (packages/server/src/db/migrations.ts, the session
 * lifetimes of packages/server/src/app.ts, the cookies and storage keys of packages/app/src/app),
 * why, for how long, who sees it, and how to ask for a copy or a deletion. Change it with them.
 */
export const privacyContent: LegalContent = {
  lastUpdated: '2026-11-24',
  intro: (
    <>
      This policy says what {product} stores when you use it, why, for how long, who can see it, and how to get a copy
      of it or have it deleted. It describes the service as it works today.
    </>
  ),
  sections: [
    {
      id: 'summary',
      heading: 'In short',
      content: (
        <List>
          <li>We store what your account, your conversations and your charts need, and little else.</li>
          <li>We do not sell your data, show advertising or use outside trackers or analytics services.</li>
          <li>
            Your conversations leave {product}'s server only if the service is set up with an outside AI provider, and
            then only as <SectionLink id="outside-services">described below</SectionLink>.
          </li>
          <li>
            Administrators can read the conversations in which you rated a reply. No one else at {product} reads your
            conversations.
          </li>
          <li>
            To get a copy of your data or have it deleted, send a request through the{' '}
            <PageLink href="/request">Request</PageLink> page.
          </li>
        </List>
      ),
    },
    {
      id: 'what-we-store',
      heading: 'What we store, and why',
      content: (
        <>
          <SubHeading>Your account</SubHeading>
          <P>
            Your username, your e-mail address, your password (only as a scrypt hash, from which the password cannot be
            read back), your role (client, teacher or administrator), your plan and when you joined. We need them to log
            you in, to apply your plan and, when needed, to reach you about your account.
          </P>
          <SubHeading>Your log-ins</SubHeading>
          <P>
            For each device you log in on: a hash of the random token kept in your session cookie, when the log-in
            started, when it was last used and when it expires. A log-in stops working after 30 days, or after 7 days
            without use; logging out deletes it at once.
          </P>
          <SubHeading>Mail we send you</SubHeading>
          <P>
            When you ask for a link to set a new password, we keep only a hash of the link's token, when it expires (30
            minutes later) and whether it was used. The message itself goes to your e-mail address through our mail
            server; where none is set up, it is kept in an outbox in our database (the address, the subject and the
            text, link included) that only administrators can read.
          </P>
          <SubHeading>Your conversations</SubHeading>
          <P>
            Each conversation's title and times, and each message in it: your questions and {assistant}'s replies, when
            they were sent, and whether a reply was stopped before it finished. They are stored so you can come back to
            them, and so {assistant} can read the earlier messages of a conversation when it replies.
          </P>
          <SubHeading>Your daily count</SubHeading>
          <P>How many prompts your account sent on each day (UTC): the daily limit of your plan is counted from it.</P>
          <SubHeading>Your profile and birth data</SubHeading>
          <P>
            If you give them: the name you go by, your birth date, birth time and birth place (its name, country,
            coordinates and time zone), the domains that interest you, and how far you went through onboarding. They are
            used to compute your natal chart, your daily planner and the Sacred Secretion windows, and to address you by
            name. All of it is optional.
          </P>
          <SubHeading>Ratings of replies</SubHeading>
          <P>
            When you rate a reply as helpful or not, we store the rating, the text of the reply you rated, a reference
            to it, your account and the time. Ratings are how administrators find what {assistant} does well and badly.
          </P>
          <SubHeading>Upgrade events</SubHeading>
          <P>
            When an upgrade offer is shown or pressed, when a free trial ends, or when a plan starts or is cancelled, we
            record which event it was, where on the page it happened, a random identifier of your browser tab, your
            account if you are logged in, the time, and details such as the plan chosen. We use them to understand how
            people choose plans. These events are the only analytics {product} keeps.
          </P>
          <SubHeading>Request records</SubHeading>
          <P>
            Each request to the server is logged with its path, its result, how long it took, an identifier and, when
            you are logged in, your account number, to find and fix faults. Your IP address is used only in the server's
            memory, to limit repeated log-in and sign-up attempts within 15 minutes; it is not written to the database
            or to these records.
          </P>
        </>
      ),
    },
    {
      id: 'browser',
      heading: 'Cookies and storage in your browser',
      content: (
        <>
          <P>
            {product} uses only its own cookies and browser storage, for the service itself; none is for advertising or
            tracking.
          </P>
          <List>
            <li>
              <strong>Log-in cookie</strong> (<code>moonheart_session</code>): keeps you logged in; it cannot be read by
              the page's scripts, and ends when you log out or when the log-in expires.
            </li>
            <li>
              <strong>Theme and time zone</strong> (<code>moonheart-theme</code>, <code>moonheart-time-zone</code>):
              remember the light or dark-celestial theme and your time zone, so pages arrive in your theme with times in
              your zone; kept for a year.
            </li>
            <li>
              <strong>Start-up and fonts</strong> (<code>moonheart-splash-seen</code>,{' '}
              <code>moonheart-fonts-cached</code>
              ): remember that you saw the start-up screen in this browser session, and that your browser already holds
              the fonts, so pages can use them at once; the first ends with the session, the second after a year.
            </li>
            <li>
              <strong>Hand-overs</strong> (<code>moonheart-redirect-after-auth</code>, <code>moonheart-notice</code>):
              carry the page you were going to, or a notice, across a log-in; they last a minute at most.
            </li>
            <li>
              <strong>In browser storage:</strong> your theme, whether you are logged in, your free prompt of the day
              (removed when you log out), a suggested question you chose before logging in (removed once it is back in
              the chat), and the random tab identifier of the upgrade events.
            </li>
          </List>
        </>
      ),
    },
    {
      id: 'outside-services',
      heading: `${assistant} and outside services`,
      content: (
        <>
          <P>
            By default {assistant} runs entirely on {product}'s own server, and your conversations go nowhere else.
          </P>
          <P>
            The service can be set up to have {assistant}'s replies written by an outside AI provider that offers an
            OpenAI-compatible interface. When it is, each question you send goes to that provider with up to 40 earlier
            messages of the same conversation, the name you go by (or your username), a summary of the sky at that
            moment and, if you saved birth data, your natal Sun, Moon and Ascendant signs and the day's transits to them
            (not your birth date, time or place), the teachings that match the question, and your daily planner when you
            ask from it. The provider handles what it receives under its own terms.
          </P>
          <P>
            Voice replies are spoken by your browser, or, where the service is set up with a speech provider, by that
            provider, which then receives the text of the reply you asked to hear. Voice input is recognised by your
            browser: some browsers send the sound to their maker's speech service to do so.
          </P>
        </>
      ),
    },
    {
      id: 'crisis-messages',
      heading: 'Messages about a crisis',
      content: (
        <P>
          Every question is checked on {product}'s server for words about suicide, self-harm, abuse or a medical
          emergency before anything else sees it. Such a message is answered there with crisis resources and is never
          sent to an outside provider. It stays in your conversation like any other message, and you can delete that
          conversation. If you keep writing in the same conversation, its earlier messages go with your next questions
          as described above: start a new conversation if you would rather they did not.
        </P>
      ),
    },
    {
      id: 'who-can-see',
      heading: 'Who can see your data',
      content: (
        <List>
          <li>You: your account, your conversations and your profile, whenever you are logged in.</li>
          <li>
            Administrators: account details, to support you and run the service, and the conversations in which you
            rated a reply, to improve {assistant}.
          </li>
          <li>Teachers see the library of teachings, not your conversations. Other users never see your data.</li>
          <li>
            The people who operate the servers, only as needed to keep them running; an outside AI or speech provider,
            only if the service is set up with one; and authorities, only where the law requires it.
          </li>
        </List>
      ),
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      content: (
        <>
          <P>
            Your account, profile, conversations and daily counts are kept until you ask us to delete your account. A
            conversation you delete goes at once, with all its messages.
          </P>
          <P>
            A log-in that expired can no longer be used; its record (the token's hash and its times) stays on the server
            until your account is deleted.
          </P>
          <P>
            When an account is deleted, its profile, log-ins, conversations, messages and daily counts are deleted with
            it. Your ratings and upgrade events are kept without your account attached; a rating still holds the text of
            the reply you rated. Say so in your request if you want those deleted too.
          </P>
          <P>Request records are kept as long as the server's hosting keeps its logs.</P>
        </>
      ),
    },
    {
      id: 'your-rights',
      heading: 'A copy of your data, corrections and deletion',
      content: (
        <>
          <P>
            You can rename or delete any conversation in the chat, and change your birth data and name on the{' '}
            <PageLink href="/onboarding">Onboarding</PageLink> page.
          </P>
          <P>
            For a copy of everything we hold about you, or to have your account and data deleted, send a request through
            the <PageLink href="/request">Request</PageLink> page while logged in to that account, or write to{' '}
            <MailLink address={brand.supportEmail} /> from its e-mail address. Account Settings does not offer export or
            deletion yet.
          </P>
        </>
      ),
    },
    {
      id: 'security',
      heading: 'How we protect it',
      content: (
        <List>
          <li>Passwords are stored only as scrypt hashes; log-in tokens only as hashes.</li>
          <li>
            The log-in cookie cannot be read by scripts, is not sent when another site posts a form or loads something
            from {product}, and on HTTPS is sent over HTTPS only.
          </li>
          <li>Repeated log-in and sign-up attempts are slowed down.</li>
          <li>Pages only run {product}'s own scripts, and replies are shown with links and images checked.</li>
        </List>
      ),
    },
    {
      id: 'age',
      heading: 'Age',
      content: (
        <P>
          {product} is for adults: accounts are for people 18 or older. If you believe a child has an account, tell us
          through the <PageLink href="/request">Request</PageLink> page and we will delete it.
        </P>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      content: (
        <P>
          When what {product} stores or shares changes, this policy changes first; the date at the top says when it last
          did, and the <PageLink href="/updates">Updates</PageLink> page announces significant changes.
        </P>
      ),
    },
    crisisSection,
  ],
};
