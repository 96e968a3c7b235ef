import { describe, expect, it } from "vitest";
import { paginationItemRange, paginationPageCount, paginationRange } from "./PaginationRange";

describe("paginationRange", () => {
  it("lists every page when they fit in the slots", () => {
    expect(paginationRange(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("puts an ellipsis before the last page near the start", () => {
    expect(paginationRange(1, 13)).toEqual([1, 2, 3, 4, 5, "ellipsis", 13]);
    expect(paginationRange(4, 13)).toEqual([1, 2, 3, 4, 5, "ellipsis", 13]);
  });

  it("puts ellipses on both sides in the middle", () => {
    expect(paginationRange(7, 13)).toEqual([1, "ellipsis", 6, 7, 8, "ellipsis", 13]);
  });

  it("puts an ellipsis after the first page near the end", () => {
    expect(paginationRange(10, 13)).toEqual([1, "ellipsis", 9, 10, 11, 12, 13]);
    expect(paginationRange(13, 13)).toEqual([1, "ellipsis", 9, 10, 11, 12, 13]);
  });

  it("keeps the same number of entries on every page, and never hides a single page", () => {
    for (let page = 1; page <= 40; page += 1) {
      const items = paginationRange(page, 40, 2);
      expect(items).toHaveLength(9);
      expect(items).toContain(page);
      items.forEach((item, index) => {
        if (item !== "ellipsis") return;
        const before = items[index - 1];
        const after = items[index + 1];
        expect(
          typeof before === "number" && typeof after === "number" && after - before,
        ).toBeGreaterThan(2);
      });
    }
  });

  it("clamps a page outside the range", () => {
    expect(paginationRange(99, 13)).toEqual(paginationRange(13, 13));
  });
});

describe("paginationItemRange", () => {
  it("gives the first and last item numbers of a page, the last page being short", () => {
    expect(paginationItemRange(1, 25, 312)).toEqual({ from: 1, to: 25 });
    expect(paginationItemRange(13, 25, 312)).toEqual({ from: 301, to: 312 });
  });

  it("gives zeros for an empty list", () => {
    expect(paginationItemRange(1, 25, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe("paginationPageCount", () => {
  it("rounds up, and counts an empty list as one page", () => {
    expect(paginationPageCount(312, 25)).toBe(13);
    expect(paginationPageCount(300, 25)).toBe(12);
    expect(paginationPageCount(0, 25)).toBe(1);
  });
});
