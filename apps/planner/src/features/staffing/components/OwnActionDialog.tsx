import { meansName } from "../../../lib/planning/means-types";
import { PropositionDialog, UnregisterDialog } from "../../../lib/registrations/MyRegistration";
import { type Registration, staffingReads } from "../api/staffing";
import type { OwnAction } from "../hooks/own-actions";

/** An action the person chose on one of their registrations, its dialog to answer. */
export interface OwnActing {
  action: OwnAction;
  registration: Registration;
}

/**
 * The dialog of the person's action on their registration: accept or decline a proposition,
 * unregister (a comment when it was validated, the 24-hour notice said). Nothing while `acting`
 * is `null`.
 */
export function OwnActionDialog({
  acting,
  onClose,
}: {
  acting: OwnActing | null;
  onClose: () => void;
}) {
  if (!acting) return null;
  const { action, registration } = acting;
  const means = {
    id: registration.meansOfInterventionId,
    start: registration.meansOfIntervention.start,
    name: meansName(
      registration.meansOfIntervention.typeName,
      registration.meansOfIntervention.plateNumber,
    ),
  };
  return action === "unregister" ? (
    <UnregisterDialog
      means={means}
      registration={registration}
      reads={staffingReads}
      onClose={onClose}
    />
  ) : (
    <PropositionDialog
      means={means}
      registrationId={registration.id}
      accept={action === "accept"}
      reads={staffingReads}
      onClose={onClose}
    />
  );
}
