import { createContext } from "react";
import type { CollectionRenderer, Key } from "react-aria-components";

type LayoutDelegate = NonNullable<CollectionRenderer["layoutDelegate"]>;

/** A row of the table's data: react-aria's convention for dynamic collections. */
export type TableItem = { id?: Key; key?: Key } | object;

/**
 * The window of a virtualized table: which of its rows exist in the react-aria collection, and
 * where every row sits.
 *
 * Why a window: react-aria builds its collection by rendering every row element, which costs
 * about 0.3 ms a row in development; 100,000 rows froze the page for about a minute in Chromium
 * (react-aria's own `Virtualizer` builds the same full collection). So the table body hands
 * react-aria only the rows the virtualizer (`@tanstack/react-virtual`) finds in view, plus a few
 * on each side, plus the focused row and its neighbours. React-aria keeps doing the keyboard,
 * focus, selection and ARIA work on that collection; this object fills in what a window alone
 * cannot know:
 * - the place of every row (`rowIndex`), from which rows are positioned, the page PageUp and
 *   PageDown move by (react-aria's layout delegate below), and `aria-rowindex`/`aria-rowcount`,
 *   corrected to count all rows, not the window;
 * - the rows that must be in the window although not in view: the focused one (react-aria
 *   resets focus if its row leaves the collection) with its neighbours, and the row Home, End,
 *   PageUp or PageDown asked for.
 */
export class TableWindow implements LayoutDelegate {
  /** Height of every row, in px. */
  rowHeight: number;
  /** Rows the box shows before it scrolls. */
  visibleRowCount = 0;
  /** The scrolling `grid` element. */
  scrollElement: HTMLElement | null = null;
  /** Distance from the top of the scrolled content to the first row: the header's height. */
  bodyOffset = 0;
  /** Number of header rows, for `aria-rowindex`. */
  headerRowCount = 1;

  private keys: readonly Key[] = [];
  private indexes = new Map<string, number>();
  private persisted: readonly Key[] = [];
  private requested: number | null = null;
  private rendered = new Set<number>();
  private version = 0;
  private listeners = new Set<() => void>();

  /** @param rowHeight Height of every row, in px. */
  constructor(rowHeight: number) {
    this.rowHeight = rowHeight;
  }

  /** The keys of every row, in order; called by the body whenever its items change. */
  setKeys(keys: readonly Key[]): void {
    if (keys === this.keys) return;
    this.keys = keys;
    this.indexes = new Map(keys.map((key, index) => [String(key), index]));
  }

  /** Number of rows, rendered or not. */
  get rowCount(): number {
    return this.keys.length;
  }

  /** The keys of all rows, in order. */
  allKeys(): readonly Key[] {
    return this.keys;
  }

  /** The keys of the rows the body renders. */
  renderedKeys(): Key[] {
    return [...this.rendered].flatMap((index) => {
      const key = this.keys[index];
      return key === undefined ? [] : [key];
    });
  }

  /** The key of the row at `index`. */
  keyAt(index: number): Key | undefined {
    return this.keys[index];
  }

  /** Index of the row `key` among all rows (a cell's key gives its row through `rowKeyOf`). */
  rowIndex(key: Key | null | undefined): number | null {
    return key == null ? null : (this.indexes.get(String(key)) ?? null);
  }

  /** Keys react-aria wants kept in the DOM (the focused row or cell). */
  setPersistedKeys(keys: Iterable<Key> | null | undefined, rowKeyOf: (key: Key) => Key): void {
    const next = [...(keys ?? [])].map(rowKeyOf);
    if (next.length === this.persisted.length && next.every((key, i) => key === this.persisted[i]))
      return;
    this.persisted = next;
    // Moving focus within the rendered rows needs no new window: skip a render.
    if (this.extraIndexes().some((index) => !this.rendered.has(index))) this.notify();
  }

  /** Puts the row at `index` in the window (Home, End, PageUp, PageDown) until it is focused. */
  request(index: number): void {
    this.requested = index;
    this.notify();
  }

  /** Forgets the row {@link request} asked for, once it is focused. */
  clearRequest(): void {
    this.requested = null;
  }

  /** Records the rows the body renders. */
  setRendered(indexes: readonly number[]): void {
    this.rendered = new Set(indexes);
  }

  /**
   * Rows the window holds besides those in view: the persisted rows and their neighbours (so the
   * arrows from a row scrolled out of view reach its real neighbours), and the requested row.
   */
  extraIndexes(): number[] {
    const indexes: number[] = [];
    for (const key of this.persisted) {
      const index = this.rowIndex(key);
      if (index === null) continue;
      for (const near of [index - 1, index, index + 1]) {
        if (near >= 0 && near < this.keys.length) indexes.push(near);
      }
    }
    if (this.requested !== null) indexes.push(this.requested);
    return indexes;
  }

  /** Rows in a page: what PageUp and PageDown move by, as react-aria counts it. */
  get pageRowCount(): number {
    const { height } = this.getVisibleRect();
    const rows = height > 0 ? Math.ceil(height / this.rowHeight) : this.visibleRowCount;
    return Math.max(1, rows - 1);
  }

  /** Inline style placing the row `key` at its index. */
  rowStyle(key: Key | undefined): { top: string } | undefined {
    const index = this.rowIndex(key);
    return index === null ? undefined : { top: `${index * this.rowHeight}px` };
  }

  /** For `useSyncExternalStore`: the body re-renders its window when this changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** For `useSyncExternalStore`: changes on each {@link notify}. */
  getVersion = (): number => this.version;

  /** Tells the body to compute its window again. */
  notify(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  // Layout delegate: react-aria asks it for row rectangles (paging from a column header, the
  // visible area). Rows are found by index, so a row outside the window has one too.

  /** Maps a cell's key to its row's; set by the renderer, which holds the collection. */
  rowKeyOf: (key: Key) => Key = (key) => key;

  /** The rectangle of the row holding `key`, in the scrolled content. */
  getItemRect(key: Key) {
    const index = this.rowIndex(this.rowKeyOf(key));
    if (index === null) return null;
    const width = this.scrollElement?.scrollWidth ?? 0;
    return { x: 0, y: this.bodyOffset + index * this.rowHeight, width, height: this.rowHeight };
  }

  /** The part of the content in view, below the sticky header. */
  getVisibleRect() {
    const element = this.scrollElement;
    // The sticky header covers the top of the box: the rows are seen below it.
    return {
      x: element?.scrollLeft ?? 0,
      y: (element?.scrollTop ?? 0) + this.bodyOffset,
      width: element?.clientWidth ?? 0,
      height: Math.max(0, (element?.clientHeight ?? 0) - this.bodyOffset),
    };
  }

  /** The size of the whole content: the header and every row. */
  getContentSize() {
    return {
      width: this.scrollElement?.scrollWidth ?? 0,
      height: this.bodyOffset + this.keys.length * this.rowHeight,
    };
  }
}

/** Whether the nearest table is loading its rows. */
export const TableLoadingContext = createContext(false);

/** The window of the nearest table. */
export const TableWindowContext = createContext<TableWindow | null>(null);

/** The key of a row of data: its `key`, else its `id` (react-aria's rule for `items`). */
export function itemKey(item: TableItem, index: number): Key {
  const { id, key } = item as { id?: Key; key?: Key };
  return key ?? id ?? index;
}
