import { describe, expect, it } from "vitest";
import { currentMenuHref } from "./sidebar-menu";

const menu = [
  "/home",
  "/means-of-intervention/list?tab=list",
  "/means-of-intervention/list?tab=calendar",
  "/means-of-intervention/list?tab=departureCalendar",
  "/profile-page",
];

describe("the menu's entry of the page shown", () => {
  it("is the entry whose query the address holds, beside the page's own filters and days", () => {
    expect(
      currentMenuHref(
        menu,
        "/means-of-intervention/list",
        "?tab=calendar&typeIds=%5B1%5D&date=2026-11-01",
      ),
    ).toBe("/means-of-intervention/list?tab=calendar");
    expect(currentMenuHref(menu, "/means-of-intervention/list", "?status=draft&tab=list")).toBe(
      "/means-of-intervention/list?tab=list",
    );
    expect(currentMenuHref(menu, "/home", "")).toBe("/home");
  });

  it("is the most precise when several match, and none when no entry does", () => {
    expect(currentMenuHref(["/a", "/a?tab=b"], "/a", "?tab=b")).toBe("/a?tab=b");
    expect(currentMenuHref(["/a", "/a?tab=b"], "/a", "?tab=c")).toBe("/a");
    expect(currentMenuHref(menu, "/means-of-intervention/list", "?tab=other")).toBeUndefined();
    expect(currentMenuHref(menu, "/operational-activity/list", "")).toBeUndefined();
    // Another path that begins the same is another page.
    expect(currentMenuHref(menu, "/home/more", "")).toBeUndefined();
  });
});
