export { SplitDialog, type SplitDialogProps } from "./SplitDialog";
export type {
  SplitFollower,
  SplitFollowers,
} from "./SplitDialogFollowers";
