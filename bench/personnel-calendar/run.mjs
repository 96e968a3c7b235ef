#!/usr/bin/env node
/**
 * The field staff's calendar on a phone (issue 18; decisions 044 and 047), on PostgreSQL:
 *
 *   node bench/personnel-calendar/run.mjs [--persons 2000] [--means 8000] [--renders 5]
 *                                         [--switches 9] [--throttle 4]
 *
 * Builds the API and the planner, starts a throwaway PostgreSQL cluster, writes the large demo
 * planning (the month's open means, which the calendar searches, are thousands), starts the API
 * serving the planner, then, as the demo volunteer in Chromium at 390 × 844 with the CPU slowed
 * `--throttle` times (Chrome's own throttling):
 * - the JavaScript the calendar's route downloads beyond the first route (gzipped, from the build,
 *   as bench/bundle-size.mjs counts it), against its budget;
 * - the median of `--renders` loads of the calendar as a new document (the planner's start-up
 *   included), from the navigation's start until the month shows what it finally shows, painted;
 * - the median of `--switches` presses on "Jour suivant" in the day view, from the press until
 *   the next day shows what it finally shows, painted.
 * Prints the figures against their goals; nothing is asserted on time.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { today } from "@internationalized/date";
import { plannerRoutes } from "../bundle/routes.mjs";
import { kb } from "../bundle/weigh.mjs";
import { median, medians, ms, printTable } from "../figures.mjs";
import { buildPlanner, step, withLargePlanning } from "../large-scale.mjs";
import { painted, withPlanner } from "../planner-browser.mjs";
import { startApi } from "../planner-server.mjs";

const { values } = parseArgs({
  options: {
    persons: { type: "string", default: "2000" },
    means: { type: "string", default: "8000" },
    renders: { type: "string", default: "5" },
    switches: { type: "string", default: "9" },
    throttle: { type: "string", default: "4" },
    port: { type: "string", default: "8456" },
  },
});

/** The goals of issue 18: the route within its budget (bench/bundle-size.mjs), a switch ≤ 100 ms. */
const lazyRouteBudget = 60 * 1024;
const switchGoalMs = 100;
const calendarRoute = "src/features/staffing/routes/PersonnelCalendarPage.tsx";
const calendarPath = "/registration/personnel-calendar-page";

/**
 * In the page, at each change: what the calendar shows — whether it loads, its month grid (name
 * and each marked day's status) and its day view (heading and rows) — and whether the sections
 * under the day (availability, open means) still show the day before (`behind`) or not.
 */
function calendarState() {
  const grid = document.querySelector('[role="grid"][aria-label]');
  const shown = document.querySelector("main h2[tabindex]") ?? grid;
  if (!shown || shown.closest('[aria-busy="true"]')) return "loading";
  const days = grid
    ? [...grid.querySelectorAll("[data-day-status]")]
        .map((cell) => `${cell.textContent}:${cell.getAttribute("data-day-status")}`)
        .join(" ")
    : "";
  const heading = document.querySelector("main h2[tabindex]")?.textContent ?? "";
  const rows = [...document.querySelectorAll('main ul[aria-label^="Inscriptions du"] > li')]
    .map((row) => row.textContent)
    .join("|");
  const below = document.querySelector('main [aria-busy="true"]') ? "behind" : "whole";
  return `${grid?.getAttribute("aria-label") ?? ""}#${days}#${heading}#${rows}#${below}`;
}

/**
 * In every document: the browser's own timing of each event of a press (Event Timing, the
 * measure behind Interaction to Next Paint), kept in `window.__interactions`.
 */
function watchInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) {
        window.__interactions.push({
          id: entry.interactionId,
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
        });
      }
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/**
 * In the page: the latency of the first press since `from` as Interaction to Next Paint counts
 * it — its longest event, each from its own input to the next paint after it, in steps of 8 ms;
 * under 16 ms when the browser reported none.
 */
function pressLatency(from) {
  const events = window.__interactions.filter((entry) => entry.startTime >= from);
  const first = events[0]?.id;
  const durations = events.filter((entry) => entry.id === first).map((entry) => entry.duration);
  return durations.length > 0 ? Math.max(...durations) : 16;
}

/** In the page: the first change since `from` showing `state`, once painted. */
function firstShowing([state, from]) {
  const change = window.__bench.changes.find(
    (entry) => entry.domAt >= from && entry.state === state,
  );
  return change?.paintedAt ? change : undefined;
}

/**
 * In the page: the first change since `from` showing the calendar of `state` (its grid or its
 * day, whatever the sections under the day show), once painted.
 */
function firstShowingCalendar([state, from]) {
  const calendar = (of) => of.slice(0, of.lastIndexOf("#"));
  const change = window.__bench.changes.find(
    (entry) => entry.domAt >= from && calendar(entry.state) === calendar(state),
  );
  return change?.paintedAt ? change : undefined;
}

/**
 * What the calendar shows once nothing more arrives: its state after the network is idle, loaded
 * and unchanged for half a second.
 */
async function settled(page) {
  await page.waitForLoadState("networkidle");
  const last = () => page.evaluate(() => window.__bench.changes.at(-1)?.state ?? "");
  let state = await last();
  for (;;) {
    await page.waitForTimeout(500);
    const now = await last();
    if (now === state && now.includes("#")) return state;
    state = now;
  }
}

await withLargePlanning(
  { persons: values.persons, means: values.means, port: 54336, name: "personnel-calendar" },
  async ({ url: databaseUrl, dataDir }) => {
    const plannerDir = buildPlanner(path.join(dataDir, "planner"));
    const route = plannerRoutes(plannerDir).lazyRoutes.find(({ key }) => key === calendarRoute);
    step("Start the API");
    const api = await startApi({ databaseUrl, dataDir, plannerDir, port: Number(values.port) });
    const rate = Number(values.throttle);
    try {
      step(`In Chromium at 390 × 844, the CPU slowed ${rate}×, as the demo volunteer`);
      const figures = await withPlanner(
        api.url,
        {
          signature: calendarState,
          // A day's heading and an empty day's words change in place, without a node added.
          observe: { childList: true, subtree: true, characterData: true },
          user: "Emma PETIT",
          viewport: { width: 390, height: 844 },
        },
        async (page) => {
          await page.addInitScript({ content: `(${watchInteractions})();` });
          const cdp = await page.context().newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate });
          const load = await medians(Number(values.renders), async () => {
            await page.goto(calendarPath);
            const final = await settled(page);
            const { change } = await painted(page, firstShowing, [final, 0], "the month");
            return { total: change.paintedAt, days: final.split("#")[1].split(" ").length };
          });
          console.info("load", load);

          // The day view of today, then the days after it, one press each.
          await page.goto(`${calendarPath}?day=${today("Europe/Paris")}&view=day`);
          await settled(page);
          const next = page.getByRole("button", { name: "Jour suivant" });
          const times = [];
          const wholeTimes = [];
          const latencies = [];
          for (let index = 0; index <= Number(values.switches); index++) {
            const before = await page.locator("main h2[tabindex]").textContent();
            const from = await page.evaluate(() => performance.now());
            await next.click();
            await page.waitForFunction(
              (shown) => document.querySelector("main h2[tabindex]")?.textContent !== shown,
              before,
              { timeout: 15_000 },
            );
            const final = await settled(page);
            const { change, pressedAt } = await painted(
              page,
              firstShowingCalendar,
              [final, from],
              "the next day",
            );
            const whole = await painted(page, firstShowing, [final, from], "the whole next day");
            if (index > 0) {
              times.push(change.paintedAt - pressedAt);
              wholeTimes.push(whole.change.paintedAt - pressedAt);
              latencies.push(await page.evaluate(pressLatency, from));
            }
          }
          console.info("switches", times.map(ms).join(", "));
          console.info("whole days", wholeTimes.map(ms).join(", "));
          console.info("interaction latencies", latencies.map(ms).join(", "));
          return {
            load,
            switchMs: median(times),
            wholeMs: median(wholeTimes),
            latencyMs: median(latencies),
          };
        },
      );

      step("Results");
      printTable([
        {
          measure: "calendar route's JavaScript beyond the first route (gz)",
          figure: `${kb(route.gzip)} (first visit ${kb(route.firstVisit)})`,
          goal: `≤ ${kb(lazyRouteBudget)}`,
        },
        {
          measure: `navigation → month painted (median of ${values.renders}, ${figures.load.days} days marked)`,
          figure: ms(figures.load.total),
          goal: "—",
        },
        {
          measure: `day switch, press → next day painted (median of ${values.switches})`,
          figure: ms(figures.switchMs),
          goal: `≤ ${switchGoalMs} ms`,
        },
        {
          measure: `day switch, press → its availability and open means painted (median of ${values.switches})`,
          figure: ms(figures.wholeMs),
          goal: "—",
        },
        {
          measure: `day switch, the press's latency as INP counts it (median of ${values.switches})`,
          figure: ms(figures.latencyMs),
          goal: `≤ ${switchGoalMs} ms`,
        },
      ]);
    } finally {
      await api.stop();
    }
  },
);
