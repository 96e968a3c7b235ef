/**
 * The measuring half of the activities-list benchmark (started by `run.mjs` once the database
 * holds the large planning and the planner is built): the search call's times, then the list's in
 * Chromium, then the table.
 */
import { median, medians, ms, printTable } from "../figures.mjs";
import { step } from "../large-scale.mjs";
import { apiCaller, startApi } from "../planner-server.mjs";
import { withPlanner } from "./browser.mjs";

const pageSize = 25;
const searchCall = "POST /api/OperationalActivity/search";

/**
 * The pages measured: criteria of the search (25 rows a page) and what the planner's address
 * holds for them (decision 026). `page: "last"` is the last page of the matches.
 */
const cases = [
  ["start", "asc", 1],
  ["start", "asc", 1000],
  ["title", "asc", 1],
  ["title", "asc", 1000],
  ["meansCount", "desc", 1],
  ["meansCount", "desc", 1000],
  ["staffCompleteness", "asc", 1],
  ["staffCompleteness", "asc", 1000],
]
  .map(([field, direction, page]) => ({ what: "all", field, direction, page, filters: {} }))
  .concat([
    {
      what: 'public, "série 3"',
      field: "staffCompleteness",
      direction: "asc",
      page: 1,
      filters: { status: ["public"], text: "série 3" },
    },
    {
      what: 'public, "série 3"',
      field: "staffCompleteness",
      direction: "asc",
      page: "last",
      filters: { status: ["public"], text: "série 3" },
    },
    { what: "draft", field: "title", direction: "desc", page: 1, filters: { status: ["draft"] } },
  ]);

/** Column headers clicked on the list sorted by start, and the sort each click asks. */
const sortClicks = [
  { column: "Titre", field: "title" },
  { column: "Moyens", field: "meansCount" },
  { column: "Personnel", field: "staffCompleteness" },
];

/** The planner's address for a case: its filters, sort and page as the list writes them. */
function addressOf({ filters, field, direction, page }) {
  const search = new URLSearchParams();
  if (filters.text) search.set("text", filters.text);
  if (filters.status) search.set("status", JSON.stringify(filters.status));
  if (page !== 1) search.set("page", String(page));
  search.set("sort", `${direction === "desc" ? "-" : ""}${field}`);
  return `/operational-activity/list?${search}`;
}

/**
 * Starts the API on `databaseUrl` serving the planner in `plannerDir`, measures every case with
 * `calls` search calls and `renders` renders each, prints the tables, stops the API.
 */
export async function measureList({ databaseUrl, dataDir, plannerDir, port, calls, renders }) {
  step("Start the API");
  const api = await startApi({ databaseUrl, dataDir, plannerDir, port });
  try {
    const call = await apiCaller(api, "demo-admin", "Admin");
    const search = (criteria) => call("OperationalActivity/search", criteria);
    const criteriaOf = ({ filters, field, direction }, page) => ({
      ...filters,
      sort: { field, direction },
      page,
      pageSize,
    });
    /** The call's medians from the client and inside the API (the warm-up's left out). */
    const timeSearch = async (criteria) => {
      const since = api.mark();
      const times = await medians(calls, async () => {
        const started = performance.now();
        await search(criteria);
        return { client: performance.now() - started };
      });
      const inside = await api.loggedTimes(searchCall, since, calls + 1);
      return { ...times, inside: median(inside.slice(1)) };
    };

    step(`Time the search: ${calls} calls a page, after one to warm up`);
    for (const item of cases) {
      if (item.page === "last") {
        const { total } = await search(criteriaOf(item, 1));
        item.page = Math.ceil(total / pageSize);
      }
      const criteria = criteriaOf(item, item.page);
      const answer = await search(criteria);
      item.total = answer.total;
      item.ids = answer.items.map((row) => row.id).join(",");
      item.server = await timeSearch(criteria);
      console.info(
        `${item.what}, by ${item.field} ${item.direction}, page ${item.page}`,
        item.server,
      );
    }

    step(`Time the list in Chromium: ${renders} renders each, after one to warm up`);
    const start = cases[0];
    const clicks = [];
    await withPlanner(api.url, async (timer) => {
      for (const item of cases) {
        const address = addressOf(item);
        item.load = await medians(renders, () => timer.load(address, item.ids));
        item.navigate = await medians(renders, () => timer.navigate(address, item.ids));
        console.info(address, { load: item.load, navigate: item.navigate });
      }
      for (const click of sortClicks) {
        const criteria = criteriaOf({ ...click, direction: "asc", filters: {} }, 1);
        const ids = (await search(criteria)).items.map((row) => row.id).join(",");
        const sorted = await medians(renders, () =>
          timer.sort(addressOf(start), start.ids, click.column, ids),
        );
        clicks.push({ ...click, sorted, server: await timeSearch(criteria) });
        console.info(`sort by ${click.column}`, sorted);
      }
    });

    step("Results");
    console.info(
      `Administrator (every activity), ${pageSize} rows a page; medians of ${calls} calls and ${renders} renders.`,
    );
    console.info(
      "Server: the call from the client, and inside the API (request received → answer sent). " +
        "Browser: the load from navigation start, the in-app navigation from the address change, " +
        "each until the rows are painted; 'before the call' is the part before the search's request left, 'rows after answer' the part after its answer arrived.\n",
    );
    printTable(
      cases.map((item) => ({
        page: `${item.what}, by ${item.field} ${item.direction === "asc" ? "↑" : "↓"}, page ${item.page}`,
        matches: String(item.total),
        "call (client)": ms(item.server.client),
        "call (server)": ms(item.server.inside),
        "load → rows": ms(item.load.total),
        "search in load": ms(item.load.search),
        "rows after answer": ms(item.load.afterAnswer),
        "navigate → rows": ms(item.navigate.total),
        "before the call": ms(item.navigate.beforeCall),
        "navigate ÷ server": (item.navigate.total / item.server.inside).toFixed(1),
        "load ÷ server": (item.load.total / item.server.inside).toFixed(1),
      })),
    );
    console.info("");
    printTable(
      clicks.map((click) => ({
        "sort change (click on header)": `by start → by ${click.field} ↑ ("${click.column}")`,
        "call (server)": ms(click.server.inside),
        "click → rows": ms(click.sorted.total),
        "search in click": ms(click.sorted.search),
        "rows after answer": ms(click.sorted.afterAnswer),
        "before the call": ms(click.sorted.beforeCall),
        "click ÷ server": (click.sorted.total / click.server.inside).toFixed(1),
      })),
    );
  } finally {
    await api.stop();
  }
}
