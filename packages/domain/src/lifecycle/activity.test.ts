import { describe, expect, it } from "vitest";
import { activityAllowedActions, activityMachine, activityTransition } from "./activity.js";
import { isIrreversible } from "./machine.js";

describe("operational activity lifecycle (spec 01 §4)", () => {
  it("publishes a draft", () => {
    expect(activityTransition({ status: "draft" }, "publish")).toEqual({
      ok: true,
      status: "public",
    });
  });

  it("refuses to publish again, telling where publishing is allowed", () => {
    expect(activityTransition({ status: "public" }, "publish")).toEqual({
      ok: false,
      error: {
        category: "operationalActivity",
        code: "unexpectedStatus",
        data: { status: "public", action: "publish", allowedFrom: ["draft"] },
      },
    });
  });

  it("cancels a draft or a public activity, and nothing brings it back", () => {
    expect(activityTransition({ status: "draft" }, "cancel")).toEqual({
      ok: true,
      status: "cancelled",
    });
    expect(activityTransition({ status: "public" }, "cancel")).toEqual({
      ok: true,
      status: "cancelled",
    });
    expect(activityAllowedActions({ status: "cancelled" })).toEqual(["delete"]);
  });

  it("edits and adds means while draft or public, keeping the status", () => {
    expect(activityTransition({ status: "public" }, "edit")).toEqual({
      ok: true,
      status: "public",
    });
    expect(activityTransition({ status: "draft" }, "addMeans")).toEqual({
      ok: true,
      status: "draft",
    });
    expect(activityTransition({ status: "cancelled" }, "addMeans").ok).toBe(false);
  });

  it("deletes in any status, the API guarding by use instead", () => {
    for (const status of activityMachine.statuses) {
      expect(activityTransition({ status }, "delete").ok).toBe(true);
    }
  });

  it("offers publish, cancel, edit, add means and delete on a draft", () => {
    expect(activityAllowedActions({ status: "draft" })).toEqual([
      "publish",
      "cancel",
      "edit",
      "addMeans",
      "delete",
    ]);
  });

  it("marks publishing and cancelling as one-way", () => {
    expect(isIrreversible(activityMachine, "publish")).toBe(true);
    expect(isIrreversible(activityMachine, "cancel")).toBe(true);
    expect(isIrreversible(activityMachine, "edit")).toBe(false);
  });
});
