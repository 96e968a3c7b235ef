export { defaultVisibleRowCount, Table, type TableProps, tableRowHeightRem } from "./Table";
export { TableBody, type TableBodyProps } from "./TableBody";
export {
  TableColumn,
  type TableColumnProps,
  TableHeader,
  type TableHeaderProps,
} from "./TableHeader";
export { TableCell, type TableCellProps, TableRow, type TableRowProps } from "./TableRow";
