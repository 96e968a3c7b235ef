import { formatInstantIn, registrationsByDay } from "@releve/domain";
import { describe, expect, it } from "vitest";
import { dateOfEpochDay, epochDay } from "./PlanningCalendarDates";
import {
  indexMeans,
  layoutDay,
  meansByDay,
  type PlanningCalendarMeans,
} from "./PlanningCalendarModel";

const zone = "Europe/Paris";
const hour = 3_600_000;

function means(id: number, start: number, end: number): PlanningCalendarMeans {
  return {
    id,
    title: `Moyen ${id}`,
    activityName: "Activité",
    start: formatInstantIn(new Date(start), zone),
    end: formatInstantIn(new Date(end), zone),
    status: "open",
    staff: { required: 2, validated: 1, pending: 0 },
  };
}

/** Means around both daylight-saving changes of 2026, some at midnight, some empty. */
function tricky(): PlanningCalendarMeans[] {
  const items: PlanningCalendarMeans[] = [];
  let id = 1;
  for (const first of [Date.UTC(2026, 2, 27), Date.UTC(2026, 9, 23)]) {
    for (let start = first; start < first + 4 * 24 * hour; start += 5 * hour + 15 * 60_000) {
      items.push(means(id++, start, start + ((id % 13) + 1) * hour));
    }
    items.push(means(id++, first + 22 * hour, first + 22 * hour)); // empty
    items.push(means(id++, first - 2 * hour, first + 22 * hour)); // ends at local midnight
  }
  return items;
}

describe("indexMeans", () => {
  it("puts each means on the local days the domain's registrationsByDay gives it", () => {
    const items = tricky();
    const index = indexMeans(items, zone);
    const expected = registrationsByDay(items, zone);
    const first = Math.min(...index.startDay);
    const last = Math.max(...index.endDay);
    const days = meansByDay(index, first, last - first + 1);
    const actual = new Map<string, number[]>();
    days.forEach((ofDay, d) => {
      if (ofDay.length > 0) {
        const ids = ofDay.map((i) => items[i]?.id ?? -1).sort((a, b) => a - b);
        actual.set(dateOfEpochDay(first + d).toString(), ids);
      }
    });
    const wanted = new Map(
      [...expected].map(([day, ofDay]) => [day, ofDay.map(({ id }) => id).sort((a, b) => a - b)]),
    );
    expect(actual).toEqual(wanted);
  });

  it("reads wall-clock minutes in the calendar's time zone, across a daylight-saving change", () => {
    const index = indexMeans(
      [
        {
          ...means(1, 0, 0),
          start: "2026-03-29T01:30:00+01:00",
          end: "2026-03-29T03:30:00+02:00",
        },
      ],
      zone,
    );
    expect(index.startMinute[0]).toBe(90);
    expect(index.endMinute[0]).toBe(210);
    expect(dateOfEpochDay(index.startDay[0] ?? 0).toString()).toBe("2026-03-29");
  });

  it("refuses an instant without an offset, like the domain", () => {
    expect(() => indexMeans([{ ...means(1, 0, 0), start: "2026-06-01T08:00:00" }], zone)).toThrow(
      RangeError,
    );
  });

  it("derives the staff completeness with the domain's rule when the API did not send it", () => {
    const index = indexMeans(
      [
        { ...means(1, 0, hour), staff: { required: 4, validated: 2, pending: 2 } },
        { ...means(2, 0, hour), staffCompleteness: "allStaffed" },
      ],
      zone,
    );
    expect(index.completeness).toEqual(["readyStaffed", "allStaffed"]);
  });
});

describe("layoutDay", () => {
  const day = epochDay(dateOfEpochDay(Date.UTC(2026, 5, 10) / 86_400_000));
  const at = (hours: number) => Date.UTC(2026, 5, 10, hours - 2);

  it("sets overlapping means side by side and shares the width among their lanes", () => {
    const items = [means(1, at(8), at(12)), means(2, at(9), at(11)), means(3, at(13), at(14))];
    const index = indexMeans(items, zone);
    const [ofDay = []] = meansByDay(index, day, 1);
    const layout = layoutDay(index, ofDay, day, 3, 30);
    const placed = layout.segments.map(({ index: i, lane, lanes }) => ({
      id: items[i]?.id,
      lane,
      lanes,
    }));
    expect(placed).toEqual([
      { id: 1, lane: 0, lanes: 2 },
      { id: 2, lane: 1, lanes: 2 },
      { id: 3, lane: 0, lanes: 1 },
    ]);
    expect(layout.hiddenCount).toBe(0);
  });

  it("counts the means beyond the lane limit by the hour they start in, without laying them out", () => {
    const items = Array.from({ length: 500 }, (_, k) => means(k + 1, at(8), at(10 + (k % 5))));
    const index = indexMeans(items, zone);
    const [ofDay = []] = meansByDay(index, day, 1);
    const layout = layoutDay(index, ofDay, day, 2, 30);
    expect(layout.segments).toHaveLength(2);
    expect(layout.hiddenCount).toBe(498);
    expect(layout.hiddenByHour[8]).toHaveLength(498);
  });
});
