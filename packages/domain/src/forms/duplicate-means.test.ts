import { describe, expect, it } from "vitest";
import { duplicatedMeansDates, type MeansWallClockDates } from "./duplicate-means.js";

const paris = "Europe/Paris";
const source: MeansWallClockDates = {
  start: "2027-03-20T08:00",
  end: "2027-03-20T20:00",
  ultimateStart: "2027-03-20T07:30",
  ultimateEnd: null,
  registrationDeadline: "2027-03-18T18:00",
  openingDate: null,
};

describe("dates of the copies of a means (spec 02 §2 duplication)", () => {
  it("moves every date of copy k by k times the offset, keeping empty dates empty", () => {
    expect(duplicatedMeansDates(source, { days: 7, hours: 0, minutes: 0 }, 2, paris)).toEqual([
      {
        start: "2027-03-27T08:00",
        end: "2027-03-27T20:00",
        ultimateStart: "2027-03-27T07:30",
        ultimateEnd: null,
        registrationDeadline: "2027-03-25T18:00",
        openingDate: null,
      },
      {
        start: "2027-04-03T08:00",
        end: "2027-04-03T20:00",
        ultimateStart: "2027-04-03T07:30",
        ultimateEnd: null,
        registrationDeadline: "2027-04-01T18:00",
        openingDate: null,
      },
    ]);
  });

  it("keeps the wall-clock times across a daylight-saving change", () => {
    const [copy] = duplicatedMeansDates(
      { ...source, ultimateEnd: "2027-03-20T20:30", openingDate: "2027-03-13T08:00" },
      { days: 8, hours: 0, minutes: 0 },
      1,
      paris,
    );
    expect(copy).toMatchObject({
      start: "2027-03-28T08:00",
      ultimateEnd: "2027-03-28T20:30",
      openingDate: "2027-03-21T08:00",
    });
  });
});
