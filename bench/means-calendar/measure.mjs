/**
 * The measuring half of the means-calendar benchmark (started by `run.mjs` once the database
 * holds the large planning and the planner is built): the filter and the months chosen, the
 * calendar call's times, then the tab's in Chromium.
 */
import { endOfMonth, endOfWeek, startOfMonth, startOfWeek, today } from "@internationalized/date";
import { dayRangeInstants, defaultTimeZone, localizedLabel } from "@releve/domain";
import { median, medians, printTable } from "../figures.mjs";
import { step } from "../large-scale.mjs";
import { apiCaller, startApi } from "../planner-server.mjs";
import { calendarPath, withCalendarPage } from "./browser.mjs";

const calendarCall = `POST ${calendarPath}`;
/** The page's default status filter: what it asks when the address names none. */
const status = "allExceptCancelled";
/** The fewest means a month must hold, and the most one answer brings (it says when it cut). */
const fewest = 1_000;
const most = 5_000;

/**
 * The days a month view shows (whole weeks from Monday, as the tab's planning calendar) and the
 * instants the tab asks for them, on the organisation's clock.
 */
function monthView(firstDay) {
  const days = {
    from: startOfWeek(startOfMonth(firstDay), "fr", "mon"),
    to: endOfWeek(endOfMonth(firstDay), "fr", "mon"),
  };
  const { start, end } = dayRangeInstants(days, defaultTimeZone);
  return { day: firstDay.toString(), from: start, to: end };
}

/** The means list's address: the list tab with the filter as the list writes it, and the month. */
function addressOf(typeId, month) {
  const search = new URLSearchParams({
    typeIds: JSON.stringify([typeId]),
    date: month.day,
    view: "month",
  });
  return `/means-of-intervention/list?${search}`;
}

/**
 * Starts the API on `databaseUrl` serving the planner in `plannerDir`; as the demo
 * administrator, picks the means type whose means fill this month and the next the most without
 * passing the answer's limit, times the calendar call for both months (`calls` times each) and
 * the tab in Chromium (`renders` times); stops the API and answers the figures.
 */
export async function measureCalendar({ databaseUrl, dataDir, plannerDir, port, calls, renders }) {
  step("Start the API");
  const api = await startApi({ databaseUrl, dataDir, plannerDir, port });
  try {
    const call = await apiCaller(api, "demo-admin", "Admin");
    const first = startOfMonth(today(defaultTimeZone));
    const months = [monthView(first), monthView(first.add({ months: 1 }))];
    const criteria = (typeId, month) => ({
      status,
      typeIds: [typeId],
      from: month.from,
      to: month.to,
    });

    step(`Choose the filter: a means type holding ${fewest}–${most} means in both months`);
    const candidates = [];
    for (const type of await call("MeansOfInterventionType")) {
      const totals = [];
      for (const month of months) {
        totals.push((await call("MeansOfIntervention/calendar", criteria(type.id, month))).total);
      }
      candidates.push({ id: type.id, name: localizedLabel(type.label, "fr"), totals });
    }
    printTable(
      candidates.map((type) => ({
        type: `${type.id} ${type.name}`,
        ...Object.fromEntries(
          months.map((month, index) => [
            `${month.day} (${month.from} → ${month.to})`,
            String(type.totals[index]),
          ]),
        ),
      })),
    );
    const chosen = candidates
      .filter((type) => type.totals.every((total) => total >= fewest && total <= most))
      .sort((a, b) => b.totals[0] - a.totals[0])[0];
    if (!chosen) throw new Error(`No means type holds ${fewest}–${most} means in both months`);
    console.info(
      `Chosen: type ${chosen.id} (${chosen.name}), means ${chosen.totals.join(" and ")}`,
    );

    step(`Time the calendar call: ${calls} calls a month, after one to warm up`);
    const server = [];
    for (const month of months) {
      const since = api.mark();
      const times = await medians(calls, async () => {
        const started = performance.now();
        await call("MeansOfIntervention/calendar", criteria(chosen.id, month));
        return { client: performance.now() - started };
      });
      const inside = await api.loggedTimes(calendarCall, since, calls + 1);
      server.push({ ...times, inside: median(inside.slice(1)) });
      console.info(month.day, server.at(-1));
    }

    step(`Time the tab in Chromium: ${renders} runs, after one to warm up`);
    const address = addressOf(chosen.id, months[0]);
    const seen = { open: [], next: [] };
    /** The other calls each click made, with the number of runs (warm-up included) making them. */
    const otherCalls = { open: new Map(), next: new Map() };
    const page = await withCalendarPage(api.url, async (timer) => {
      const run = async () => {
        const since = api.mark();
        const { open, next } = await timer.openThenNext(address);
        // Each click's answer shown is the last calendar call it made.
        const openCalls = open.figures.calendarCalls;
        const inside = await api.loggedTimes(
          calendarCall,
          since,
          openCalls + next.figures.calendarCalls,
        );
        for (const [key, click, month, total, time] of [
          ["open", open, months[0], chosen.totals[0], inside[openCalls - 1]],
          ["next", next, months[1], chosen.totals[1], inside.at(-1)],
        ]) {
          checkAnswer(key, click, month, chosen.id, total);
          click.figures.server = time;
          seen[key].push(click.shown.period);
          for (const path of new Set(click.otherCalls)) {
            otherCalls[key].set(path, (otherCalls[key].get(path) ?? 0) + 1);
          }
        }
        return Object.fromEntries([
          ...Object.entries(open.figures).map(([name, value]) => [`open ${name}`, value]),
          ...Object.entries(next.figures).map(([name, value]) => [`next ${name}`, value]),
        ]);
      };
      return medians(renders, run);
    });
    console.info(address, page);
    return {
      type: chosen,
      months: months.map((month, index) => ({
        ...month,
        total: chosen.totals[index],
        // The grid's name ends with the title of the period it shows.
        title: seen[index === 0 ? "open" : "next"][0].split(", ").at(-1),
        server: server[index],
        otherCalls: [...otherCalls[index === 0 ? "open" : "next"]].map(
          ([path, runs]) => `${path} (${runs} of ${renders + 1} runs)`,
        ),
      })),
      address,
      page,
    };
  } finally {
    await api.stop();
  }
}

/**
 * Checks that the tab asked for the month's period with the filter, and showed an answer holding
 * the `total` means chosen, uncut: the figures are those of the month announced.
 */
function checkAnswer(what, click, month, typeId, total) {
  const { asked, answer } = click;
  const askedRight =
    Date.parse(asked.from) === Date.parse(month.from) &&
    Date.parse(asked.to) === Date.parse(month.to) &&
    JSON.stringify(asked.typeIds) === JSON.stringify([typeId]) &&
    asked.status === status;
  if (!askedRight) throw new Error(`${what}: the tab asked ${JSON.stringify(asked)}`);
  if (answer.truncated || answer.total !== total || answer.items !== total) {
    throw new Error(`${what}: the tab was answered ${JSON.stringify(answer)}, not ${total} means`);
  }
}
