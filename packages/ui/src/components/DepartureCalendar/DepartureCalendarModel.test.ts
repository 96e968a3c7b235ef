import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import {
  type DepartureCalendarMeans,
  indexDepartures,
  initialFocus,
  keepFocus,
  moveDepartureFocus,
  nearestBar,
} from "./DepartureCalendarModel";

const day = new CalendarDate(2026, 6, 10);
const departures = [
  { id: 1, name: "Paris 15e 01" },
  { id: 2, name: "Boulogne 01" },
  { id: 3, name: "Montreuil 01" },
];

/** A means of a departure on 10 June in Paris (summer time, +02:00). */
function means(
  id: number,
  departureId: number,
  from: string,
  to: string,
  extra: Partial<DepartureCalendarMeans> = {},
): DepartureCalendarMeans {
  return {
    id,
    departureId,
    start: `2026-06-10T${from}:00+02:00`,
    end: `2026-06-10T${to}:00+02:00`,
    status: "open",
    staff: { required: 2, validated: 1, pending: 0 },
    title: `Moyen ${id}`,
    activityName: "Fête de la musique",
    ...extra,
  };
}

const items = [
  means(1, 1, "08:00", "12:00"),
  means(2, 1, "10:00", "14:00"),
  means(3, 1, "14:00", "18:00"),
  means(4, 2, "11:00", "13:00"),
  means(5, 99, "08:00", "09:00"),
];
const index = indexDepartures(departures, items, day, 1, "Europe/Paris");

describe("indexDepartures", () => {
  it("places means in minutes of the organisation's wall clock, whatever offset they carry", () => {
    const utc = indexDepartures(
      departures,
      [{ ...means(1, 1, "08:00", "09:00"), start: "2026-06-10T06:00:00Z" }],
      day,
      1,
      "Europe/Paris",
    );
    expect(utc.rows[0]?.bars[0]).toMatchObject({ start: 480, end: 540 });
  });

  it("puts overlapping means of a departure in separate lanes, and reuses a lane once free", () => {
    const lanes = index.rows[0]?.bars.map(({ item, lane }) => [item, lane]);
    expect(lanes).toEqual([
      [0, 0],
      [1, 1],
      [2, 0],
    ]);
    expect(index.rows[0]?.lanes).toBe(2);
    expect(index.rows[2]?.lanes).toBe(1);
  });

  it("leaves out means of unknown departures and means outside the shown days", () => {
    const outside = means(6, 3, "08:00", "09:00", {
      start: "2026-06-12T08:00:00+02:00",
      end: "2026-06-12T09:00:00+02:00",
    });
    const shown = indexDepartures(departures, [...items, outside], day, 1, "Europe/Paris");
    expect(shown.shownCount).toBe(4);
    expect(shown.rows[2]?.bars).toEqual([]);
  });

  it("derives staff completeness with the domain's rule when the API did not send it", () => {
    const derived = indexDepartures(
      departures,
      [
        means(1, 1, "08:00", "09:00", { staff: { required: 2, validated: 2, pending: 0 } }),
        means(2, 1, "09:00", "10:00", { staff: { required: 3, validated: 1, pending: 2 } }),
        means(3, 1, "10:00", "11:00", { staffCompleteness: "noneStaffed" }),
      ],
      day,
      1,
      "Europe/Paris",
    );
    expect(derived.completeness).toEqual(["allStaffed", "readyStaffed", "noneStaffed"]);
  });
});

describe("moveDepartureFocus", () => {
  const first = initialFocus(index);

  it("starts on the first means of the first row", () => {
    expect(first).toEqual({ row: 0, item: 0, anchor: 600 });
  });

  it("moves along the row with the arrows, the row header being its first cell", () => {
    expect(moveDepartureFocus(index, first, "ArrowRight")?.item).toBe(1);
    expect(moveDepartureFocus(index, first, "ArrowLeft")).toEqual({
      row: 0,
      item: null,
      anchor: null,
    });
    const last = moveDepartureFocus(index, first, "End");
    expect(last?.item).toBe(2);
    expect(last && moveDepartureFocus(index, last, "ArrowRight")).toBeNull();
  });

  it("goes down to the means nearest in time, and keeps that time through empty rows", () => {
    const down = moveDepartureFocus(index, first, "ArrowDown");
    expect(down).toEqual({ row: 1, item: 3, anchor: 600 });
    const empty = down && moveDepartureFocus(index, down, "ArrowDown");
    expect(empty).toEqual({ row: 2, item: null, anchor: 600 });
    const back = empty && moveDepartureFocus(index, empty, "ArrowUp");
    expect(back?.item).toBe(3);
  });

  it("jumps by a page of rows and to the first and last rows with Ctrl+Home and Ctrl+End", () => {
    expect(moveDepartureFocus(index, first, "PageDown", { pageRows: 10 })?.row).toBe(2);
    expect(moveDepartureFocus(index, first, "End", { ctrlKey: true })?.row).toBe(2);
    const fromLast = { row: 2, item: null, anchor: null };
    expect(moveDepartureFocus(index, fromLast, "Home", { ctrlKey: true })).toEqual({
      row: 0,
      item: null,
      anchor: null,
    });
  });

  it("ignores keys that do not navigate", () => {
    expect(moveDepartureFocus(index, first, "a")).toBeNull();
    expect(moveDepartureFocus(index, first, "ArrowUp")).toBeNull();
  });
});

describe("nearestBar and keepFocus", () => {
  it("prefers a means running at the anchor, then the closest one", () => {
    expect(nearestBar(index, 0, 11 * 60)).toBe(0);
    expect(nearestBar(index, 0, 19 * 60)).toBe(2);
    expect(nearestBar(index, 2, 600)).toBeNull();
  });

  it("moves a focus whose means disappeared to the nearest one left in its row", () => {
    const fewer = indexDepartures(departures, items.slice(1), day, 1, "Europe/Paris");
    expect(keepFocus(fewer, { row: 0, item: 0, anchor: 600 })).toEqual({
      row: 0,
      item: 0,
      anchor: 600,
    });
    expect(keepFocus(fewer, { row: 0, item: 2, anchor: 1000 }).item).toBe(1);
    expect(keepFocus(fewer, { row: 7, item: null, anchor: null }).row).toBe(2);
  });
});
