import { useLingui } from "@lingui/react/macro";
import { createContext, useContext, useMemo, useState } from "react";
import type { Key, Selection, TableProps } from "react-aria-components";
import { TableCheckbox } from "./TableCheckbox";
import { type TableWindow, TableWindowContext } from "./TableWindow";

/**
 * Selection of a windowed table. React-aria only knows the rows of the window (see
 * `TableWindow`), so two of its selection steps would be wrong on a large table and are done
 * here with all the rows: "select all" (checked only when every row is, not every rendered one),
 * and unselecting a row after "select all" (react-aria would keep only the rendered rows).
 */

interface TableSelectionValue {
  selection: Selection;
  setSelection: (selection: Selection) => void;
}

/** The selection of the nearest table, held by the table. */
export const TableSelectionContext = createContext<TableSelectionValue | null>(null);

function toSelection(keys: TableProps["selectedKeys"]): Selection {
  return keys === "all" ? "all" : new Set(keys ?? []);
}

/** The table's selection, controlled (`selectedKeys`) or not (`defaultSelectedKeys`). */
export function useTableSelection({
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
}: {
  selectedKeys: TableProps["selectedKeys"] | undefined;
  defaultSelectedKeys: TableProps["defaultSelectedKeys"] | undefined;
  onSelectionChange: TableProps["onSelectionChange"] | undefined;
}) {
  const [uncontrolled, setUncontrolled] = useState(() => toSelection(defaultSelectedKeys));
  const controlled = useMemo(
    () => (selectedKeys === undefined ? null : toSelection(selectedKeys)),
    [selectedKeys],
  );
  const selection = controlled ?? uncontrolled;
  return useMemo<TableSelectionValue>(
    () => ({
      selection,
      setSelection: (next) => {
        if (controlled === null) setUncontrolled(next);
        onSelectionChange?.(next);
      },
    }),
    [selection, controlled, onSelectionChange],
  );
}

/**
 * What react-aria's new selection means for all rows: after "select all", it lists the rendered
 * rows that stay selected; the rows it dropped are the ones to unselect, among all rows.
 */
export function selectionOfAllRows(
  next: Selection,
  previous: Selection,
  tableWindow: TableWindow,
): Selection {
  if (previous !== "all" || next === "all") return next;
  const dropped = new Set(tableWindow.renderedKeys().filter((key) => !next.has(key)));
  return new Set(tableWindow.allKeys().filter((key) => !dropped.has(key)));
}

function isEveryRowSelected(selection: Selection, keys: readonly Key[]): boolean {
  if (selection === "all") return keys.length > 0;
  return keys.length > 0 && selection.size >= keys.length && keys.every((k) => selection.has(k));
}

/**
 * The "select all" checkbox of the header: checked when every row is selected, half-checked
 * (a dash) when some are. It sits outside react-aria's selection slot, which would count only the
 * rendered rows.
 */
export function TableSelectAll() {
  const { t } = useLingui();
  const context = useContext(TableSelectionContext);
  const tableWindow = useContext(TableWindowContext);
  const keys = tableWindow?.allKeys() ?? [];
  const selection = context?.selection ?? new Set<Key>();
  const isSelected = isEveryRowSelected(selection, keys);
  const isPartial = !isSelected && selection !== "all" && selection.size > 0;
  return (
    <TableCheckbox
      slot={null}
      aria-label={t({
        comment: "Checkbox in a table header that selects or clears every row.",
        message: "Tout sélectionner",
      })}
      isSelected={isSelected}
      isIndeterminate={isPartial}
      isDisabled={keys.length === 0}
      onChange={(checked) => context?.setSelection(checked ? "all" : new Set())}
    />
  );
}
