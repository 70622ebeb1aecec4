import { Button, Card, Tab, TabList, TabPanel, Tabs, TextField } from '@app/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'UI/Primitives/Tabs',
  component: Tabs,
  parameters: {
    docs: {
      description: {
        component: `Views of one subject of which one shows at a time: a \`TabList\` of \`Tab\`s above one \`TabPanel\` per tab, matched by \`id\`. A \`surface\` panel is framed like a \`Card\`; a \`plain\` one has no frame, for content that brings its own cards.

**Do**
- Name the list with \`aria-label\` (or \`aria-labelledby\` a visible heading).
- Keep tab labels to a word or two; the list scrolls sideways on a narrow screen rather than wrapping.
- Use \`shouldForceMount\` on a panel whose state (a half-filled form, a scroll position) must survive switching tabs.

**Don't**
- Don't use tabs for steps of a sequence (use a stepper) or to navigate between pages (use links).
- Don't hide content the reader must compare side by side in different tabs.

**Accessibility**
- Roles: \`tablist\` (named by its label), \`tab\` and \`tabpanel\`; a panel is named by its tab and the selected tab controls it.
- Keyboard: Tab moves to the selected tab; the arrow keys move to the previous or next tab (skipping disabled ones) and select it; Home and End go to the first and last tab; Tab again moves into the panel (its first control, or the panel itself when it has none).
- A screen reader announces the list's name, then the tab's label, "tab", "selected" and its position ("2 of 3"); a disabled tab is announced as dimmed or unavailable.
- Tabs are at least 44 px high; the focused tab and panel show a ring.`,
      },
    },
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = { margin: 0 } as const;

/** Three tabs over framed panels; the arrow keys move the selection and show the next panel. */
export const Default: Story = {
  tags: ['interaction'],
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Your account">
        <Tab id="overview">Overview</Tab>
        <Tab id="activity">Activity</Tab>
        <Tab id="settings">Settings</Tab>
      </TabList>
      <TabPanel id="overview">
        <p style={text}>Core plan, renewed on the 14th of each month.</p>
      </TabPanel>
      <TabPanel id="activity">
        <p style={text}>Three sessions this week, the last one yesterday.</p>
      </TabPanel>
      <TabPanel id="settings">
        <p style={text}>Theme, voice and notifications.</p>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    // The tabs join the list, and the first is selected, once react-aria has built its collection: a
    // moment after the first render.
    await waitFor(() => expect(canvas.getAllByRole('tab', { selected: true })).toHaveLength(1));
    await expect(canvas.getByRole('tablist', { name: 'Your account' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent(/Core plan/);
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    const activity = canvas.getByRole('tab', { name: 'Activity' });
    await expect(activity).toHaveFocus();
    await expect(activity).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Activity' })).toBeVisible();
    await expect(canvas.queryByText(/Core plan/)).toBeNull();
  },
};

/** Controlled (`selectedKey`, `onSelectionChange`): a button outside the list also changes the tab. */
export const Controlled: Story = {
  tags: ['interaction'],
  args: { onSelectionChange: fn() },
  render: function Render(args) {
    const [selected, setSelected] = useState<string | number>('overview');
    const select = (key: string | number) => {
      setSelected(key);
      args.onSelectionChange?.(key);
    };
    return (
      <Tabs {...args} selectedKey={selected} onSelectionChange={select}>
        <TabList aria-label="Your account">
          <Tab id="overview">Overview</Tab>
          <Tab id="settings">Settings</Tab>
        </TabList>
        <TabPanel id="overview">
          <p style={text}>Your notifications are off.</p>
          <div>
            <Button variant="secondary" onPress={() => select('settings')}>
              Open settings
            </Button>
          </div>
        </TabPanel>
        <TabPanel id="settings">
          <p style={text}>Theme, voice and notifications.</p>
        </TabPanel>
      </Tabs>
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open settings' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('settings');
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Settings' })).toHaveTextContent(
      'Theme, voice and notifications.',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('overview');
    await expect(canvas.getByRole('button', { name: 'Open settings' })).toBeVisible();
  },
};

/** A disabled tab is dimmed and the arrow keys skip it. */
export const DisabledTab: Story = {
  tags: ['interaction'],
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Your account">
        <Tab id="overview">Overview</Tab>
        <Tab id="billing" isDisabled>
          Billing
        </Tab>
        <Tab id="settings">Settings</Tab>
      </TabList>
      <TabPanel id="overview">
        <p style={text}>Core plan, renewed on the 14th of each month.</p>
      </TabPanel>
      <TabPanel id="billing">
        <p style={text}>Invoices and payment methods.</p>
      </TabPanel>
      <TabPanel id="settings">
        <p style={text}>Theme, voice and notifications.</p>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    // The tabs join the list, and the first is selected, once react-aria has built its collection: a
    // moment after the first render.
    await waitFor(() => expect(canvas.getAllByRole('tab', { selected: true })).toHaveLength(1));
    await expect(canvas.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Settings' })).toBeVisible();
  },
};

/** `variant="plain"`: no frame, for panels whose content brings its own cards. */
export const PlainPanel: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Sessions">
        <Tab id="recent">Recent</Tab>
        <Tab id="saved">Saved</Tab>
      </TabList>
      <TabPanel id="recent" variant="plain">
        <Card title="Saturn return" headingLevel={3}>
          <p style={text}>2 December, 12 messages.</p>
        </Card>
        <Card title="New Moon intentions" headingLevel={3}>
          <p style={text}>20 November, 8 messages.</p>
        </Card>
      </TabPanel>
      <TabPanel id="saved" variant="plain">
        <p style={text}>Nothing saved yet.</p>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    // The tabs join the list, and the first is selected, once react-aria has built its collection: a
    // moment after the first render.
    await waitFor(() => expect(canvas.getAllByRole('tab', { selected: true })).toHaveLength(1));
    const panel = canvas.getByRole('tabpanel', { name: 'Recent' });
    await expect(within(panel).getAllByRole('region')).toHaveLength(2);
    await expect(getComputedStyle(panel).borderTopStyle).toBe('none');
  },
};

/** Six long tab labels on a phone: the list scrolls sideways and the page keeps its width. */
export const ManyTabsOnAPhone: Story = {
  tags: ['interaction'],
  parameters: { screen: { width: 390, height: 844 } },
  render: (args) => {
    const names = ['Overview', 'Recent activity', 'Notifications', 'Connected accounts', 'Privacy and data', 'Billing'];
    return (
      <Tabs {...args}>
        <TabList aria-label="Your account">
          {names.map((name) => (
            <Tab key={name} id={name}>
              {name}
            </Tab>
          ))}
        </TabList>
        {names.map((name) => (
          <TabPanel key={name} id={name}>
            <p style={text}>{name}: nothing to review.</p>
          </TabPanel>
        ))}
      </Tabs>
    );
  },
  play: async ({ canvas }) => {
    // The tabs join the list, and the first is selected, once react-aria has built its collection: a
    // moment after the first render.
    await waitFor(() => expect(canvas.getAllByRole('tab', { selected: true })).toHaveLength(1));
    const list = canvas.getByRole('tablist', { name: 'Your account' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // End selects the last tab, scrolled into view.
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Billing' });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** `shouldForceMount`: a hidden panel stays mounted, so what was typed in it survives switching tabs. */
export const ForceMounted: Story = {
  tags: ['interaction'],
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Journal">
        <Tab id="write">Write</Tab>
        <Tab id="read">Read</Tab>
      </TabList>
      <TabPanel id="write" shouldForceMount>
        <TextField label="Today's note" />
      </TabPanel>
      <TabPanel id="read" shouldForceMount>
        <p style={text}>Your notes of the last month.</p>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: "Today's note" });
    await expect(canvas.getByText('Your notes of the last month.')).not.toBeVisible();
    await userEvent.type(field, 'Full Moon in Gemini');
    await userEvent.click(canvas.getByRole('tab', { name: 'Read' }));
    await expect(canvas.getByText('Your notes of the last month.')).toBeVisible();
    await expect(field).not.toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Write' }));
    await expect(field).toBeVisible();
    await expect(field).toHaveValue('Full Moon in Gemini');
  },
};
