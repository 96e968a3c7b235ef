import { useLingui } from "@lingui/react/macro";
import { forwardRef, type ReactNode, useId } from "react";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import * as styles from "./SideNav.css";
import { type SideNavEntry, SideNavLink } from "./SideNavLink";

/** A group of entries under an optional heading ("Inscriptions", "Sécurité"…). */
export interface SideNavSection {
  /** Stable key of the section. */
  id: string;
  /** Heading of the section, in the current language; hidden (still read) once collapsed. */
  label?: string;
  /** The section's entries, in order. */
  entries: readonly SideNavEntry[];
}

/** The release the app runs, linked to its release notes. */
export interface SideNavRelease {
  /** Version number as shown, e.g. "3.4.1". */
  version: string;
  /** The release notes page. */
  href: string;
}

/** Props of {@link SideNavContent}. */
export interface SideNavContentProps {
  /** The menu's sections, in order. */
  sections: readonly SideNavSection[];
  /** The `href` of the page being shown. */
  currentHref: string | undefined;
  /** The running release, linked at the bottom. */
  release: SideNavRelease | undefined;
  /** Whether only icons show. */
  isCollapsed: boolean;
  /** Name of the `<nav>` landmark. */
  label: string;
  /** The collapse toggle, or the drawer's close button. */
  toolbar: ReactNode;
  /** Called when a link is followed (the drawer closes then). */
  onNavigate?: (() => void) | undefined;
  /** Where tooltips are rendered instead of `document.body`. */
  portalContainer?: Element | undefined;
}

/**
 * The `<nav>` landmark shared by the sidebar and the drawer: a toolbar row, the sections (each a
 * list named by its heading) and the version link. Entries are reached with Tab, in reading
 * order, as in any navigation landmark.
 */
export const SideNavContent = forwardRef<HTMLElement, SideNavContentProps>(function SideNavContent(
  { sections, currentHref, release, isCollapsed, label, toolbar, onNavigate, portalContainer },
  ref,
) {
  const { t } = useLingui();
  const idPrefix = useId();
  const linkProps = { isCollapsed, onNavigate, portalContainer };
  const version = release?.version ?? "";
  const versionLabel = t({
    comment: "Link at the bottom of the sidebar to the release notes, e.g. Version 3.4.1.",
    message: `Version ${version}`,
  });
  return (
    <nav
      ref={ref}
      aria-label={label}
      className={styles.nav}
      data-collapsed={isCollapsed || undefined}
    >
      <div className={styles.toolbar}>{toolbar}</div>
      <div className={styles.sections}>
        {sections.map((section) => {
          const headingId = `${idPrefix}-${section.id}`;
          return (
            <div key={section.id}>
              {section.label ? (
                <span id={headingId} className={isCollapsed ? visuallyHidden : styles.sectionLabel}>
                  {section.label}
                </span>
              ) : null}
              <ul
                className={styles.list}
                {...(section.label ? { "aria-labelledby": headingId } : {})}
              >
                {section.entries.map((entry) => (
                  <li key={entry.href}>
                    <SideNavLink
                      {...linkProps}
                      entry={entry}
                      isCurrent={entry.href === currentHref}
                    />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      {release ? (
        <SideNavLink
          {...linkProps}
          className={styles.version}
          isCurrent={release.href === currentHref}
          entry={{
            href: release.href,
            icon: "info",
            label: versionLabel,
          }}
        />
      ) : null}
    </nav>
  );
});
