import { breakpoints } from "@releve/ui/breakpoints";
import { type RefObject, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/** What the main layout resets after each navigation. */
export interface AfterNavigation {
  closeSidePane: () => void;
  clearErrors: () => void;
  /** Collapses the sidebar (and closes its drawer); called on small screens only. */
  collapseSidebar: () => void;
  /** Where focus goes, so a screen reader starts reading the new page. */
  mainRef: RefObject<HTMLElement | null>;
}

/** Screens narrower than the desktop breakpoint count as small: the sidebar gives way. */
const smallScreen = `(width < ${breakpoints.desktop}px)`;

/**
 * After each navigation (spec 01 §2): the side pane closes, the page scrolls to the top, the
 * error list clears and, on small screens, the sidebar collapses. Focus moves to the page, so
 * keyboard and screen reader users start at its top; not on the first page, where the browser's
 * own start is right. `window.matchMedia` is absent from some test environments.
 */
export function useAfterNavigation({
  closeSidePane,
  clearErrors,
  collapseSidebar,
  mainRef,
}: AfterNavigation): void {
  const { pathname, search } = useLocation();
  const previousPath = useRef<string | null>(null);
  // A layout effect: it runs before the passive effects of the new page, so a page that reports
  // an error, opens the side pane or moves focus as it opens is not undone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of place only.
  useLayoutEffect(() => {
    const from = previousPath.current;
    previousPath.current = pathname;
    if (from === null) return;
    closeSidePane();
    clearErrors();
    window.scrollTo({ top: 0, left: 0 });
    if (window.matchMedia?.(smallScreen).matches) collapseSidebar();
    // A new page, not a new query of the same page (a tab, a filter): focus stays on the
    // control that changed it.
    if (from !== pathname) mainRef.current?.focus({ preventScroll: true });
  }, [pathname, search]);
}
