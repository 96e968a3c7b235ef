import { type Authorization, type RouteName, routeHref, routeTable } from "@releve/domain";
import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import { BlankLayout } from "./layouts/BlankLayout";
import { MainLayout } from "./layouts/MainLayout";
import { PageLoading } from "./PageLoading";
import { loadPage } from "./page-load-timeout";
import { createNavigationMemory, guardRoute, type NavigationMemory } from "./route-guard";
import { PageUnavailable, RouteErrorPage } from "./routes/RouteErrorPage";

/** A page's code, loaded on demand. */
export type PageLoader = () => Promise<{ Component: ComponentType }>;

/**
 * The pages the start-up shows (the home page, the profile's, the release notes, access denied),
 * by route name; every other page is found in the feature pages' registry
 * ({@link featurePageLoader}), so the start-up's weight does not grow with each page built.
 */
export const pages: Partial<Record<RouteName, PageLoader>> = {
  home: async () => ({ Component: (await import("../features/home/routes/HomePage")).HomePage }),
  profile: async () => ({
    Component: (await import("../features/profile/routes/ProfileSelectionPage"))
      .ProfileSelectionPage,
  }),
  "profile-page": async () => ({
    Component: (await import("../features/profile/routes/ProfilePage")).ProfilePage,
  }),
  "release-note-page": async () => ({
    Component: (await import("../features/release-notes/routes/ReleaseNotesPage")).ReleaseNotesPage,
  }),
  "site-access-denied": async () => ({
    Component: (await import("./routes/AccessDeniedPage")).AccessDeniedPage,
  }),
};

/** What a page whose code did not load shows instead. */
const unavailable = { Component: PageUnavailable };

const notFound: PageLoader = async () => ({
  Component: (await import("./routes/NotFoundPage")).NotFoundPage,
});

/** Where a route's page is found when the start-up's pages do not hold it. */
export type PageFallback = (name: RouteName) => PageLoader;

/** In a registry given whole (a test's), a page it lacks is not built: the 404 page. */
const notBuilt: PageFallback = () => notFound;

/**
 * A page from the features' registry, loaded with the first such page (decision 030); one the
 * registry lacks is not built yet: the 404 page.
 */
export const featurePageLoader: PageFallback = (name) => async () => {
  const { featurePages } = await import("./feature-pages");
  return (featurePages[name] ?? notFound)();
};

/**
 * The routes of one layout, each guarded by its feature, write access and ids: a refused path
 * sends the user back whether or not its page is built yet.
 */
function guardedRoutes(
  layout: "blank" | "main",
  registry: Partial<Record<RouteName, PageLoader>>,
  fallback: PageFallback,
  getAuthorization: () => Authorization | undefined,
  memory: NavigationMemory,
): RouteObject[] {
  return routeTable
    .filter((route) => route.layout === layout)
    .map((route) => ({
      path: route.path,
      lazy: loadPage(registry[route.name] ?? fallback(route.name), unavailable),
      loader: guardRoute(route, getAuthorization, memory),
      errorElement: <RouteErrorPage />,
    }));
}

/** The blank layout around its pages (spec 01 §2: no sign-in, no shell). */
function blankLayout(
  registry: Partial<Record<RouteName, PageLoader>>,
  fallback: PageFallback,
): RouteObject {
  return {
    element: <BlankLayout />,
    hydrateFallbackElement: <PageLoading />,
    children: guardedRoutes("blank", registry, fallback, () => undefined, createNavigationMemory()),
  };
}

/**
 * The routes of spec 01 §2 from the domain's route table: the blank layout's pages, the main
 * layout's pages under the shell, `/` to `/home`, 404 for the rest. A route's page is the
 * registry's, else the `fallback`'s.
 */
export function buildRoutes(
  registry: Partial<Record<RouteName, PageLoader>>,
  getAuthorization: () => Authorization | undefined,
  fallback: PageFallback = notBuilt,
): RouteObject[] {
  const memory = createNavigationMemory();
  return [
    blankLayout(registry, fallback),
    {
      element: <MainLayout />,
      // Shown while the first page's code arrives.
      hydrateFallbackElement: <PageLoading />,
      children: [
        { index: true, element: <Navigate to={routeHref("home")} replace /> },
        ...guardedRoutes("main", registry, fallback, getAuthorization, memory),
        { path: "*", lazy: loadPage(notFound, unavailable), errorElement: <RouteErrorPage /> },
      ],
    },
  ];
}

/**
 * The router of the blank layout's pages alone, for a visit that starts on one of them: no
 * sign-in, no shell.
 */
export function createBlankRouter() {
  return createBrowserRouter([blankLayout(pages, featurePageLoader)]);
}

/**
 * The planner's router, in history mode, guarding routes with the session's authorization. The
 * features' registry is fetched once the start page is idle, so the first feature page does not
 * wait for it.
 */
export function createRouter(getAuthorization: () => Authorization | undefined) {
  const router = createBrowserRouter(buildRoutes(pages, getAuthorization, featurePageLoader));
  const fetchRegistry = () => void import("./feature-pages").catch(() => undefined);
  if ("requestIdleCallback" in window) window.requestIdleCallback(fetchRegistry, { timeout: 3000 });
  else setTimeout(fetchRegistry, 1000);
  return router;
}
