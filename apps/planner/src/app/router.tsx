import { type Authorization, type RouteName, routeTable } from "@releve/domain";
import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import { MainLayout } from "./layouts/MainLayout";
import { PageLoading } from "./PageLoading";
import { createNavigationMemory, guardRoute } from "./route-guard";

/** A page's code, loaded on demand. */
export type PageLoader = () => Promise<{ Component: ComponentType }>;

/**
 * The pages built so far, by route name. A route of the table without a page here is not
 * registered: its path shows the 404 page until the feature is built (no placeholder pages).
 */
export const pages: Partial<Record<RouteName, PageLoader>> = {
  home: async () => ({ Component: (await import("./routes/HomePage")).HomePage }),
};

const notFound: PageLoader = async () => ({
  Component: (await import("./routes/NotFoundPage")).NotFoundPage,
});

/**
 * The routes of spec 01 §2 from the domain's route table, each guarded by its feature, write
 * access and ids: the main layout's pages under the shell, `/` to `/home`, 404 for the rest.
 */
export function buildRoutes(
  registry: Partial<Record<RouteName, PageLoader>>,
  getAuthorization: () => Authorization | undefined,
): RouteObject[] {
  const memory = createNavigationMemory();
  const registered = routeTable.flatMap((route) => {
    const lazy = registry[route.name];
    if (lazy === undefined) return [];
    const object: RouteObject = {
      path: route.path,
      lazy,
      loader: guardRoute(route, getAuthorization, memory),
    };
    return [{ layout: route.layout, object }];
  });
  const inLayout = (layout: "blank" | "main") =>
    registered.filter((route) => route.layout === layout).map((route) => route.object);
  return [
    ...inLayout("blank"),
    {
      element: <MainLayout />,
      // Shown while the first page's code arrives.
      hydrateFallbackElement: <PageLoading />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        ...inLayout("main"),
        { path: "*", lazy: notFound },
      ],
    },
  ];
}

/** The planner's router, in history mode, guarding routes with the session's authorization. */
export function createRouter(getAuthorization: () => Authorization | undefined) {
  return createBrowserRouter(buildRoutes(pages, getAuthorization));
}
