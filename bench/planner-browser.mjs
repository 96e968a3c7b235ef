/**
 * What the benchmarks of the planner's pages share in Chromium (bench/activities-list,
 * bench/means-calendar): the planner opened on the API's address with the demo administrator
 * signed in on the provider's page, and a watcher of what the page paints. From each document's
 * start, the watcher reads the page's own signature of what it shows (the rows' ids, a calendar's
 * period and means) at every change of the DOM (a `MutationObserver`), and records each new one
 * with its time and the time of the next frame: it is painted then. The browser's own timing of
 * each call (Resource Timing) gives the calls made and the time each took as the page saw it.
 */
import { chromium } from "playwright";

/**
 * Runs in every document before the planner: `signature` (a function of the page, any JSON
 * value) read at each change `observe` sees, each new value kept as a change with its times;
 * and the time of the last pointer press, the start of a click.
 */
function watchPaints(signature, observe) {
  const bench = { changes: [], pressedAt: null };
  window.__bench = bench;
  let last = "";
  new MutationObserver(() => {
    const state = signature();
    const key = JSON.stringify(state);
    if (key === last) return;
    last = key;
    const change = { state, domAt: performance.now(), paintedAt: null };
    bench.changes.push(change);
    requestAnimationFrame(() => {
      change.paintedAt = performance.now();
    });
  }).observe(document, observe);
  window.addEventListener(
    "pointerdown",
    () => {
      bench.pressedAt = performance.now();
    },
    true,
  );
}

/**
 * Opens Chromium on the API's address, watching in every document what `signature` reads (see
 * {@link watchPaints}; `observe` the `MutationObserver`'s options, the tree's children by
 * default), signs in as `user` on the provider's page (the demo administrator unless told;
 * closing the release notes a first visit shows), then hands `measure` the page. `viewport` is
 * a desktop's unless told.
 */
export async function withPlanner(
  url,
  {
    signature,
    observe = { childList: true, subtree: true },
    user = "Nathalie ROUX",
    viewport = { width: 1440, height: 900 },
  },
  measure,
) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  });
  try {
    const context = await browser.newContext({
      baseURL: url,
      ignoreHTTPSErrors: true,
      viewport,
      locale: "fr-FR",
      // The planner's service worker would fetch every built file during the first measures.
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    await page.addInitScript({
      content: `(${watchPaints})((${signature}), ${JSON.stringify(observe)});`,
    });
    await page.goto("/");
    const latest = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith("/Monitoring/GetLatestReleases"),
    );
    await page.getByRole("button", { name: new RegExp(user) }).click();
    const versions = await (await latest).json();
    if (versions.length > 0) {
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button").last().click();
      await dialog.waitFor({ state: "hidden" });
    }
    await page.getByRole("navigation").first().waitFor();
    return await measure(page);
  } finally {
    await browser.close();
  }
}

/**
 * Waits until `find(arg)`, a function run in the page over `window.__bench.changes`, answers a
 * change that is painted (`paintedAt` set); that change and the time of the last press. `what`
 * names the wait in the error, which lists the signatures seen.
 */
export async function painted(page, find, arg, what) {
  try {
    await page.waitForFunction(find, arg, { timeout: 60_000 });
  } catch (error) {
    const seen = await page.evaluate(() => window.__bench.changes.map((change) => change.state));
    throw new Error(`${what}: never painted; seen ${JSON.stringify(seen)}`, { cause: error });
  }
  const change = await page.evaluate(find, arg);
  return { change, pressedAt: await page.evaluate(() => window.__bench.pressedAt) };
}

/**
 * The calls whose address holds `path` in the browser's Resource Timing (since its last clear)
 * started at `since` or later, in order: the path of each, when it started, when its request
 * left and when its answer ended. A clear may bring in older entries the browser kept aside
 * while its buffer was full (250 by default, which a planner's page fills as it loads): only
 * their start tells them apart.
 */
export function callsTo(page, path, since = 0) {
  return page.evaluate(
    ([part, from]) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.includes(part) && entry.startTime >= from)
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          startAt: entry.startTime,
          requestAt: entry.requestStart,
          endAt: entry.responseEnd,
        })),
    [path, since],
  );
}

/** The last call of `calls` answered before `at`: the one whose answer a change showed. */
export const callBefore = (calls, at) => calls.filter((call) => call.endAt <= at).at(-1);
