import { defaultSuggestedPromptSettings } from '@app/contract/site';
import { SuggestedPrompts } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'UI/Chat/SuggestedPrompts',
  id: 'ui-suggestedprompts',
  component: SuggestedPrompts,
  parameters: {
    docs: {
      description: {
        component: `Starting questions as a grid of cards, each marked with its domain (Astrology, Psychology or Esoteric Wisdom). A card shows a short title and the full question; choosing it calls \`onSelect\` with the question's text.

### When to use
- In an empty conversation, to help people start.
- For typing a question, use \`ChatInput\`. For actions on an existing message, use \`MessageActions\`.

### Do
- Do decide in \`onSelect\` what happens: send the text, or put it in the \`ChatInput\` (its handle's \`setValue\`) to be edited first.
- Do keep titles short: the title is the button's name, and the question and domain describe it.
- Do set \`isDisabled\` while nothing can be sent, e.g. while a reply loads.
- Do set \`headingLevel\` to fit the page's outline, or \`heading={null}\` to hide the heading (the region keeps the name "Suggested prompts").

### Don't
- Don't use it for navigation: each card asks a question.
- Don't repeat the question word for word in the title: screen readers read both.
- Don't give two prompts the same \`id\`: it is the key and part of the element ids.

### Accessibility
- **Keyboard:** Tab moves from card to card (one button each); Enter or Space asks the focused one. Disabled cards are skipped by Tab.
- **Roles:** a \`region\` named by the heading ("Suggested prompts" by default), a list of cards, and in each card a \`button\` named by the title and described by the question and the domain. The domain icons are hidden from assistive technology.
- **Screen readers:** nothing is announced on its own.
- **Pointer:** a click anywhere on a card asks it. A disabled card has a dashed border and muted text, with readable contrast.
- **Reduced motion:** the border and background transitions are off.
- **Touch targets:** the whole card is the target.`,
      },
    },
  },
  args: { onSelect: fn(), prompts: defaultSuggestedPromptSettings },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SuggestedPrompts>;
export default meta;
type Story = StoryObj<typeof meta>;

const titles = [
  'Read my natal chart',
  'My current transits',
  'Saturn lessons',
  'Patterns in my relationships',
  'Quiet my inner critic',
  'Begin shadow work',
  'Work with the Moon',
  'As above, so below',
];

const prompt = (id: string) => defaultSuggestedPromptSettings.find((p) => p.id === id)!;

/** The eight prompts across Astrology, Psychology and Esoteric Wisdom. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Suggested prompts' });
    await expect(region).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(8);
    for (const title of titles) await expect(canvas.getByRole('button', { name: title })).toBeEnabled();
    await expect(canvas.getAllByText('Astrology')).toHaveLength(3);
    await expect(canvas.getAllByText('Psychology')).toHaveLength(3);
    await expect(canvas.getAllByText('Esoteric Wisdom')).toHaveLength(2);
  },
};

/** Tab reaches each prompt in turn; Enter or Space asks it. */
export const SelectByKeyboard: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Read my natal chart' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    const transits = canvas.getByRole('button', { name: 'My current transits' });
    await expect(transits).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(prompt('transits').text, prompt('transits'));
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(prompt('saturn-lessons').text, prompt('saturn-lessons'));
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

export const SelectByPointer: Story = {
  tags: ['interaction'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Patterns in my relationships' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(
      'What patterns keep repeating in my relationships, and what would help me love more freely?',
      prompt('relationships'),
    );
  },
};

export const Disabled: Story = {
  tags: ['interaction'],
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Saturn lessons' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** On a phone the cards stack in one column. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};

/** Without a visible heading the region keeps its name. */
export const WithoutHeading: Story = {
  args: { heading: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Suggested prompts' })).toBeVisible();
  },
};
