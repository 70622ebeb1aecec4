import type { Ref } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

type Styled<P> = Omit<P, 'className' | 'style'> & {
  /** Layout-only escape hatch (margins, grid placement), added to the component's own class. */
  className?: string;
  /** The rendered element, e.g. to measure it or move focus to it. */
  ref?: Ref<HTMLDivElement>;
};

export type TabsProps = Styled<AriaTabsProps>;
export type TabListProps<T extends object = object> = Styled<AriaTabListProps<T>>;
export type TabProps = Styled<AriaTabProps>;
export interface TabPanelProps extends Styled<AriaTabPanelProps> {
  /**
   * `surface`: framed like a `Card` (for text and fields straight in the panel); `plain`: no frame
   * (for a panel whose content brings its own cards). @default 'surface'
   */
  variant?: 'surface' | 'plain';
}

const classes = (own: string, className: string | undefined) => (className ? `${own} ${className}` : own);

/**
 * A set of views of which one shows at a time, on react-aria-components: a `TabList` of `Tab`s and
 * one `TabPanel` per tab, matched by `id`. Selection is uncontrolled (`defaultSelectedKey`, else the
 * first tab) or controlled (`selectedKey` with `onSelectionChange`); `keyboardActivation="manual"`
 * makes the arrow keys move focus only, Enter or Space then selecting. With
 * `orientation="vertical"` the list stands beside the panels and the up and down arrows move.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={classes(styles.tabs, className)} />;
}

/**
 * The row of tabs (`role="tablist"`): name it with `aria-label` (or `aria-labelledby`). Wider than
 * its container, it scrolls sideways instead of widening the page.
 */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={classes(styles.tabList, className)} />;
}

/**
 * One tab (`role="tab"`): a short label naming its panel. Its `id` is the key of the panel it shows.
 * With `isDisabled` it is dimmed and skipped by the arrow keys; with `href` it is a link (tabs that
 * are routes).
 */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={classes(styles.tab, className)} />;
}

/**
 * The content of one tab (`role="tabpanel"`), named by its tab; its `id` is that tab's. Only the
 * selected tab's panel is rendered, unless `shouldForceMount`: then the others stay mounted (their
 * state, a half-typed field, survives switching) but hidden and inert.
 */
export function TabPanel({ variant = 'surface', className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={classes(styles.panelVariant[variant], className)} />;
}
