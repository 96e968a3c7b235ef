/**
 * The activities list's render times in Chromium: the planner signed in as the administrator,
 * the list opened at an address holding its filters, sort and page, and the time until its rows
 * are the ones the API answers for them. Each page records, from its start, when the grid's rows
 * change and which activities they show (a `MutationObserver`, then the next frame: the rows are
 * painted then), and the browser's own timing of each search call (Resource Timing).
 */
import { chromium } from "playwright";

/** Runs in every document before the planner: the rows' changes, each with its time. */
function watchRows() {
  const bench = {
    rows: [],
    pressedAt: null,
    /**
     * The first change whose rows are the first of `expected` (ids, comma-separated): the table
     * renders only the rows in view and those near.
     */
    shown: (expected) =>
      bench.rows.find(
        (entry) =>
          entry.ids !== "" && (entry.ids === expected || expected.startsWith(`${entry.ids},`)),
      ),
  };
  window.__bench = bench;
  const link = '[role="grid"] [role="row"] a[href*="/operational-activity-detail-page/"]';
  let last = "";
  new MutationObserver(() => {
    const ids = [...document.querySelectorAll(link)]
      .map((anchor) => anchor.getAttribute("href").split("/").at(-1))
      .join(",");
    if (ids === last) return;
    last = ids;
    const entry = { ids, domAt: performance.now(), paintedAt: null };
    bench.rows.push(entry);
    requestAnimationFrame(() => {
      entry.paintedAt = performance.now();
    });
  }).observe(document, { childList: true, subtree: true });
  window.addEventListener(
    "pointerdown",
    () => {
      bench.pressedAt = performance.now();
    },
    true,
  );
}

/**
 * Waits until the rows painted are the first of `ids` (comma-separated); their entry and the
 * search calls.
 */
async function rowsShown(page, ids, what) {
  try {
    await page.waitForFunction((expected) => window.__bench.shown(expected)?.paintedAt, ids, {
      timeout: 60_000,
    });
  } catch (error) {
    const seen = await page.evaluate(() => window.__bench.rows.map((entry) => entry.ids));
    throw new Error(`${what}: the rows ${ids} never showed; seen ${JSON.stringify(seen)}`, {
      cause: error,
    });
  }
  return page.evaluate((expected) => {
    const searches = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/api/OperationalActivity/search"))
      .map((entry) => ({
        startAt: entry.startTime,
        requestAt: entry.requestStart,
        endAt: entry.responseEnd,
      }));
    return {
      shown: window.__bench.shown(expected),
      pressedAt: window.__bench.pressedAt,
      searches,
    };
  }, ids);
}

/** The last search call answered before `at`: the one whose rows were shown. */
const searchBefore = (searches, at) => searches.filter((entry) => entry.endAt <= at).at(-1);

/**
 * Opens Chromium on the API's address, signs in as the demo administrator on the provider's page
 * (closing the release notes a first visit shows), then hands `measure` the page and its timers.
 */
export async function withPlanner(url, measure) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  });
  try {
    const context = await browser.newContext({
      baseURL: url,
      ignoreHTTPSErrors: true,
      viewport: { width: 1440, height: 900 },
      locale: "fr-FR",
    });
    const page = await context.newPage();
    await page.addInitScript(watchRows);
    await page.goto("/");
    const latest = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith("/Monitoring/GetLatestReleases"),
    );
    await page.getByRole("button", { name: /Nathalie ROUX/ }).click();
    const versions = await (await latest).json();
    if (versions.length > 0) {
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button").last().click();
      await dialog.waitFor({ state: "hidden" });
    }
    await page.getByRole("navigation").first().waitFor();
    return await measure(timers(page));
  } finally {
    await browser.close();
  }
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
      const search = searchBefore(searches, shown.domAt);
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
      const search = searchBefore(searches, shown.domAt);
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
      const search = searchBefore(searches, shown.domAt);
      return {
        total: shown.paintedAt - pressedAt,
        beforeCall: search.startAt - pressedAt,
        search: search.endAt - search.requestAt,
        afterAnswer: shown.paintedAt - search.endAt,
      };
    },
  };
}
