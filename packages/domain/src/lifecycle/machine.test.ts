import { describe, expect, it } from "vitest";
import {
  actionsOf,
  allowedActions,
  isIrreversible,
  type Machine,
  sameStatus,
  transition,
} from "./machine.js";

type Door = "closed" | "open" | "walledUp";
type DoorAction = "open" | "close" | "paint" | "wallUp";

const door: Machine<Door, DoorAction> = {
  category: "alert",
  statuses: ["closed", "open", "walledUp"],
  transitions: {
    open: { from: ["closed"], to: "open" },
    close: { from: ["open"], to: "closed" },
    paint: { from: ["closed", "open"], to: sameStatus },
    wallUp: { from: ["closed"], to: "walledUp" },
  },
  irreversible: ["wallUp"],
};

describe("generic transition", () => {
  it("leads to the target status of an allowed action", () => {
    expect(transition(door, "closed", "open")).toEqual({ ok: true, status: "open" });
  });

  it("keeps the status for an action that acts without moving it", () => {
    expect(transition(door, "open", "paint")).toEqual({ ok: true, status: "open" });
  });

  it("refuses an action outside its statuses with unexpectedStatus and where it is allowed", () => {
    expect(transition(door, "walledUp", "open")).toEqual({
      ok: false,
      error: {
        category: "alert",
        code: "unexpectedStatus",
        data: { status: "walledUp", action: "open", allowedFrom: ["closed"] },
      },
    });
  });

  it("refuses an action the table does not know, as a request body might carry", () => {
    const result = transition(door, "closed", "toString" as DoorAction);
    expect(result).toEqual({
      ok: false,
      error: {
        category: "alert",
        code: "unexpectedStatus",
        data: { status: "closed", action: "toString", allowedFrom: [] },
      },
    });
  });
});

describe("allowed actions", () => {
  it("lists the actions of a status in the order of the table", () => {
    expect(allowedActions(door, "closed")).toEqual(["open", "paint", "wallUp"]);
    expect(allowedActions(door, "walledUp")).toEqual([]);
  });

  it("lists every action of the machine", () => {
    expect(actionsOf(door)).toEqual(["open", "close", "paint", "wallUp"]);
  });

  it("tells one-way actions apart", () => {
    expect(isIrreversible(door, "wallUp")).toBe(true);
    expect(isIrreversible(door, "close")).toBe(false);
  });
});
