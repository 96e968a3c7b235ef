import { routeChunkLoadTimeoutMs } from "@releve/domain";

/** A page's code that did not arrive in time: the network is down or too slow to wait for. */
export class PageLoadTimeout extends Error {
  override name = "PageLoadTimeout";
}

/**
 * A loader of a page's code that gives up after the route chunk load timeout (spec 01 §9: 120
 * seconds), so a stalled download ends on the route's error page, with a way to try again, rather
 * than on a page loading for ever.
 */
export function withLoadTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = routeChunkLoadTimeoutMs,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new PageLoadTimeout(`The page's code did not load within ${timeoutMs} ms`)),
        timeoutMs,
      );
      load()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
}

/**
 * A page's loader that never fails: the page's code within the load timeout, or else the
 * "page unavailable" page, the failure logged. (The router shows a route's error element for an
 * error while rendering, not for code that did not load.)
 */
export function loadPage<Page>(load: () => Promise<Page>, unavailable: Page): () => Promise<Page> {
  const timed = withLoadTimeout(load);
  return () =>
    timed().catch((error: unknown) => {
      console.error("The page's code could not be loaded", error);
      return unavailable;
    });
}
