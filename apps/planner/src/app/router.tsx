import { type Authorization, type RouteName, routeHref, routeTable } from "@releve/domain";
import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import { loadFeatureMessages } from "../lib/i18n";
import { BlankLayout } from "./layouts/BlankLayout";
import { MainLayout } from "./layouts/MainLayout";
import { PageLoading } from "./PageLoading";
import { loadPage } from "./page-load-timeout";
import { createNavigationMemory, guardRoute, type NavigationMemory } from "./route-guard";
import { PageUnavailable, RouteErrorPage } from "./routes/RouteErrorPage";

/** A page's code, loaded on demand. */
export type PageLoader = () => Promise<{ Component: ComponentType }>;

/**
 * A page of a feature whose words load with its pages rather than at start-up (decision 030):
 * the page renders once its code and its words are there — the feature's, and those of the kit's
 * parts it uses (`findings` for a page with a form), and the refusals of actions
 * (`action-errors`: the lifecycles' and the staffing's, which no start-up page meets).
 */
function featurePage(
  words: string | readonly string[],
  load: () => Promise<ComponentType>,
): PageLoader {
  // Every feature's page may meet an action's refusal: their words come with it.
  const catalogues = [...(typeof words === "string" ? [words] : words), "action-errors"];
  return async () => {
    const [Component] = await Promise.all([
      load(),
      ...catalogues.map((name) => loadFeatureMessages(name)),
    ]);
    return { Component };
  };
}

/**
 * The pages built so far, by route name. Every route of the table is guarded; one without a
 * page here shows the 404 page once the guard lets the user through, until its feature is
 * built (no placeholder pages).
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
  "notification-feedback": featurePage(
    "notification-feedback",
    async () =>
      (await import("../features/notification-feedback/routes/NotificationFeedbackPage"))
        .NotificationFeedbackPage,
  ),
  "automated-jobs": featurePage(
    "automated-jobs",
    async () =>
      (await import("../features/automated-jobs/routes/AutomatedJobsPage")).AutomatedJobsPage,
  ),
  "human-resources": featurePage(
    "human-resources",
    async () =>
      (await import("../features/human-resources/routes/HumanResourcesPage")).HumanResourcesPage,
  ),
  "operational-activity-list": featurePage(
    "operational-activities",
    async () =>
      (await import("../features/operational-activities/routes/ActivityListPage")).ActivityListPage,
  ),
  "operational-activity-create": featurePage(
    ["operational-activities", "planning", "findings"],
    async () =>
      (await import("../features/operational-activities/routes/ActivityFormPage")).ActivityFormPage,
  ),
  "operational-activity-edit": featurePage(
    ["operational-activities", "planning", "findings"],
    async () =>
      (await import("../features/operational-activities/routes/ActivityFormPage")).ActivityFormPage,
  ),
  "operational-activity-detail-page": featurePage(
    ["operational-activities", "planning"],
    async () =>
      (await import("../features/operational-activities/routes/ActivityDetailPage"))
        .ActivityDetailPage,
  ),
  "means-of-intervention-list": featurePage(
    "means-of-intervention",
    async () =>
      (await import("../features/means-of-intervention/routes/MeansListPage")).MeansListPage,
  ),
  "means-of-intervention-create": featurePage(
    ["means-of-intervention", "planning", "findings"],
    async () =>
      (await import("../features/means-of-intervention/routes/MeansFormPage")).MeansFormPage,
  ),
  "means-of-intervention-edit": featurePage(
    ["means-of-intervention", "planning", "findings"],
    async () =>
      (await import("../features/means-of-intervention/routes/MeansFormPage")).MeansFormPage,
  ),
  "means-of-intervention-duplicate": featurePage(
    "means-of-intervention",
    async () =>
      (await import("../features/means-of-intervention/routes/MeansDuplicatePage"))
        .MeansDuplicatePage,
  ),
  "means-of-intervention-detail-page": featurePage(
    ["means-of-intervention", "planning", "registrations", "findings"],
    async () =>
      (await import("../features/means-of-intervention/routes/MeansDetailPage")).MeansDetailPage,
  ),
  "site-access-denied": async () => ({
    Component: (await import("./routes/AccessDeniedPage")).AccessDeniedPage,
  }),
};

/** What a page whose code did not load shows instead. */
const unavailable = { Component: PageUnavailable };

const notFound: PageLoader = async () => ({
  Component: (await import("./routes/NotFoundPage")).NotFoundPage,
});

/**
 * The routes of one layout, each guarded by its feature, write access and ids: a refused path
 * sends the user back whether or not its page is built yet.
 */
function guardedRoutes(
  layout: "blank" | "main",
  registry: Partial<Record<RouteName, PageLoader>>,
  getAuthorization: () => Authorization | undefined,
  memory: NavigationMemory,
): RouteObject[] {
  return routeTable
    .filter((route) => route.layout === layout)
    .map((route) => ({
      path: route.path,
      lazy: loadPage(registry[route.name] ?? notFound, unavailable),
      loader: guardRoute(route, getAuthorization, memory),
      errorElement: <RouteErrorPage />,
    }));
}

/** The blank layout around its pages (spec 01 §2: no sign-in, no shell). */
function blankLayout(registry: Partial<Record<RouteName, PageLoader>>): RouteObject {
  return {
    element: <BlankLayout />,
    hydrateFallbackElement: <PageLoading />,
    children: guardedRoutes("blank", registry, () => undefined, createNavigationMemory()),
  };
}

/**
 * The routes of spec 01 §2 from the domain's route table: the blank layout's pages, the main
 * layout's pages under the shell, `/` to `/home`, 404 for the rest.
 */
export function buildRoutes(
  registry: Partial<Record<RouteName, PageLoader>>,
  getAuthorization: () => Authorization | undefined,
): RouteObject[] {
  const memory = createNavigationMemory();
  return [
    blankLayout(registry),
    {
      element: <MainLayout />,
      // Shown while the first page's code arrives.
      hydrateFallbackElement: <PageLoading />,
      children: [
        { index: true, element: <Navigate to={routeHref("home")} replace /> },
        ...guardedRoutes("main", registry, getAuthorization, memory),
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
  return createBrowserRouter([blankLayout(pages)]);
}

/** The planner's router, in history mode, guarding routes with the session's authorization. */
export function createRouter(getAuthorization: () => Authorization | undefined) {
  return createBrowserRouter(buildRoutes(pages, getAuthorization));
}
