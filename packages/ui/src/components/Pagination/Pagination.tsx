import { useLingui } from "@lingui/react/macro";
import { forwardRef, useEffect, useMemo, useRef } from "react";
import { Select, type SelectOption } from "../Select/Select";
import * as styles from "./Pagination.css";
import { PaginationControl } from "./PaginationControl";
import { paginationItemRange, paginationPageCount, paginationRange } from "./PaginationRange";

/**
 * How a page is reached, one of two: buttons calling `onPageChange`, or links to
 * `getPageHref(page)` (the URL holds the page; react-aria's router does client-side navigation).
 */
export type PaginationNavigationProps =
  | {
      /** Called with the page asked for (1-based) when a page button is pressed. */
      onPageChange: (page: number) => void;
      getPageHref?: never;
    }
  | {
      /** The URL of a page (1-based): pages become links. */
      getPageHref: (page: number) => string;
      /** Also called when a page link is followed, e.g. to move focus to the list's top. */
      onPageChange?: ((page: number) => void) | undefined;
    };

/** The page size a list gets unless its application says otherwise. */
const neutralPageSize = 25;
/** The page sizes offered unless the application says otherwise. */
const neutralPageSizes: readonly number[] = [10, 25, 50, 100];

/** Props of {@link Pagination} shared by both ways of reaching a page. */
export interface PaginationBaseProps {
  /** The current page, 1-based. */
  page: number;
  /** Number of items in the whole list, on every page. */
  totalItems: number;
  /**
   * Items per page.
   * @default 25 (an application passes its own, e.g. the planner the domain's `defaultPageSize`)
   */
  pageSize?: number | undefined;
  /**
   * Sizes offered by the page size select.
   * @default 10, 25, 50, 100 (an application passes its own, e.g. the domain's `pageSizes`)
   */
  pageSizes?: readonly number[] | undefined;
  /** Called with the size chosen. Without it, no page size select is shown. */
  onPageSizeChange?: ((pageSize: number) => void) | undefined;
  /**
   * Pages shown on each side of the current one, between the first and the last.
   * @default 1
   */
  siblingCount?: number | undefined;
  /** Disables every control, e.g. while the next page loads. */
  isDisabled?: boolean | undefined;
  /**
   * Name of the navigation landmark; give one per pagination when a page has several.
   * @default "Pagination", in the current language
   */
  "aria-label"?: string | undefined;
  /** Extra class names on the root, next to its own. */
  className?: string | undefined;
  /** Element the page size list is rendered into instead of `document.body`. */
  UNSTABLE_portalContainer?: Element | undefined;
}

/** Props of {@link Pagination}. */
export type PaginationProps = PaginationBaseProps & PaginationNavigationProps;

/**
 * Pagination of a list: the range shown ("26–50 sur 312", in a polite live region so that a page
 * change is heard), an optional page size {@link Select}, and a `nav` landmark holding first,
 * previous, numbered (with ellipses), next and last page buttons or links. The current page
 * carries `aria-current="page"`. Pages are 1-based; the forwarded ref points at the root.
 */
export const Pagination = forwardRef<HTMLDivElement, PaginationProps>(function Pagination(
  {
    page,
    totalItems,
    pageSize = neutralPageSize,
    pageSizes = neutralPageSizes,
    onPageSizeChange,
    siblingCount = 1,
    isDisabled = false,
    "aria-label": ariaLabel,
    className,
    UNSTABLE_portalContainer,
    onPageChange,
    getPageHref,
  },
  ref,
) {
  const { t, i18n } = useLingui();
  const pageCount = paginationPageCount(totalItems, pageSize);
  const current = Math.min(Math.max(page, 1), pageCount);
  const shown = paginationItemRange(current, pageSize, totalItems);
  // Formatted for the language (1 000 / 1,000 / 1.000), named as the message's placeholders.
  const from = i18n.number(shown.from);
  const to = i18n.number(shown.to);
  const total = i18n.number(totalItems);
  const sizeOptions = useMemo<SelectOption[]>(
    () => pageSizes.map((size) => ({ id: size, label: i18n.number(size) })),
    [pageSizes, i18n],
  );
  const navRef = useRef<HTMLElement>(null);
  const wasPressed = useRef(false);
  const navigation = {
    onPageChange: (target: number) => {
      wasPressed.current = true;
      onPageChange?.(target);
    },
    getPageHref,
    isDisabled,
  };
  // Pressing "next" on the last page but one disables it, and the browser would drop focus on the
  // page's body; it goes to the current page's button instead (focus order, WCAG 2.4.3).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the new page is rendered.
  useEffect(() => {
    if (!wasPressed.current) return;
    wasPressed.current = false;
    const active = document.activeElement;
    const isLost =
      active === null || active === document.body || (active as HTMLButtonElement).disabled;
    if (isLost) navRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [current]);

  return (
    <div ref={ref} className={className ? `${styles.root} ${className}` : styles.root}>
      <p role="status" className={styles.range}>
        {totalItems > 0
          ? t({
              comment:
                "Items shown by a paginated list: {from} and {to} are item numbers, {total} the count of all items.",
              message: `${from}–${to} sur ${total}`,
            })
          : t({
              comment: "Shown in a paginated list's range when the list has no item.",
              message: "Aucun résultat",
            })}
      </p>
      {onPageSizeChange ? (
        <Select
          className={styles.pageSize}
          label={t({
            comment: "Label of the select choosing how many items a paginated list shows per page.",
            message: "Éléments par page",
          })}
          options={sizeOptions}
          value={pageSize}
          onChange={(key) => {
            if (key !== null) onPageSizeChange(Number(key));
          }}
          isDisabled={isDisabled}
          UNSTABLE_portalContainer={UNSTABLE_portalContainer}
        />
      ) : null}
      <nav
        ref={navRef}
        aria-label={
          ariaLabel ??
          t({
            comment: "Name of the navigation landmark holding the page buttons of a list.",
            message: "Pagination",
          })
        }
      >
        <ul className={styles.list}>
          <li>
            <PaginationControl
              {...navigation}
              target={1}
              icon="chevronsLeft"
              isUnavailable={current === 1}
              aria-label={t({ comment: "Pagination button.", message: "Première page" })}
            />
          </li>
          <li>
            <PaginationControl
              {...navigation}
              target={current - 1}
              icon="chevronLeft"
              isUnavailable={current === 1}
              aria-label={t({ comment: "Pagination button.", message: "Page précédente" })}
            />
          </li>
          {paginationRange(current, pageCount, siblingCount).map((item, index) =>
            item === "ellipsis" ? (
              // Skipped pages are reached through their neighbours: the dots are decoration.
              // biome-ignore lint/suspicious/noArrayIndexKey: there are at most two, at fixed places.
              <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <PaginationControl
                  {...navigation}
                  target={item}
                  isCurrent={item === current}
                  aria-label={t({
                    comment: "Accessible name of a numbered page button; {page} is its number.",
                    message: `Page ${{ page: i18n.number(item) }}`,
                  })}
                >
                  {i18n.number(item)}
                </PaginationControl>
              </li>
            ),
          )}
          <li>
            <PaginationControl
              {...navigation}
              target={current + 1}
              icon="chevronRight"
              isUnavailable={current === pageCount}
              aria-label={t({ comment: "Pagination button.", message: "Page suivante" })}
            />
          </li>
          <li>
            <PaginationControl
              {...navigation}
              target={pageCount}
              icon="chevronsRight"
              isUnavailable={current === pageCount}
              aria-label={t({ comment: "Pagination button.", message: "Dernière page" })}
            />
          </li>
        </ul>
      </nav>
    </div>
  );
});
