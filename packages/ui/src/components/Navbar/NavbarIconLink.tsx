import { Link, Tooltip, TooltipTrigger } from "react-aria-components";
import { button } from "../Button/Button.css";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/icons";
import { square } from "../IconButton/IconButton.css";
import { tooltip } from "../SideNav/SideNav.css";
import { currentShortcut } from "./Navbar.css";

/** Props of {@link NavbarIconLink}. */
export interface NavbarIconLinkProps {
  /** Where the shortcut leads. */
  href: string;
  /** The drawing shown. */
  icon: IconName;
  /** Accessible name, also shown in a tooltip on hover and keyboard focus. */
  label: string;
  /** Whether it leads to the page being shown (`aria-current="page"`). */
  isCurrent: boolean;
  /** Where the tooltip is rendered instead of `document.body`. */
  portalContainer: Element | undefined;
}

/**
 * A shortcut of the navbar that shows only an icon: a react-aria `Link` (it navigates, so it is
 * a link, not a button) with the look of a quiet `IconButton`, and its name in a tooltip.
 */
export function NavbarIconLink({
  href,
  icon,
  label,
  isCurrent,
  portalContainer,
}: NavbarIconLinkProps) {
  return (
    <TooltipTrigger delay={300}>
      <Link
        href={href}
        aria-label={label}
        {...(isCurrent ? { "aria-current": "page" } : {})}
        data-size="md"
        className={`${button({ variant: "quiet", size: "md" })} ${square} ${currentShortcut}`}
      >
        <Icon name={icon} />
      </Link>
      <Tooltip
        placement="bottom"
        // Pixels, as react-aria positions overlays in px: the 0.5rem step of the spacing grid.
        offset={8}
        className={tooltip}
        {...(portalContainer === undefined ? {} : { UNSTABLE_portalContainer: portalContainer })}
      >
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}
