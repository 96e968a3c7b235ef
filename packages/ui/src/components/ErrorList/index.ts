export { ErrorList, type ErrorListItem, type ErrorListProps } from "./ErrorList";
