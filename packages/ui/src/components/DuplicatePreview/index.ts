export {
  DuplicatePreview,
  type DuplicatePreviewProps,
  defaultDuplicateValues,
} from "./DuplicatePreview";
export { type DuplicateCopyFlag, duplicateCopyFlags } from "./DuplicatePreview.css";
export type { DuplicatePreviewHeadingLevel } from "./DuplicatePreviewList";
