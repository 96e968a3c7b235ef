export {
  ConflictDialog,
  type ConflictDialogProps,
  type ConflictMeansLinkProps,
} from "./ConflictDialog";
export { type ConflictTone, conflictTones } from "./ConflictDialog.css";
export { type ConflictKindLabel, useConflictDialogLabels } from "./ConflictDialogLabels";
