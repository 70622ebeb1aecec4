import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Example(props: { onSelectionChange?: (key: unknown) => void; forceMount?: boolean; disable?: boolean }) {
  return (
    <Tabs onSelectionChange={props.onSelectionChange} className="layout">
      <TabList aria-label="Reading" className="list-layout">
        <Tab id="overview" className="tab-layout">
          Overview
        </Tab>
        <Tab id="activity" isDisabled={props.disable}>
          Activity
        </Tab>
        <Tab id="settings">Settings</Tab>
      </TabList>
      <TabPanel id="overview" shouldForceMount={props.forceMount} className="panel-layout">
        Your week at a glance.
      </TabPanel>
      <TabPanel id="activity" shouldForceMount={props.forceMount}>
        Recent sessions.
      </TabPanel>
      <TabPanel id="settings" variant="plain" shouldForceMount={props.forceMount}>
        Preferences.
      </TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tab list whose selected tab names its panel', () => {
    render(<Example />);
    const list = screen.getByRole('tablist', { name: 'Reading' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Activity', 'Settings']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(panel).toHaveTextContent('Your week at a glance.');
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('the arrow keys select the next tab and show its panel; a disabled tab is skipped', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Example onSelectionChange={onSelectionChange} disable />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const settings = screen.getByRole('tab', { name: 'Settings' });
    expect(settings).toHaveFocus();
    expect(settings).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange).toHaveBeenLastCalledWith('settings');
    expect(screen.getByRole('tabpanel', { name: 'Settings' })).toHaveTextContent('Preferences.');
    expect(screen.queryByText('Your week at a glance.')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('force-mounted, an inactive panel stays in the document, inert', async () => {
    const user = userEvent.setup();
    render(<Example forceMount />);
    const settings = screen.getByText('Preferences.');
    expect(settings).toHaveAttribute('data-inert', 'true');
    expect(settings).toHaveAttribute('inert');
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(settings).not.toHaveAttribute('data-inert');
    expect(screen.getByText('Your week at a glance.')).toHaveAttribute('data-inert', 'true');
  });

  it('adds a className to its own classes', () => {
    render(<Example />);
    const list = screen.getByRole('tablist');
    const panel = screen.getByRole('tabpanel');
    for (const [element, className] of [
      [list.parentElement, 'layout'],
      [list, 'list-layout'],
      [screen.getByRole('tab', { name: 'Overview' }), 'tab-layout'],
      [panel, 'panel-layout'],
    ] as const) {
      expect(element).toHaveClass(className);
      expect(element?.classList.length).toBeGreaterThan(1);
    }
  });

  it('vertical, its list says so', () => {
    render(
      <Tabs orientation="vertical">
        <TabList aria-label="Sections">
          <Tab id="a">A</Tab>
        </TabList>
        <TabPanel id="a">First</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Sections' })).toHaveAttribute('aria-orientation', 'vertical');
  });
});
