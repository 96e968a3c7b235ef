import { describe, expect, it } from "vitest";
import { isIrreversible } from "./machine.js";
import { meansAllowedActions, meansMachine, meansTransition, takesStaffAt } from "./means.js";

const unsplit = { splitSiblingId: null };

describe("means of intervention lifecycle (spec 01 §4)", () => {
  it("publishes a draft, then opens it to volunteers", () => {
    expect(meansTransition({ status: "draft", ...unsplit }, "publish")).toEqual({
      ok: true,
      status: "public",
    });
    expect(meansTransition({ status: "public", ...unsplit }, "open")).toEqual({
      ok: true,
      status: "open",
    });
  });

  it("does not open a draft directly", () => {
    expect(meansTransition({ status: "draft", ...unsplit }, "open")).toEqual({
      ok: false,
      error: {
        category: "meansOfIntervention",
        code: "unexpectedStatus",
        data: { status: "draft", action: "open", allowedFrom: ["public"] },
      },
    });
  });

  it("cancels from any live status, and a cancelled means can only be deleted", () => {
    for (const status of ["draft", "public", "open"] as const) {
      expect(meansTransition({ status, ...unsplit }, "cancel")).toEqual({
        ok: true,
        status: "cancelled",
      });
    }
    expect(meansAllowedActions({ status: "cancelled", ...unsplit })).toEqual(["delete"]);
  });

  it("lets field staff register and unregister only once open", () => {
    expect(meansTransition({ status: "open", ...unsplit }, "register")).toEqual({
      ok: true,
      status: "open",
    });
    expect(meansTransition({ status: "public", ...unsplit }, "register").ok).toBe(false);
    expect(meansTransition({ status: "draft", ...unsplit }, "unregister").ok).toBe(false);
  });

  it("lets managers assign on a public or open means, never a draft", () => {
    expect(meansTransition({ status: "public", ...unsplit }, "assign").ok).toBe(true);
    expect(meansTransition({ status: "open", ...unsplit }, "assign").ok).toBe(true);
    expect(meansTransition({ status: "draft", ...unsplit }, "assign").ok).toBe(false);
  });

  it("splits a public or open means, keeping its status", () => {
    expect(meansTransition({ status: "open", ...unsplit }, "split")).toEqual({
      ok: true,
      status: "open",
    });
    expect(meansTransition({ status: "draft", ...unsplit }, "split").ok).toBe(false);
  });

  it("refuses to split a half again: a split is irreversible", () => {
    const half = { status: "public" as const, splitSiblingId: 42 };
    expect(meansTransition(half, "split")).toEqual({
      ok: false,
      error: {
        category: "meansOfIntervention",
        code: "alreadySplit",
        data: { splitSiblingId: 42 },
      },
    });
    expect(meansAllowedActions(half)).not.toContain("split");
    expect(meansAllowedActions({ status: "public", ...unsplit })).toContain("split");
  });

  it("still reports the status first when a half is split in the wrong status", () => {
    expect(meansTransition({ status: "cancelled", splitSiblingId: 42 }, "split")).toMatchObject({
      ok: false,
      error: { code: "unexpectedStatus" },
    });
  });

  it("marks publish, open and cancel as one-way", () => {
    expect(meansMachine.irreversible).toEqual(["publish", "open", "cancel"]);
    expect(isIrreversible(meansMachine, "register")).toBe(false);
  });
});

describe("takesStaffAt", () => {
  const end = "2031-03-08T13:00:00+01:00";
  const at = (instant: string) => Date.parse(instant);

  it("takes staff while public or open, until the means ends (its end excluded)", () => {
    for (const status of ["public", "open"] as const) {
      expect(takesStaffAt({ status, end }, at("2031-03-08T12:59:59+01:00"))).toBe(true);
      expect(takesStaffAt({ status, end }, at(end))).toBe(false);
    }
  });

  it("takes none as a draft or once cancelled, whatever the time", () => {
    for (const status of ["draft", "cancelled"] as const) {
      expect(takesStaffAt({ status, end }, new Date("2020-01-01T00:00:00Z"))).toBe(false);
    }
  });
});
