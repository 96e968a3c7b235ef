/** An entry of {@link paginationRange}: a page number, or a gap standing for skipped pages. */
export type PaginationRangeItem = number | "ellipsis";

/**
 * The page numbers to show for `page` out of `pageCount`: always the first and the last, the
 * current one with `siblingCount` neighbours on each side, and an ellipsis for each run of skipped
 * pages. The count of entries stays the same from page to page (`2 × siblingCount + 5` once
 * there are more pages than that), so the buttons do not jump under the pointer. An ellipsis never
 * stands for a single page: that page is shown instead.
 */
export function paginationRange(
  page: number,
  pageCount: number,
  siblingCount = 1,
): PaginationRangeItem[] {
  const slots = 2 * siblingCount + 5;
  const pages = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
  if (pageCount <= slots) return pages(1, pageCount);

  const current = Math.min(Math.max(page, 1), pageCount);
  const first = Math.max(current - siblingCount, 1);
  const last = Math.min(current + siblingCount, pageCount);
  // First page + ellipsis take two slots: below this, the ellipsis would hide a single page.
  const gapBefore = first > 3;
  const gapAfter = last < pageCount - 2;
  const edge = slots - 2;

  if (!gapBefore) return [...pages(1, edge), "ellipsis", pageCount];
  if (!gapAfter) return [1, "ellipsis", ...pages(pageCount - edge + 1, pageCount)];
  return [1, "ellipsis", ...pages(first, last), "ellipsis", pageCount];
}

/** The first and last item numbers shown (1-based), or zeros when there is nothing to show. */
export function paginationItemRange(
  page: number,
  pageSize: number,
  totalItems: number,
): { from: number; to: number } {
  if (totalItems <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, totalItems), to: Math.min(page * pageSize, totalItems) };
}

/** How many pages `totalItems` take, never fewer than one (an empty list is one empty page). */
export function paginationPageCount(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}
