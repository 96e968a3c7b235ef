import { useLingui } from "@lingui/react/macro";
import { displayName, isFieldStaffRole, routeHref, sidebarEntries } from "@releve/domain";
import { Navbar, SideNav, UiRouterProvider, useRoleLabel } from "@releve/ui";
import { lazy, memo, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { Link, Outlet, useHref, useLocation, useNavigate } from "react-router-dom";
import { CurrentAlerts } from "../../features/alerts";
import { LatestReleaseNotes } from "../../features/release-notes";
import {
  useNewProposedScheduleCount,
  useNewRegistrationCount,
} from "../../features/shell/api/counts";
import { useVersion } from "../../features/shell/api/get-version";
import { ErrorListProvider, useErrorList } from "../../lib/error-list";
import { productName } from "../../lib/page-title";
import { usePreferences } from "../../lib/preferences";
import { useSession } from "../../lib/session";
import { businessNow, useSettings } from "../../lib/settings";
import { SidePaneProvider, useSidePane } from "../../lib/side-pane";
import { currentMenuHref, sidebarSections } from "../../lib/sidebar-menu";
import { Copyright } from "./Copyright";
import { HelpMenu } from "./HelpMenu";
import * as styles from "./MainLayout.css";
import { OrganisationLogo } from "./OrganisationLogo";
import { RootErrorList } from "./RootErrorList";
import { SidePane } from "./SidePane";
import { useAfterNavigation } from "./useAfterNavigation";

/** The toasts' region: loaded once the first page has shown, since no page toasts at once. */
const ToastRegion = lazy(() => import("../../lib/ToastRegion"));

/** The field staff's own pages, reached from the navbar (spec 01 §2). */
const fieldStaffPages = {
  calendar: {
    route: "registration-personnel-calendar-page",
    href: routeHref("registration-personnel-calendar-page"),
  },
  filter: { href: routeHref("registration-personnel-filter-page") },
  profile: routeHref("profile-page"),
} as const;

/**
 * The sidebar, drawn again only when what it shows changes: not at each change of a page's
 * query (a filter, a calendar's day), which leaves its entries and the current one as they are.
 */
const PageSideNav = memo(SideNav);

/** An address with a scheme (`https:`, `webcal:`, `mailto:`): not a path of the router. */
const absoluteAddress = /^[a-z][a-z\d+.-]*:/i;

/**
 * The `href` a design-system link writes: a router path as the router writes it (its base), an
 * address with a scheme as it is — the router would read `webcal://…` as a relative path.
 */
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return absoluteAddress.test(href) ? href : routed;
}
/**
 * The main layout of every signed-in page (spec 01 §2): navbar, sidebar, alert banners, the root
 * error list, the page, the side pane and the footer.
 */
export function MainLayout() {
  return (
    <ErrorListProvider>
      <SidePaneProvider>
        <Shell />
      </SidePaneProvider>
    </ErrorListProvider>
  );
}

function Shell() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const session = useSession();
  const settings = useSettings();
  const roleLabel = useRoleLabel();
  const errors = useErrorList();
  const sidePane = useSidePane();
  const [preferences] = usePreferences();
  const version = useVersion();
  const newRegistrationCount = useNewRegistrationCount();
  const newProposedScheduleCount = useNewProposedScheduleCount();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [isCollapsed, setCollapsed] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  useAfterNavigation({
    closeSidePane: sidePane.close,
    clearErrors: errors.clear,
    collapseSidebar: () => {
      setDrawerOpen(false);
      setCollapsed(true);
    },
    mainRef,
  });

  const roleCode = session.activeRoleCode;
  const isFieldStaff = roleCode !== null && isFieldStaffRole(roleCode);
  const sections = useMemo(
    () =>
      sidebarSections(
        sidebarEntries(session.activeAuthorization),
        { newRegistrationCount, newProposedScheduleCount },
        i18n,
      ),
    // The words follow the language (the same i18n object, another locale).
    [
      session.activeAuthorization,
      newRegistrationCount,
      newProposedScheduleCount,
      i18n,
      i18n.locale,
    ],
  );
  const apiVersion = version?.version;
  const release = useMemo(
    () => ({
      // The API's version; the planner's own when the API cannot say, so the release notes stay
      // one link away.
      version: apiVersion ?? __PLANNER_VERSION__,
      href: routeHref("release-note-page"),
    }),
    [apiVersion],
  );
  const menuHrefs = useMemo(
    () => [
      ...sections.flatMap((section) => section.entries.map((entry) => entry.href)),
      release.href,
      fieldStaffPages.calendar.href,
      fieldStaffPages.filter.href,
      fieldStaffPages.profile,
    ],
    [sections, release],
  );
  const current = currentMenuHref(menuHrefs, pathname, search);
  const currentHref = current === undefined ? {} : { currentHref: current };
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  // The same function for the page's life: each link of the design system reads it, and would
  // be drawn again at each navigation were it another.
  const followLink = useCallback((href: string) => navigate(href), [navigate]);
  const showCalendar =
    isFieldStaff && !settings.pagesUnderDevelopment.includes(fieldStaffPages.calendar.route);
  const personnelFilters = preferences.lists.personnelMobile?.filters;

  return (
    <UiRouterProvider navigate={followLink} useHref={useLinkHref}>
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#main">
          {t`Aller au contenu`}
        </a>
        <Navbar
          logo={
            <Link to={routeHref("home")} className={styles.logoLink}>
              <OrganisationLogo className={styles.logo} />
            </Link>
          }
          title={<span className={styles.productName}>{productName}</span>}
          onMenuPress={openDrawer}
          isMenuOpen={isDrawerOpen}
          navigationLayout={isFieldStaff ? "drawer" : "responsive"}
          {...(showCalendar ? { calendarHref: fieldStaffPages.calendar.href } : {})}
          {...(isFieldStaff
            ? {
                filterHref: fieldStaffPages.filter.href,
                isFilterActive: hasActiveFilter(personnelFilters),
              }
            : {})}
          {...(isFieldStaff ? {} : { helpMenu: <HelpMenu /> })}
          actions={
            <span className={styles.userName} data-testid="current-user">
              {displayName(session.user)}
            </span>
          }
          profile={{
            href: fieldStaffPages.profile,
            roleLabel: roleCode ? roleLabel(roleCode) : t`Aucun rôle`,
          }}
          {...currentHref}
        />
        <div className={styles.body}>
          <PageSideNav
            sections={sections}
            {...currentHref}
            release={release}
            layout={isFieldStaff ? "drawer" : "responsive"}
            isCollapsed={isCollapsed}
            onCollapsedChange={setCollapsed}
            isOpen={isDrawerOpen}
            onOpenChange={setDrawerOpen}
          />
          <div className={styles.column}>
            <main id="main" ref={mainRef} tabIndex={-1} className={styles.content}>
              {/* Inside the page's landmark: the skip link lands on the errors and the banners
                  first. */}
              <RootErrorList onDismissed={() => mainRef.current?.focus()} />
              <CurrentAlerts />
              <Outlet />
            </main>
            <footer className={styles.footer}>
              {/* The organisation's name follows in text: the logo adds nothing to read. */}
              <OrganisationLogo className={styles.footerLogo} decorative />
              <Copyright year={businessNow(settings).getFullYear()} />
            </footer>
          </div>
          <SidePane />
        </div>
      </div>
      <LatestReleaseNotes />
      <Suspense fallback={null}>
        <ToastRegion />
      </Suspense>
    </UiRouterProvider>
  );
}

/** Whether saved filters hold any choice: the navbar's filter icon then says so. */
function hasActiveFilter(filters: unknown): boolean {
  if (filters === null || filters === undefined) return false;
  if (Array.isArray(filters)) return filters.length > 0;
  if (typeof filters === "object") return Object.values(filters).some(hasActiveFilter);
  return filters !== "" && filters !== false;
}
