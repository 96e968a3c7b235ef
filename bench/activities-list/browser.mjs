/**
 * The activities list's render times in Chromium: the planner signed in as the administrator
 * (bench/planner-browser.mjs), the list opened at an address holding its filters, sort and page,
 * and the time until its rows are the ones the API answers for them. The page's signature is the
 * ids of the activities its grid's rows show; each change of it is painted at the next frame.
 */
import {
  callBefore,
  callsTo,
  painted,
  withPlanner as withPlannerWatching,
} from "../planner-browser.mjs";

const searchPath = "/api/OperationalActivity/search";

/** In the page: the ids of the activities the grid's rows link to, comma-separated. */
function rowIds() {
  const link = '[role="grid"] [role="row"] a[href*="/operational-activity-detail-page/"]';
  return [...document.querySelectorAll(link)]
    .map((anchor) => anchor.getAttribute("href").split("/").at(-1))
    .join(",");
}

/**
 * In the page: the first change whose rows are the first of `expected` (ids, comma-separated:
 * the table renders only the rows in view and those near), once painted.
 */
function rowsOf(expected) {
  const change = window.__bench.changes.find(
    (entry) =>
      entry.state !== "" && (entry.state === expected || expected.startsWith(`${entry.state},`)),
  );
  return change?.paintedAt ? change : undefined;
}

/**
 * Waits until the rows painted are the first of `ids` (comma-separated); their change, the last
 * press and the search calls.
 */
async function rowsShown(page, ids, what) {
  const { change, pressedAt } = await painted(page, rowsOf, ids, `${what}: the rows ${ids}`);
  return { shown: change, pressedAt, searches: await callsTo(page, searchPath) };
}

/**
 * Opens Chromium on the API's address signed in as the demo administrator, then hands `measure`
 * the list's timers.
 */
export function withPlanner(url, measure) {
  return withPlannerWatching(url, { signature: rowIds }, (page) => measure(timers(page)));
}

function timers(page) {
  return {
    /**
     * Loads `path` as a new document (the planner's start-up included): from the navigation's
     * start to the rows `ids` painted, the search call as the browser saw it, and the rows'
     * time after its answer.
     */
    async load(path, ids) {
      await page.goto(path);
      const { shown, searches } = await rowsShown(page, ids, `load ${path}`);
      const search = callBefore(searches, shown.domAt);
      return {
        total: shown.paintedAt,
        search: search.endAt - search.requestAt,
        afterAnswer: shown.paintedAt - search.endAt,
      };
    },
    /**
     * Goes to `path` inside the planner already started on its home page, as a menu link does:
     * from the address's change to the rows `ids` painted.
     */
    async navigate(path, ids) {
      await page.goto("/");
      await page.getByRole("navigation").first().waitFor();
      const startedAt = await page.evaluate((target) => {
        performance.clearResourceTimings();
        const at = performance.now();
        window.history.pushState(null, "", target);
        window.dispatchEvent(new PopStateEvent("popstate"));
        return at;
      }, path);
      const { shown, searches } = await rowsShown(page, ids, `navigate ${path}`);
      const search = callBefore(searches, shown.domAt);
      return {
        total: shown.paintedAt - startedAt,
        beforeCall: search.startAt - startedAt,
        search: search.endAt - search.requestAt,
        afterAnswer: shown.paintedAt - search.endAt,
      };
    },
    /**
     * Loads `path` (its rows `fromIds`), then clicks the header `column`: from the press to the
     * rows `ids` painted.
     */
    async sort(path, fromIds, column, ids) {
      await page.goto(path);
      await rowsShown(page, fromIds, `load ${path}`);
      await page
        .getByRole("grid", { name: "Activités opérationnelles" })
        .getByRole("columnheader", { name: column })
        .click();
      const { shown, pressedAt, searches } = await rowsShown(page, ids, `sort by ${column}`);
      const search = callBefore(searches, shown.domAt);
      return {
        total: shown.paintedAt - pressedAt,
        beforeCall: search.startAt - pressedAt,
        search: search.endAt - search.requestAt,
        afterAnswer: shown.paintedAt - search.endAt,
      };
    },
  };
}
