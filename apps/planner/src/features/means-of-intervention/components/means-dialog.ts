import type { Means } from "../api/means";

/** What an action on a means needs to know of it: a row of a list or the means read. */
export type MeansActionSubject = Pick<
  Means,
  "id" | "status" | "start" | "end" | "splitSiblingId" | "operationalActivityId" | "staff"
>;

/** A means an action is taken on, with what it is called where it is shown. */
export interface MeansActionTarget {
  means: MeansActionSubject;
  /** Its type and plate, as the page or the row names it. */
  name: string;
}

/** Props every dialog of a means' actions takes. */
export interface MeansDialogProps {
  target: MeansActionTarget;
  /** Closes the dialog: cancelled, or done. */
  onClose: () => void;
}

/** The people registered on a means (pending or validated): those its changes tell. */
export const registeredOn = (means: Pick<Means, "staff">) =>
  means.staff.validated + means.staff.pending;
