import { forwardRef, type ReactNode } from "react";
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  composeRenderProps,
} from "react-aria-components";
import { Badge } from "../Badge/Badge";
import * as styles from "./Tabs.css";

/** Props of {@link Tabs}: every react-aria `Tabs` prop (`selectedKey`, `onSelectionChange`…). */
export interface TabsProps extends AriaTabsProps {
  /**
   * `horizontal` puts the list above the panel (Left/Right arrows), `vertical` beside it
   * (Up/Down arrows). Styled through `[data-orientation]`.
   * @default "horizontal"
   */
  orientation?: styles.TabsOrientation;
}

/**
 * Tabs: react-aria's `Tabs` (roving focus, arrow keys, Home/End, automatic selection on focus)
 * with the Relève look. Compose with {@link TabList}, {@link Tab} and {@link TabPanel}; the ids of
 * the tabs match the ids of the panels.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { className, ...props },
  ref,
) {
  return (
    <AriaTabs
      {...props}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.tabs} ${extra}` : styles.tabs,
      )}
    />
  );
});

/** Props of {@link TabList}: react-aria's, whose `aria-label` names the set of tabs. */
export interface TabListProps extends AriaTabListProps<object> {}

/**
 * The list of tabs. A horizontal list wider than its container scrolls sideways; the keyboard
 * focus ring is drawn inside each tab so the scroll edge never hides it.
 */
export const TabList = forwardRef<HTMLDivElement, TabListProps>(function TabList(
  { className, ...props },
  ref,
) {
  return (
    <AriaTabList
      {...props}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.tabList} ${extra}` : styles.tabList,
      )}
    />
  );
});

interface TabCommonProps extends Omit<AriaTabProps, "children"> {
  /** The tab's visible text, which is its accessible name. */
  children: ReactNode;
}

/** A tab without a count. */
export interface TabWithoutCountProps extends TabCommonProps {
  count?: undefined;
  countLabel?: undefined;
}

/** A tab followed by a count badge (items waiting in that tab). */
export interface TabWithCountProps extends TabCommonProps {
  /** The number shown in a small badge after the text ("99+" past 99). */
  count: number;
  /**
   * What the number means, in the current language, read out with the tab's name: for example
   * "3 en attente". See `Badge`'s `label`.
   */
  countLabel: string;
}

/** Props of {@link Tab}: react-aria's (`id`, `isDisabled`…), with an optional count. */
export type TabProps = TabWithoutCountProps | TabWithCountProps;

/**
 * One tab. Selected, hovered, focused and disabled states are styled through `[data-selected]`,
 * `[data-hovered]`, `[data-focus-visible]` and `[data-disabled]`.
 */
export const Tab = forwardRef<HTMLDivElement, TabProps>(function Tab(
  { children, count, countLabel, className, ...props },
  ref,
) {
  return (
    <AriaTab
      {...props}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.tab} ${extra}` : styles.tab,
      )}
    >
      {children}
      {count !== undefined && countLabel !== undefined ? (
        <>
          {/* Keeps the count's label a word of its own in the tab's name; flex hides it. */}{" "}
          <Badge count={count} label={countLabel} size="sm" tone="neutral" />
        </>
      ) : null}
    </AriaTab>
  );
});

/** Props of {@link TabPanel}: react-aria's; its `id` matches its tab's. */
export interface TabPanelProps extends AriaTabPanelProps {}

/** The content shown while its tab is selected. */
export const TabPanel = forwardRef<HTMLDivElement, TabPanelProps>(function TabPanel(
  { className, ...props },
  ref,
) {
  return (
    <AriaTabPanel
      {...props}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.tabPanel} ${extra}` : styles.tabPanel,
      )}
    />
  );
});
