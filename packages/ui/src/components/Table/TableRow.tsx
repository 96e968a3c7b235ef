import { useLingui } from "@lingui/react/macro";
import { forwardRef, useContext } from "react";
import {
  Cell as AriaCell,
  type CellProps as AriaCellProps,
  Row as AriaRow,
  type RowProps as AriaRowProps,
  Collection,
  composeRenderProps,
  useTableOptions,
} from "react-aria-components";
import * as styles from "./Table.css";
import { TableCheckbox } from "./TableCheckbox";
import { TableWindowContext } from "./TableWindow";

/** Props of {@link TableRow}: every react-aria `Row` prop. */
export type TableRowProps<T> = AriaRowProps<T>;

/**
 * A row of a {@link Table}, placed at its index in the scrolling body. When the table allows
 * selection it starts with the row's checkbox. Styled through `[data-selected]`,
 * `[data-hovered]`, `[data-focus-visible]` and `[data-disabled]`.
 */
export function TableRow<T extends object>({
  columns,
  children,
  className,
  style,
  ...props
}: TableRowProps<T>) {
  const { t } = useLingui();
  const { selectionBehavior } = useTableOptions();
  const tableWindow = useContext(TableWindowContext);
  return (
    <AriaRow
      {...props}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.row} ${extra}` : styles.row,
      )}
      // Evaluated when the row renders, so the position follows the row's current index.
      style={composeRenderProps(style, (extra, { id }) => ({
        ...extra,
        ...tableWindow?.rowStyle(id),
      }))}
    >
      {selectionBehavior === "toggle" ? (
        <AriaCell className={`${styles.cell} ${styles.selectionCell}`}>
          <TableCheckbox
            aria-label={t({
              comment: "Checkbox of a table row; the row's name is read after it.",
              message: "Sélectionner",
            })}
          />
        </AriaCell>
      ) : null}
      <Collection {...(columns === undefined ? {} : { items: columns })}>{children}</Collection>
    </AriaRow>
  );
}

/** Props of {@link TableCell}: every react-aria `Cell` prop. */
export type TableCellProps = AriaCellProps;

/**
 * A cell: one line of text, cut with an ellipsis when it is longer than its column (every row has
 * the same height). The whole text stays in the DOM, so a screen reader reads all of it, and plain
 * text is repeated in a tooltip for the pointer. Styled through `[data-focus-visible]`.
 */
export const TableCell = forwardRef<HTMLDivElement, TableCellProps>(function TableCell(
  { children, className, ...props },
  ref,
) {
  return (
    <AriaCell
      {...props}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.cell} ${extra}` : styles.cell,
      )}
    >
      {composeRenderProps(children, (content) => (
        <span
          className={styles.cellText}
          title={
            typeof content === "string" || typeof content === "number" ? String(content) : undefined
          }
        >
          {content}
        </span>
      ))}
    </AriaCell>
  );
});
