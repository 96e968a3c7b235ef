import type { ReactNode } from "react";
import { RouterProvider } from "react-aria-components";

/** Props of {@link UiRouterProvider}. */
export interface UiRouterProviderProps {
  /** Navigates the host router to a path (a client-side navigation, no page load). */
  navigate: (href: string) => void;
  /** Turns a router path into the `href` written in the page (for a base path). */
  useHref?: (href: string) => string;
  children: ReactNode;
}

/**
 * Hands the design system's links (sidebar, navbar, menus, breadcrumbs, `Link`) to the host's
 * router: following one calls `navigate` instead of loading a page, while the `href` stays a
 * real link (open in a new tab, copy the address).
 */
export function UiRouterProvider({ navigate, useHref, children }: UiRouterProviderProps) {
  return (
    <RouterProvider navigate={navigate} {...(useHref === undefined ? {} : { useHref })}>
      {children}
    </RouterProvider>
  );
}
