export { SplitDialog, type SplitDialogProps } from "./SplitDialog";
