/**
 * The personnel planning's render times in Chromium: the planner signed in as the administrator
 * (bench/planner-browser.mjs), the planning opened at an address holding its page, and the time
 * until its rows are the persons the API answers for it. The page's signature is the names its
 * grid's row headers show; each change of it is painted at the next frame.
 */
import {
  callBefore,
  callsTo,
  painted,
  withPlanner as withPlannerWatching,
} from "../planner-browser.mjs";

const planningPath = "/api/Person/Planning";

/** In the page: the names the grid's row headers begin with, one per line. */
function rowNames() {
  return [...document.querySelectorAll('[role="grid"] [role="rowheader"]')]
    .map((header) => header.textContent)
    .join("\n");
}

/**
 * In the page: the first change whose row headers begin with the first of `expected` (names, one
 * per line: the table renders only the rows in view and those near), once painted.
 */
function rowsOf(expected) {
  const names = expected.split("\n");
  const change = window.__bench.changes.find((entry) => {
    if (entry.state === "") return false;
    const shown = entry.state.split("\n");
    return (
      shown.length <= names.length && shown.every((text, index) => text.startsWith(names[index]))
    );
  });
  return change?.paintedAt ? change : undefined;
}

/** Opens Chromium signed in as the demo administrator, then hands `measure` the planning's timer. */
export function withPlanner(url, measure) {
  return withPlannerWatching(url, { signature: rowNames }, (page) => measure(timer(page)));
}

function timer(page) {
  return {
    /**
     * Loads `path` as a new document (the planner's start-up included): from the navigation's
     * start to the rows of `names` painted; the planning call as the browser saw it, the rows'
     * time after its answer, the calls to the API the page made, and the elements of the
     * document and of the grid, and the grid's rows, once painted.
     */
    async load(path, names) {
      await page.goto(path);
      const { change } = await painted(page, rowsOf, names, `load ${path}`);
      const plannings = await callsTo(page, planningPath);
      const planning = callBefore(plannings, change.domAt);
      const calls = await callsTo(page, "/api/");
      const elements = await page.evaluate(() => ({
        document: document.getElementsByTagName("*").length,
        grid: document.querySelector('[role="grid"]')?.getElementsByTagName("*").length ?? 0,
        rows: document.querySelectorAll('[role="grid"] [role="row"]').length - 1,
      }));
      return {
        total: change.paintedAt,
        planning: planning.endAt - planning.requestAt,
        afterAnswer: change.paintedAt - planning.endAt,
        calls: calls.length,
        planningCalls: plannings.length,
        ...elements,
      };
    },
  };
}
