import { type Authorization, canUseRoute, type RouteDefinition, routeHref } from "@releve/domain";
import { type LoaderFunctionArgs, redirect } from "react-router-dom";

/** The last place a guard let the user in: where a refused navigation sends them back. */
export interface NavigationMemory {
  /** The last path (with its query) a guard let through, or `null` before the first. */
  previous(): string | null;
  remember(path: string): void;
}

export function createNavigationMemory(): NavigationMemory {
  let previous: string | null = null;
  return {
    previous: () => previous,
    remember(path) {
      previous = path;
    },
  };
}

/** Where a refused first navigation lands: the start page. */
const fallbackPath = routeHref("home");

/**
 * The loader that guards a route of the table (spec 01 §2, §6): the active authorization must
 * hold the route's feature (with write access when the route needs it) and every id given, in
 * the path or the query, must be an integer. Otherwise the navigation does not happen: the user
 * is sent back to the previous path (the start page when there is none). Sign-in is not checked
 * here: the planner mounts only once signed in.
 */
export function guardRoute(
  route: RouteDefinition,
  getAuthorization: () => Authorization | undefined,
  memory: NavigationMemory,
) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const given = { ...Object.fromEntries(url.searchParams), ...params };
    if (!canUseRoute(route, getAuthorization(), given)) {
      const back = memory.previous();
      throw redirect(back !== null && back !== url.pathname + url.search ? back : fallbackPath);
    }
    memory.remember(url.pathname + url.search);
    return null;
  };
}
