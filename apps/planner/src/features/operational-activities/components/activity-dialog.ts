import type { Activity } from "../api/activities";
import type { ActivityMeansFacts } from "../hooks/means-facts";

/** What an action on an activity needs to know of it: a row of the list or the activity read. */
export type ActivityActionSubject = Pick<
  Activity,
  "id" | "title" | "status" | "start" | "end" | "recurrenceId"
>;

/** An activity an action is taken on, with what its means hold when known. */
export interface ActivityActionTarget {
  activity: ActivityActionSubject;
  /** `undefined` while unknown: the dialogs then speak of the means without numbers. */
  means: ActivityMeansFacts | undefined;
}

/** Props every dialog of an activity's actions takes. */
export interface ActivityDialogProps {
  target: ActivityActionTarget;
  /** Closes the dialog: cancelled, or done. */
  onClose: () => void;
}

/** Props of a dialog that deletes: it says which activities went once they have. */
export interface DeletingDialogProps extends ActivityDialogProps {
  /** The activities deleted, once the deletion succeeded. */
  onDeleted: (deletedIds: readonly number[]) => void;
}
