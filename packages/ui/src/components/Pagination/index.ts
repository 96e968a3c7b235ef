export {
  Pagination,
  type PaginationBaseProps,
  type PaginationNavigationProps,
  type PaginationProps,
} from "./Pagination";
export {
  type PaginationRangeItem,
  paginationItemRange,
  paginationPageCount,
  paginationRange,
} from "./PaginationRange";
