import type { CrisisCategory } from '@app/contract';
import { crisisResourcesFor } from '@app/contract/crisisDirectory';
import { CrisisCard, type CrisisCardContent, MessageList } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

// The help comes from the one crisis list (@app/contract); Selene's words are the server's.
const words: Record<CrisisCategory, string> = {
  suicide: "I'm really glad you told me, and I'm so sorry you're carrying this much pain right now.",
  'self-harm': 'Thank you for trusting me with this. You deserve care, not more hurt, especially from yourself.',
  abuse: "I'm so sorry this is happening to you. No one has the right to hurt you, and it is not your fault.",
  danger: 'Your safety comes first. If you can, get somewhere safe and call your emergency number now.',
  overdose:
    'An overdose or a poisoning is a medical emergency, even if you feel all right for now. Please call your emergency number now.',
  medical: 'This sounds like it could be a medical emergency. Please get help right now, before anything else.',
};
const content = (category: CrisisCategory, region: string | null): CrisisCardContent => {
  const help = crisisResourcesFor(category, region);
  return {
    message: [
      words[category],
      "You don't have to go through this alone. Please reach out to a person who can be with you now.",
    ],
    resources: help.resources,
    regionName: help.regionName,
  };
};

const meta = {
  title: 'UI/Chat/CrisisCard',
  id: 'ui-crisiscard',
  component: CrisisCard,
  parameters: {
    docs: {
      description: {
        component: `The answer to crisis language, in place of a normal reply: the heading "Help is available right now", the assistant's first words, the services to contact (most urgent first) with call, text and web links, the rest of the words, and which country's services are listed.

### When to use
- \`Message\` shows it by itself for a reply with \`crisis\` content; use it directly only outside a message.
- Only for crisis support. For a usage limit use \`UsageBanner\`; for an error, \`ConnectionIssue\` or \`ErrorScreen\`.

### Do
- Do list the most urgent service first in \`resources\`: the card keeps your order.
- Do give each contact a label that says what happens, e.g. "Call 988" or "Text 988".
- Do use \`tel:\` and \`sms:\` links (digits only, with an optional leading +) and \`https:\` pages: any other link is left out.
- Do set \`regionName\` to the country whose services are listed, or to "International".

### Don't
- Don't hide the card behind a disclosure, a "show more" or a delay: the help must be in view at once.
- Don't put the services' numbers only in \`message\`: its paragraphs are plain text; list them in \`resources\` to make them links.
- Don't skip heading levels: set \`headingLevel\` to fit the page (the default, 3, fits under a message).

### Accessibility
- **Keyboard:** Tab moves through the contact links; Enter follows one (on a phone, \`tel:\` starts a call and \`sms:\` opens a text message). No other keys.
- **Roles:** a \`region\` named by its heading (h3 by default); the services are a list named "Free, confidential help"; each contact is a link, with its icon hidden from assistive technology. Web links open in a new tab, and their name ends with "(opens in a new tab)".
- **Screen readers:** the card is not a live region and is not announced when it appears. In a \`MessageList\`, the reply is announced from the message's \`content\`, like any other reply, so put the key words there too.
- **Touch targets:** every link is at least 44 × 44 px.`,
      },
    },
  },
  args: { content: content('suicide', 'US') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CrisisCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Suicide, in the United States: 988 first, with call, text and web links; the emergency number after. */
export const SuicideUnitedStates: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Help is available right now' })).toBeVisible();
    await expect(canvas.getByText(words.suicide)).toBeVisible();
    const services = within(canvas.getByRole('list', { name: 'Free, confidential help' })).getAllByRole('listitem');
    await expect(services[0]).toHaveTextContent('988 Suicide & Crisis Lifeline');
    const call = canvas.getByRole('link', { name: 'Call 988' });
    await expect(call).toHaveAttribute('href', 'tel:988');
    await expect(canvas.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    await expect(canvas.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    const web = canvas.getByRole('link', { name: '988lifeline.org (opens in a new tab)' });
    await expect(web).toHaveAttribute('href', 'https://988lifeline.org');
    await expect(web).toHaveAttribute('target', '_blank');
    // WCAG 2.5.5: every link is a 44 px target.
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.getByText(/Country: United States\. Somewhere else\?/)).toBeVisible();
  },
};

/** A medical emergency: the emergency number comes first. */
export const MedicalEmergency: Story = {
  args: { content: content('medical', 'GB') },
  play: async ({ canvas }) => {
    const services = within(canvas.getByRole('list', { name: 'Free, confidential help' })).getAllByRole('listitem');
    await expect(services[0]).toHaveTextContent('Emergency services');
    await expect(within(services[0] as HTMLElement).getByRole('link', { name: 'Call 999' })).toHaveAttribute(
      'href',
      'tel:999',
    );
    await expect(services[1]).toHaveTextContent('NHS 111');
  },
};

/** Abuse, in Australia: the domestic violence line comes first. */
export const Abuse: Story = {
  args: { content: content('abuse', 'AU') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.abuse)).toBeVisible();
    const services = within(canvas.getByRole('list', { name: 'Free, confidential help' })).getAllByRole('listitem');
    await expect(services[0]).toHaveTextContent('1800RESPECT');
    await expect(canvas.getByRole('link', { name: 'Call 1800 737 732' })).toHaveAttribute('href', 'tel:1800737732');
  },
};

/** No known country: the international list, 112 and Find A Helpline. */
export const International: Story = {
  args: { content: content('suicide', null) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    await expect(canvas.getByRole('link', { name: 'findahelpline.com (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
    await expect(canvas.getByText('These services are listed for anywhere in the world.')).toBeVisible();
  },
};

/** A contact whose link is not a call, a text or an https page is left out, never rendered as a link. */
export const UnsafeLinkLeftOut: Story = {
  args: {
    content: {
      message: [words.suicide],
      regionName: 'International',
      resources: [
        {
          id: 'mixed',
          name: 'A replaced list with a mistake',
          description: 'Only the safe link is shown.',
          contacts: [
            { kind: 'web', label: 'Bad link', href: 'javascript:alert(1)' },
            { kind: 'call', label: 'Call 112', href: 'tel:112' },
          ],
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Bad link/ })).toBeNull();
    await expect(canvas.queryByText('Bad link')).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** In the conversation: the crisis reply shows as the card, with Selene's name and the time above it. */
export const InConversation: Story = {
  render: () => (
    <div style={{ height: 1180, display: 'flex' }}>
      <MessageList
        locale="en-US"
        timeZone="UTC"
        virtualize={false}
        messages={[
          {
            id: 1,
            content: "I don't see the point in living anymore",
            isUserMessage: true,
            timestamp: '2026-03-14T21:40:00.000Z',
          },
          {
            id: 2,
            content: `**${words.suicide}**\n\nCall or text 988.`,
            isUserMessage: false,
            timestamp: '2026-03-14T21:40:01.000Z',
            crisis: content('suicide', 'US'),
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const reply = canvas.getByRole('article', { name: 'Selene 9:40 PM' });
    await expect(within(reply).getByRole('heading', { name: 'Help is available right now' })).toBeVisible();
    await expect(within(reply).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    // The card stands in for the markdown: the words are not shown twice.
    await expect(within(reply).queryByText('Call or text 988.')).toBeNull();
  },
};
