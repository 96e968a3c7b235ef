import { describe, expect, it } from "vitest";
import { registrationsFollowingSplit, type SplitRegistration, splitMeans } from "./split.js";

const paris = "Europe/Paris";
const hourMs = 3600 * 1000;

function hoursOf(schedule: { start: string; end: string }): number {
  return (Date.parse(schedule.end) - Date.parse(schedule.start)) / hourMs;
}

describe("splitting a 12-hour means (spec 01 §4)", () => {
  const day = { start: "2026-07-14T08:00:00+02:00", end: "2026-07-14T20:00:00+02:00" };

  it.each([
    ["halfAndHalf", "2026-07-14T14:00:00+02:00"],
    ["from12To4And8", "2026-07-14T12:00:00+02:00"],
    ["from12To8And4", "2026-07-14T16:00:00+02:00"],
  ] as const)("cuts an 08:00–20:00 shift %s at %s", (splitType, cut) => {
    expect(splitMeans(day, splitType, paris)).toEqual({
      ok: true,
      first: { start: day.start, end: cut },
      second: { start: cut, end: day.end },
    });
  });

  it("gives the instants with the offset of the organisation's zone", () => {
    const inUtc = { start: new Date("2026-07-14T06:00:00Z"), end: "2026-07-14T18:00:00Z" };
    expect(splitMeans(inUtc, "halfAndHalf", paris)).toEqual({
      ok: true,
      first: { start: "2026-07-14T08:00:00+02:00", end: "2026-07-14T14:00:00+02:00" },
      second: { start: "2026-07-14T14:00:00+02:00", end: "2026-07-14T20:00:00+02:00" },
    });
  });

  it("splits the 20:00–08:00 night of 29 March (11 real hours) at 02:00 moved to 03:00", () => {
    const night = { start: "2026-03-28T20:00:00+01:00", end: "2026-03-29T08:00:00+02:00" };
    const split = splitMeans(night, "halfAndHalf", paris);
    expect(split).toEqual({
      ok: true,
      first: { start: night.start, end: "2026-03-29T03:00:00+02:00" },
      second: { start: "2026-03-29T03:00:00+02:00", end: night.end },
    });
    if (!split.ok) throw new Error("split refused");
    expect([hoursOf(split.first), hoursOf(split.second)]).toEqual([6, 5]);
  });

  it("cuts the night of 29 March 8 + 4 at 04:00 on the wall clock, after 7 real hours", () => {
    const night = { start: "2026-03-28T20:00:00+01:00", end: "2026-03-29T08:00:00+02:00" };
    const split = splitMeans(night, "from12To8And4", paris);
    if (!split.ok) throw new Error("split refused");
    expect(split.first.end).toBe("2026-03-29T04:00:00+02:00");
    expect([hoursOf(split.first), hoursOf(split.second)]).toEqual([7, 4]);
  });

  it("splits the 20:00–08:00 night of 25 October (13 real hours) at the first 02:00", () => {
    const night = { start: "2026-10-24T20:00:00+02:00", end: "2026-10-25T08:00:00+01:00" };
    const split = splitMeans(night, "halfAndHalf", paris);
    if (!split.ok) throw new Error("split refused");
    expect(split.first.end).toBe("2026-10-25T02:00:00+02:00");
    expect([hoursOf(split.first), hoursOf(split.second)]).toEqual([6, 7]);
    const fourAndEight = splitMeans(night, "from12To4And8", paris);
    if (!fourAndEight.ok) throw new Error("split refused");
    expect(fourAndEight.first.end).toBe("2026-10-25T00:00:00+02:00");
    expect([hoursOf(fourAndEight.first), hoursOf(fourAndEight.second)]).toEqual([4, 9]);
  });

  it("splits a shift whose 12th hour falls in the spring-forward gap and was moved forward", () => {
    const shift = { start: "2026-03-28T14:30:00+01:00", end: "2026-03-29T03:30:00+02:00" };
    expect(splitMeans(shift, "from12To8And4", paris)).toMatchObject({
      ok: true,
      first: { end: "2026-03-28T22:30:00+01:00" },
    });
  });

  it("splits a shift ending at the second 02:30 of 25 October (13 real hours)", () => {
    const shift = { start: "2026-10-24T14:30:00+02:00", end: "2026-10-25T02:30:00+01:00" };
    expect(splitMeans(shift, "halfAndHalf", paris)).toMatchObject({ ok: true });
  });

  it.each([
    ["an 11-hour shift", "2026-07-14T08:00:00+02:00", "2026-07-14T19:00:00+02:00"],
    ["a 12-hour-and-5-minute shift", "2026-07-14T08:00:00+02:00", "2026-07-14T20:05:00+02:00"],
    [
      "12 real hours read 13 on the wall clock",
      "2026-03-28T20:00:00+01:00",
      "2026-03-29T09:00:00+02:00",
    ],
  ])("refuses %s", (_, start, end) => {
    expect(splitMeans({ start, end }, "halfAndHalf", paris)).toEqual({
      ok: false,
      finding: {
        field: "splitType",
        code: "split.notTwelveHours",
        params: { hours: 12 },
        severity: "blocking",
      },
    });
  });
});

describe("registrations following a split", () => {
  const halves = {
    first: { start: "2026-07-14T08:00:00+02:00", end: "2026-07-14T14:00:00+02:00" },
    second: { start: "2026-07-14T14:00:00+02:00", end: "2026-07-14T20:00:00+02:00" },
  };

  function registration(
    id: number,
    personStaffType: SplitRegistration["personStaffType"],
    from: string,
    to: string,
  ): SplitRegistration {
    return {
      id,
      personStaffType,
      start: `2026-07-14T${from}:00+02:00`,
      end: `2026-07-14T${to}:00+02:00`,
    };
  }

  it("keeps a volunteer on the half their times fall in", () => {
    const following = registrationsFollowingSplit(
      [
        registration(1, "volunteer", "08:00", "12:00"),
        registration(2, "volunteer", "15:00", "20:00"),
      ],
      halves,
    );
    expect(following).toEqual([
      {
        registrationId: 1,
        first: { start: "2026-07-14T08:00:00+02:00", end: "2026-07-14T12:00:00+02:00" },
        second: null,
      },
      {
        registrationId: 2,
        first: null,
        second: { start: "2026-07-14T15:00:00+02:00", end: "2026-07-14T20:00:00+02:00" },
      },
    ]);
  });

  it("puts a volunteer spanning the cut on both halves, cut there", () => {
    const [following] = registrationsFollowingSplit(
      [registration(3, "volunteer", "10:00", "18:00")],
      halves,
    );
    expect(following).toEqual({
      registrationId: 3,
      first: { start: "2026-07-14T10:00:00+02:00", end: "2026-07-14T14:00:00+02:00" },
      second: { start: "2026-07-14T14:00:00+02:00", end: "2026-07-14T18:00:00+02:00" },
    });
  });

  it("keeps a registration touching the cut on one half, its early start included", () => {
    const following = registrationsFollowingSplit(
      [
        registration(4, "volunteer", "06:00", "14:00"),
        registration(5, "external", "14:00", "22:00"),
      ],
      halves,
    );
    expect(following.map(({ first, second }) => [first !== null, second !== null])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(following[0]?.first?.start).toBe("2026-07-14T06:00:00+02:00");
    expect(following[1]?.second?.end).toBe("2026-07-14T22:00:00+02:00");
  });

  it("assigns an employee to both halves, with the other half's times where theirs do not reach", () => {
    const following = registrationsFollowingSplit(
      [
        registration(6, "employee", "08:00", "12:00"),
        registration(7, "employee", "15:00", "19:00"),
        registration(8, "employee", "08:00", "20:00"),
      ],
      halves,
    );
    expect(following).toEqual([
      {
        registrationId: 6,
        first: { start: "2026-07-14T08:00:00+02:00", end: "2026-07-14T12:00:00+02:00" },
        second: halves.second,
      },
      {
        registrationId: 7,
        first: halves.first,
        second: { start: "2026-07-14T15:00:00+02:00", end: "2026-07-14T19:00:00+02:00" },
      },
      { registrationId: 8, first: halves.first, second: halves.second },
    ]);
  });

  it("compares instants whatever their offsets", () => {
    const inUtc: SplitRegistration = {
      id: 9,
      personStaffType: "volunteer",
      start: "2026-07-14T12:30:00Z",
      end: "2026-07-14T13:00:00Z",
    };
    // 14:30–15:00 in Paris, after the 14:00 cut though its text sorts before it.
    const [following] = registrationsFollowingSplit([inUtc], halves);
    expect(following).toEqual({
      registrationId: 9,
      first: null,
      second: { start: inUtc.start, end: inUtc.end },
    });
  });
});
