/**
 * The means' calendar tab in Chromium: the planner signed in as the administrator
 * (bench/planner-browser.mjs), the means list opened at an address holding the filter and the
 * month, then a click on the "Calendrier" tab and one on "Mois suivant", each timed until the
 * calendar shows the means of its month, painted. The page's signature is the planning
 * calendar's grid: its name (which holds the period shown), whether it is busy loading, and the
 * means it draws.
 */
import { callBefore, callsTo, painted, withPlanner } from "../planner-browser.mjs";

export const calendarPath = "/api/MeansOfIntervention/calendar";

/**
 * In the page: the planning calendar of the means tab as it stands — its name with the period,
 * whether it waits for its means, how many means it draws and their text — or `null` without it.
 */
function calendarShown() {
  const grid = document.querySelector('[role="grid"][aria-label^="Calendrier des moyens"]');
  if (!grid) return null;
  const means = grid.querySelectorAll("[data-means-index]");
  return {
    period: grid.getAttribute("aria-label"),
    busy: grid.getAttribute("aria-busy") === "true",
    means: means.length,
    text: [...means].map((element) => element.textContent).join("\n"),
  };
}

/**
 * In the page: the first change since the last press showing a period other than `from` (the
 * name of the grid shown before, or `null`), loaded, with means — once painted.
 */
function calendarAfterPress(from) {
  const { changes, pressedAt } = window.__bench;
  const change = changes.find(
    (entry) =>
      entry.domAt >= pressedAt &&
      entry.state !== null &&
      !entry.state.busy &&
      entry.state.means > 0 &&
      entry.state.period !== from,
  );
  return change?.paintedAt ? change : undefined;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows the page's calls to the API: `quiet()` resolves once none has been under way for
 * `ms` milliseconds — the page has done what a change asked of it.
 */
function followCalls(page, ms = 300) {
  let underWay = 0;
  let lastAt = Date.now();
  const isApi = (request) => new URL(request.url()).pathname.startsWith("/api/");
  page.on("request", (request) => {
    if (!isApi(request)) return;
    underWay++;
    lastAt = Date.now();
  });
  const ended = (request) => {
    if (!isApi(request)) return;
    underWay--;
    lastAt = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return async () => {
    while (underWay > 0 || Date.now() - lastAt < ms) await sleep(50);
  };
}

/**
 * Opens Chromium on the API's address signed in as the demo administrator, then hands `measure`
 * the tab's timers.
 */
export function withCalendarPage(url, measure) {
  return withPlanner(
    url,
    {
      signature: calendarShown,
      // The grid's name and busy state are attributes, a period's title may change as text.
      observe: {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: ["aria-label", "aria-busy"],
      },
    },
    (page) => measure(timers(page, followCalls(page))),
  );
}

function timers(page, quiet) {
  /**
   * Clicks `target` once the page is quiet; from the press to the calendar painted with the
   * means of another period than `from`, and to that period first drawn (its means loading, in
   * the DOM); the calls made (the calendar's, and every call to the API), the calendar's call as
   * the browser saw it and what it asked and answered. Then waits for the page to be quiet again
   * and checks that what was timed is what stays on screen.
   */
  async function clickUntilPainted(target, from, what) {
    await quiet();
    await page.evaluate(() => performance.clearResourceTimings());
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === calendarPath,
    );
    await target.click();
    const { change, pressedAt } = await painted(page, calendarAfterPress, from, what);
    const response = await answered;
    const answer = await response.json();
    await quiet();
    const last = await page.evaluate(() => window.__bench.changes.at(-1).state);
    if (JSON.stringify(last) !== JSON.stringify(change.state)) {
      throw new Error(`${what}: the calendar changed after it was painted`);
    }
    const calendarCalls = await callsTo(page, calendarPath, pressedAt);
    const apiCalls = await callsTo(page, "/api/", pressedAt);
    const call = callBefore(calendarCalls, change.domAt);
    // The period first drawn, its means still loading: the page's own work after the press.
    const drawnAt = await page.evaluate(
      ([since, before]) =>
        window.__bench.changes.find(
          (entry) => entry.domAt >= since && entry.state !== null && entry.state.period !== before,
        ).domAt,
      [pressedAt, from],
    );
    return {
      shown: change.state,
      asked: response.request().postDataJSON(),
      answer: { total: answer.total, truncated: answer.truncated, items: answer.items.length },
      figures: {
        total: change.paintedAt - pressedAt,
        drawn: drawnAt - pressedAt,
        beforeCall: call.startAt - pressedAt,
        call: call.endAt - call.requestAt,
        afterAnswer: change.paintedAt - call.endAt,
        calendarCalls: calendarCalls.length,
        apiCalls: apiCalls.length,
      },
      otherCalls: apiCalls.map((entry) => entry.path).filter((path) => path !== calendarPath),
    };
  }

  return {
    /**
     * Loads the means list at `address` (the list tab, its filter, the calendar's month), waits
     * for its rows, then clicks the "Calendrier" tab and, once it is painted, "Mois suivant":
     * each click's figures (see `clickUntilPainted`).
     */
    async openThenNext(address) {
      await page.goto(address);
      await page
        .locator('[role="grid"] a[href*="/means-of-intervention-detail-page/"]')
        .first()
        .waitFor({ timeout: 60_000 });
      // A press on the page's title first, as a person who reached the list through the menu
      // has pressed before: React Aria draws every row of the list again at the first pointer
      // press of a document (its focus ring's modality), a cost that press then bears.
      await page.getByRole("heading", { level: 1 }).click();
      const open = await clickUntilPainted(
        page.getByRole("tab", { name: "Calendrier", exact: true }),
        null,
        "open the calendar tab",
      );
      const next = await clickUntilPainted(
        page.getByRole("button", { name: "Mois suivant" }),
        open.shown.period,
        "next month",
      );
      return { open, next };
    },
  };
}
