export { EmptyState, type EmptyStateProps } from "./EmptyState";
export {
  type EmptyStateHeadingLevel,
  type EmptyStateSize,
  emptyStateHeadingLevels,
  emptyStateSizes,
} from "./EmptyState.css";
