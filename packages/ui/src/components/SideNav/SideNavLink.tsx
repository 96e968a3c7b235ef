import { Link, type LinkProps, Tooltip, TooltipTrigger } from "react-aria-components";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import { Badge } from "../Badge/Badge";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/icons";
import * as styles from "./SideNav.css";

interface SideNavEntryCommon {
  /** Where the entry leads; compared with the sidebar's `currentHref`. */
  href: string;
  /** The entry's name, in the current language: visible text, or hidden text once collapsed. */
  label: string;
  /** The drawing before the label; the only thing shown once the sidebar is collapsed. */
  icon: IconName;
  /** Options handed to the host router (`RouterProvider`) when the entry is followed. */
  routerOptions?: LinkProps["routerOptions"];
}

/** An entry without a count. */
export interface SideNavEntryWithoutCount extends SideNavEntryCommon {
  count?: undefined;
  countLabel?: undefined;
}

/** An entry followed by a count (new registrations, proposed schedules…). */
export interface SideNavEntryWithCount extends SideNavEntryCommon {
  /** The number shown in a badge after the label ("99+" past 99); nothing is shown at 0. */
  count: number;
  /** What the number means, read out with the entry: "3 nouvelles inscriptions". */
  countLabel: string;
}

/** One link of the sidebar, as plain data. */
export type SideNavEntry = SideNavEntryWithoutCount | SideNavEntryWithCount;

/** Props of {@link SideNavLink}. */
export interface SideNavLinkProps {
  /** The entry to show. */
  entry: SideNavEntry;
  /** Whether the entry is the page being shown (`aria-current="page"`). */
  isCurrent: boolean;
  /** Whether only the icon shows; the label then appears in a tooltip on hover and focus. */
  isCollapsed: boolean;
  /** Extra class (the version link uses a quieter one). */
  className?: string | undefined;
  /** Called when the link is followed, so the drawer can close. */
  onNavigate?: (() => void) | undefined;
  /** Where the tooltip is rendered instead of `document.body`. */
  portalContainer?: Element | undefined;
}

/**
 * A link of the sidebar: react-aria's `Link` (so a host router plugs in through `RouterProvider`),
 * wrapped in a `TooltipTrigger` that only opens while the sidebar is collapsed. The label stays
 * in the link as hidden text, so the link keeps its accessible name without the tooltip.
 */
export function SideNavLink({
  entry,
  isCurrent,
  isCollapsed,
  className,
  onNavigate,
  portalContainer,
}: SideNavLinkProps) {
  const { href, label, icon, routerOptions, count, countLabel } = entry;
  return (
    // Keyboard focus opens the tooltip at once; a hover waits a little, so sweeping the pointer
    // along the bar does not flash every label.
    <TooltipTrigger isDisabled={!isCollapsed} delay={300}>
      <Link
        href={href}
        {...(routerOptions === undefined ? {} : { routerOptions })}
        {...(isCurrent ? { "aria-current": "page" } : {})}
        className={className ? `${styles.entry} ${className}` : styles.entry}
        {...(onNavigate === undefined ? {} : { onPress: onNavigate })}
      >
        <Icon name={icon} className={styles.entryIcon} />
        <span className={isCollapsed ? visuallyHidden : styles.entryLabel}>{label}</span>
        {count !== undefined && countLabel !== undefined && count > 0 ? (
          <>
            {/* Keeps the count's label a word of its own in the link's name; flex hides it. */}{" "}
            <Badge count={count} label={countLabel} size="sm" className={styles.entryCount} />
          </>
        ) : null}
      </Link>
      <Tooltip
        placement="end"
        // Pixels, as react-aria positions overlays in px: the 0.5rem step of the spacing grid.
        offset={8}
        className={styles.tooltip}
        {...(portalContainer === undefined ? {} : { UNSTABLE_portalContainer: portalContainer })}
      >
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}
