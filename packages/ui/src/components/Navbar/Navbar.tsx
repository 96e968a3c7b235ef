import { useLingui } from "@lingui/react/macro";
import { forwardRef, type HTMLAttributes, type ReactNode } from "react";
import { Link } from "react-aria-components";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import { Icon } from "../Icon/Icon";
import { IconButton } from "../IconButton/IconButton";
import type { SideNavLayout } from "../SideNav/SideNav.css";
import * as styles from "./Navbar.css";
import { NavbarIconLink } from "./NavbarIconLink";

/** The signed-in person's profile link. */
export interface NavbarProfile {
  /** The profile page, where the active role is chosen. */
  href: string;
  /** Label of the active role, in the current language (`data.role.{code}.label`). */
  roleLabel: string;
}

/** Props of {@link Navbar}. */
export interface NavbarProps extends Omit<HTMLAttributes<HTMLElement>, "title" | "children"> {
  /** The organisation's logo (an `<img>` with its alternative text, or a link home holding it). */
  logo?: ReactNode;
  /** The page title. Pass an `<h1>` when it is the page's main heading. */
  title?: ReactNode;
  /**
   * Opens the sidebar's drawer. Without it there is no menu button. The button only shows where
   * the sidebar is a drawer: on narrow screens, or always when `navigationLayout` is `drawer`.
   */
  onMenuPress?: () => void;
  /** Whether the drawer is open, exposed on the menu button as `aria-expanded`. */
  isMenuOpen?: boolean;
  /**
   * The sidebar's layout, so the menu button shows exactly when the sidebar is a drawer.
   * @default "responsive"
   */
  navigationLayout?: SideNavLayout;
  /** The field staff's calendar page: shows the calendar shortcut. */
  calendarHref?: string;
  /** The field staff's filter page: shows the filter shortcut. */
  filterHref?: string;
  /** Whether a filter is set: the filter shortcut changes icon and says so in its name. */
  isFilterActive?: boolean;
  /** The help menu (a menu button offering the tutorial), placed before the profile link. */
  helpMenu?: ReactNode;
  /** Further actions, placed before the help menu. */
  actions?: ReactNode;
  /** The profile link with the active role's label. */
  profile?: NavbarProfile;
  /** The `href` of the page being shown, to mark a shortcut as current (`aria-current`). */
  currentHref?: string;
  /** Where tooltips are rendered instead of `document.body` (react-aria's portal container). */
  UNSTABLE_portalContainer?: Element;
}

/**
 * The top bar of the main layout: a `<header>` (the banner landmark) holding the menu button,
 * the logo, the page title, and a `<nav>` of shortcuts (calendar, filter, help, profile). Every
 * link is a react-aria `Link`, so a host router plugs in through `RouterProvider`.
 */
export const Navbar = forwardRef<HTMLElement, NavbarProps>(function Navbar(
  {
    logo,
    title,
    onMenuPress,
    isMenuOpen,
    navigationLayout = "responsive",
    calendarHref,
    filterHref,
    isFilterActive = false,
    helpMenu,
    actions,
    profile,
    currentHref,
    UNSTABLE_portalContainer: portalContainer,
    className,
    ...props
  },
  ref,
) {
  const { t } = useLingui();
  return (
    <header
      {...props}
      ref={ref}
      className={className ? `${styles.navbar} ${className}` : styles.navbar}
    >
      {onMenuPress ? (
        <div className={styles.menuButton} data-layout={navigationLayout}>
          <IconButton
            icon="menu"
            onPress={onMenuPress}
            {...(isMenuOpen === undefined ? {} : { "aria-expanded": isMenuOpen })}
            aria-label={t({
              comment: "Navbar button that opens the navigation drawer on small screens.",
              message: "Ouvrir le menu",
            })}
          />
        </div>
      ) : null}
      {logo ? <div className={styles.logo}>{logo}</div> : null}
      <div className={styles.title}>{title}</div>
      <nav
        className={styles.shortcuts}
        aria-label={t({
          comment: "Name of the navbar's landmark of shortcuts (calendar, filters, profile).",
          message: "Raccourcis",
        })}
      >
        {calendarHref ? (
          <NavbarIconLink
            href={calendarHref}
            icon="calendar"
            isCurrent={calendarHref === currentHref}
            portalContainer={portalContainer}
            label={t({
              comment: "Navbar shortcut of field staff to their own calendar.",
              message: "Mon calendrier",
            })}
          />
        ) : null}
        {filterHref ? (
          <NavbarIconLink
            href={filterHref}
            icon={isFilterActive ? "filterActive" : "filter"}
            isCurrent={filterHref === currentHref}
            portalContainer={portalContainer}
            label={
              isFilterActive
                ? t({
                    comment: "Navbar shortcut to the filters page, while a filter is set.",
                    message: "Filtres (un filtre est actif)",
                  })
                : t({
                    comment: "Navbar shortcut to the filters page, with no filter set.",
                    message: "Filtres",
                  })
            }
          />
        ) : null}
        {actions}
        {helpMenu}
        {profile ? (
          <Link
            href={profile.href}
            className={styles.profile}
            {...(profile.href === currentHref ? { "aria-current": "page" } : {})}
          >
            <Icon name="user" />
            {/* The visible role label is part of the name (WCAG 2.5.3), after what the link is;
                the space between them is not rendered by the flex container. */}
            <span className={visuallyHidden}>
              {t({
                comment: "Spoken before the active role label on the navbar's profile link.",
                message: "Mon profil :",
              })}
            </span>{" "}
            <span className={styles.roleLabel}>{profile.roleLabel}</span>
          </Link>
        ) : null}
      </nav>
    </header>
  );
});
