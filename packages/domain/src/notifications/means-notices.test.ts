import { describe, expect, it } from "vitest";
import { meansStatuses } from "../enums.js";
import { type ApiError, errorCatalogue, errorDataFieldsOf } from "../errors.js";
import {
  meansNoticeAvailableAt,
  meansNoticeRefusal,
  meansNoticeRepeatMinutes,
  meansNoticeRepeatRefusal,
  meansNoticeStatuses,
  meansNotices,
  mobilisationNoticeRegistrationStatuses,
  noMeansNoticeRecipient,
} from "./means-notices.js";

const timeZone = "Europe/Paris";
const now = new Date("2027-03-01T09:00:00Z");
const means = { id: 7, status: "open" as const, end: "2027-03-10T20:00:00+01:00" };

describe("when a means' notice may be sent", () => {
  it("tells the mobilisation from the publication on, and the opening of an open means only", () => {
    const allowed = (notice: (typeof meansNotices)[number]) =>
      meansStatuses.filter(
        (status) => meansNoticeRefusal({ ...means, status }, notice, now, timeZone) === undefined,
      );
    expect(allowed("notifyMobilization")).toEqual(["public", "open"]);
    expect(allowed("notifyOpening")).toEqual(["open"]);
    expect(meansNoticeStatuses).toEqual({
      notifyMobilization: ["public", "open"],
      notifyOpening: ["open"],
    });
  });

  it("refuses another status with the action and where it is allowed", () => {
    expect(
      meansNoticeRefusal({ ...means, status: "public" }, "notifyOpening", now, timeZone),
    ).toEqual({
      category: "meansOfIntervention",
      code: "unexpectedStatus",
      data: { status: "public", action: "notifyOpening", allowedFrom: ["open"] },
    });
    expect(
      meansNoticeRefusal({ ...means, status: "cancelled" }, "notifyMobilization", now, timeZone),
    ).toMatchObject({ code: "unexpectedStatus", data: { allowedFrom: ["public", "open"] } });
  });

  it("refuses a means that has ended, its end included, in the organisation's time", () => {
    const end = new Date("2027-03-01T09:00:00Z");
    for (const notice of meansNotices) {
      expect(meansNoticeRefusal({ ...means, end }, notice, now, timeZone)).toEqual({
        category: "meansOfIntervention",
        code: "ended",
        data: { id: 7, action: notice, end: "2027-03-01T10:00:00+01:00" },
      });
    }
    expect(
      meansNoticeRefusal(
        { ...means, end: "2027-03-01T10:00:00.001+01:00" },
        "notifyOpening",
        now,
        timeZone,
      ),
    ).toBeUndefined();
  });
});

describe("how often a means' notice may be sent", () => {
  it("may be sent again ten minutes after the last one, that instant included", () => {
    expect(meansNoticeRepeatMinutes).toBe(10);
    const lastAt = new Date("2027-03-01T08:52:30Z");
    expect(meansNoticeAvailableAt(lastAt)?.toISOString()).toBe("2027-03-01T09:02:30.000Z");
    expect(meansNoticeAvailableAt(null)).toBeNull();
    expect(
      meansNoticeRepeatRefusal({ id: 7, notice: "notifyOpening", lastAt }, now, timeZone),
    ).toEqual({
      category: "meansOfIntervention",
      code: "notifiedRecently",
      data: {
        id: 7,
        action: "notifyOpening",
        at: "2027-03-01T09:52:30+01:00",
        availableAt: "2027-03-01T10:02:30+01:00",
      },
    });
    const later = new Date("2027-03-01T09:02:30Z");
    expect(
      meansNoticeRepeatRefusal({ id: 7, notice: "notifyOpening", lastAt }, later, timeZone),
    ).toBeUndefined();
  });

  it("never refuses a first notice", () => {
    expect(
      meansNoticeRepeatRefusal(
        { id: 7, notice: "notifyMobilization", lastAt: null },
        now,
        timeZone,
      ),
    ).toBeUndefined();
  });
});

describe("whom a mobilisation notice reaches", () => {
  it("goes to validated registrations only, a pending one not being a mobilisation yet", () => {
    expect(mobilisationNoticeRegistrationStatuses).toEqual(["validated"]);
  });

  it("is refused when it would reach nobody, counting those without an address", () => {
    expect(noMeansNoticeRecipient({ id: 7, action: "notifyMobilization", unreachable: 2 })).toEqual(
      {
        category: "meansOfIntervention",
        code: "noRecipient",
        data: { id: 7, action: "notifyMobilization", unreachable: 2 },
      },
    );
  });
});

describe("the refusals of a means' notice", () => {
  it("are in the error catalogue, with every field of their data declared", () => {
    const refusals = [
      meansNoticeRefusal({ ...means, status: "draft" }, "notifyOpening", now, timeZone),
      meansNoticeRefusal({ ...means, end: now }, "notifyMobilization", now, timeZone),
      meansNoticeRepeatRefusal({ id: 7, notice: "notifyOpening", lastAt: now }, now, timeZone),
      noMeansNoticeRecipient({ id: 7, action: "notifyOpening", unreachable: 0 }),
    ];
    const catalogued = new Set(errorCatalogue.map((entry) => `${entry.category}.${entry.code}`));
    for (const refusal of refusals as ApiError[]) {
      expect(catalogued).toContain(`${refusal.category}.${refusal.code}`);
      expect(errorDataFieldsOf(refusal)).toEqual(expect.arrayContaining(Object.keys(refusal.data)));
    }
    expect(refusals.map((refusal) => refusal?.code)).toEqual([
      "unexpectedStatus",
      "ended",
      "notifiedRecently",
      "noRecipient",
    ]);
  });
});
