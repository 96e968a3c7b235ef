/**
 * The measuring half of the personnel-planning benchmark (started by `run.mjs` once the database
 * holds the large planning and the planner is built): the planning call's times, then the page's
 * in Chromium, then the table.
 */
import { startOfWeek, today, toZoned } from "@internationalized/date";
import { median, medians, ms, printTable } from "../figures.mjs";
import { step } from "../large-scale.mjs";
import { apiCaller, startApi } from "../planner-server.mjs";
import { withPlanner } from "./browser.mjs";

const timeZone = "Europe/Paris";
const planningCall = "POST /api/Person/Planning";

/** This week on the organisation's clock, as the page asks for it: Monday to Monday. */
function thisWeek() {
  const monday = startOfWeek(today(timeZone), "fr-FR", "mon");
  const instant = (date) => toZoned(date, timeZone).toAbsoluteString();
  return { from: instant(monday), to: instant(monday.add({ days: 7 })) };
}

/** The pages measured: a page size, a page (`"last"`: the last one) and the persons' filters. */
const cases = [
  { what: "all", pageSize: 25, page: 1, filters: {} },
  { what: "all", pageSize: 100, page: 1, filters: {} },
  { what: "all", pageSize: 100, page: "last", filters: {} },
  { what: "volunteers", pageSize: 100, page: 1, filters: { staffTypes: ["volunteer"] } },
  { what: "one name", pageSize: 100, page: 1, filters: { text: "" } },
];

/** The planner's address for a case: its filters and page as the list writes them. */
function addressOf({ filters, pageSize, page }) {
  const search = new URLSearchParams();
  if (filters.text) search.set("text", filters.text);
  if (filters.staffTypes) search.set("staffTypes", JSON.stringify(filters.staffTypes));
  if (page !== 1) search.set("page", String(page));
  if (pageSize !== 25) search.set("pageSize", String(pageSize));
  return `/registration/personnel-planning?${search}`;
}

const listName = (person) => `${person.lastName.toLocaleUpperCase("fr")} ${person.firstName}`;

/**
 * Starts the API on `databaseUrl` serving the planner in `plannerDir`, measures every case with
 * `calls` planning calls and `renders` loads each, prints the table, stops the API.
 */
export async function measurePlanning({ databaseUrl, dataDir, plannerDir, port, calls, renders }) {
  step("Start the API");
  const api = await startApi({ databaseUrl, dataDir, plannerDir, port });
  try {
    const call = await apiCaller(api, "demo-admin", "Admin");
    const week = thisWeek();
    const planning = (criteria) => call("Person/Planning", { ...criteria, ...week });
    const criteriaOf = ({ filters, pageSize }, page) => ({ ...filters, page, pageSize });

    step(`Time the planning call: ${calls} calls a page, after one to warm up`);
    for (const item of cases) {
      if (item.what === "one name") {
        const [first] = (await planning({ page: 1, pageSize: 1 })).items;
        item.filters.text = first.lastName;
      }
      if (item.page === "last") {
        const { total } = await planning(criteriaOf(item, 1));
        item.page = Math.ceil(total / item.pageSize);
      }
      const criteria = criteriaOf(item, item.page);
      const answer = await planning(criteria);
      item.total = answer.total;
      item.shown = answer.items.length;
      item.entries = answer.items.reduce(
        (sum, person) =>
          sum + person.registrations.length + person.absences.length + person.workSchedules.length,
        0,
      );
      item.names = answer.items.map(listName).join("\n");
      const since = api.mark();
      const times = await medians(calls, async () => {
        const started = performance.now();
        await planning(criteria);
        return { client: performance.now() - started };
      });
      const inside = await api.loggedTimes(planningCall, since, calls + 1);
      item.server = { ...times, inside: median(inside.slice(1)) };
      console.info(`${item.what}, ${item.pageSize} a page, page ${item.page}`, item.server);
    }

    step(`Time the planning in Chromium: ${renders} loads each, after one to warm up`);
    await withPlanner(api.url, async (timer) => {
      for (const item of cases) {
        const address = addressOf(item);
        item.load = await medians(renders, () => timer.load(address, item.names));
        console.info(address, item.load);
      }
    });

    step("Results");
    console.info(
      `Administrator (every person), this week (${week.from} → ${week.to}); medians of ${calls} calls and ${renders} loads.`,
    );
    console.info(
      "Server: the call from the client, and inside the API (request received → answer sent). " +
        "Browser: the load from navigation start until the rows are painted; 'planning in load' the call as the browser saw it, 'rows after answer' the part after its answer arrived; " +
        "calls: every call to the API during the load (Person/Planning's own in brackets); elements: the document's and the grid's, and the grid's rows drawn, once painted.\n",
    );
    printTable(
      cases.map((item) => ({
        page: `${item.what}, ${item.pageSize} a page, page ${item.page}`,
        persons: `${item.shown} of ${item.total}`,
        entries: String(item.entries),
        "call (client)": ms(item.server.client),
        "call (server)": ms(item.server.inside),
        "load → rows": ms(item.load.total),
        "planning in load": ms(item.load.planning),
        "rows after answer": ms(item.load.afterAnswer),
        calls: `${item.load.calls} (${item.load.planningCalls})`,
        "elements (document)": String(item.load.document),
        "elements (grid)": String(item.load.grid),
        "rows drawn": String(item.load.rows),
        "load ÷ server": (item.load.total / item.server.inside).toFixed(1),
      })),
    );
  } finally {
    await api.stop();
  }
}
