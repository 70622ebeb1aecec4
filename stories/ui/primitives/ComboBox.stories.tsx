import { ComboBox } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const zones = [
  'UTC',
  'Africa/Nairobi',
  'America/New_York',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Prague',
].map((id) => ({ id, label: id }));

const meta = {
  title: 'UI/Primitives/ComboBox',
  component: ComboBox,
  args: { label: 'Time zone', options: zones, onChange: fn(), description: 'Where you read the sky from.' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem', minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `A text input with suggestions that narrow as one types: for a choice among many (a time zone, a country), where typing finds faster than scrolling.

**Do**
- Use it when the list is long (more than about 15 choices); for a short list use a \`Select\`.
- Set \`allowsCustomValue\` only when a value outside the list is acceptable, and validate it.
- Give the options a \`description\` for a short detail that tells them apart (a city's time zone): a second, muted line under the label. Typing matches the label only.

**Don't**
- Don't use it as a search box that runs a query: that is a \`SearchField\`.

**Accessibility**
- Keyboard: typing opens the matching list; Down and Up move through it; Enter picks; Escape closes the list (a second Escape clears the text).
- The input is a \`combobox\` named by its label; the list is a \`listbox\`; the option in focus is announced as one moves, by its label and then its description (both are its name, as both are seen).
- The button that opens the whole list is named "Show suggestions" in the reader's language, or \`buttonLabel\`.`,
      },
    },
  },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, with its hint. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await expect(input).toHaveAccessibleDescription('Where you read the sky from.');
    await expect(canvas.getByRole('button', { name: /Show suggestions/ })).toBeVisible();
  },
};

/** Typing narrows the list; Down and Enter pick an option, whose id is reported. */
export const TypeToNarrow: Story = {
  tags: ['interaction'],
  play: async ({ canvas, canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await userEvent.type(input, 'Europe/P');
    const list = await page.findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Europe/Paris', 'Europe/Prague']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue('Europe/Prague');
    await expect(args.onChange).toHaveBeenCalledWith('Europe/Prague');
  },
};

/** The button opens the whole list, the chosen option bold with a check. */
export const OpenList: Story = {
  tags: ['interaction'],
  args: { defaultValue: 'Asia/Tokyo', buttonLabel: 'Show time zones' },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /^Show time zones/ }));
    const list = await page.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(zones.length);
    await expect(within(list).getByRole('option', { name: 'Asia/Tokyo' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Invalid: the error is shown, described and flagged. */
export const Invalid: Story = {
  args: { defaultInputValue: 'Mars/Olympus', errorMessage: 'Choose a zone from the list.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Time zone' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Choose a zone from the list.')).toBeVisible();
  },
};

const cities = [
  { id: 'lisbon', label: 'Lisbon, Portugal', description: 'Europe/Lisbon' },
  { id: 'london', label: 'London, United Kingdom', description: 'Europe/London' },
  { id: 'los-angeles', label: 'Los Angeles, United States', description: 'America/Los_Angeles' },
  { id: 'sao-paulo', label: 'São Paulo, Brazil', description: 'America/Sao_Paulo' },
  { id: 'tokyo', label: 'Tokyo, Japan', description: 'Asia/Tokyo' },
];

/** An option's `description` is a second line under its label, read after it as part of its name. */
export const WithDescriptions: Story = {
  tags: ['interaction'],
  args: { label: 'Birth place', options: cities, description: 'Type to search the city list.' },
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Birth place' }), 'lo');
    const list = await page.findByRole('listbox');
    const option = within(list).getByRole('option', { name: 'London, United Kingdom Europe/London' });
    // The popover is shown once placed beside the field (a frame later under load).
    await waitFor(() => expect(within(option).getByText('London, United Kingdom')).toBeVisible());
    await expect(within(option).getByText('Europe/London')).toBeVisible();
  },
};
