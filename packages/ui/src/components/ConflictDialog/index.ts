export {
  ConflictDialog,
  type ConflictDialogProps,
  type ConflictMeansLinkProps,
} from "./ConflictDialog";
export { type ConflictTone, conflictTones } from "./ConflictDialog.css";
