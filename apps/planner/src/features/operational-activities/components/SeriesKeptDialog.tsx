import { useLingui } from "@lingui/react/macro";
import { clientMessage, routeHref } from "@releve/domain";
import { Button, Dialog, Link } from "@releve/ui";
import { describeError } from "../../../lib/error-messages";
import { useInstantFormat } from "../../../lib/instant-format";
import type { Activity } from "../api/activities";
import * as styles from "./ActivityActions.css";

/** Props of {@link SeriesKeptDialog}. */
export interface SeriesKeptDialogProps {
  /** The occurrences the deletion kept for their registrations. */
  kept: readonly Activity[];
  /** Closes it; the deletion's consequences (leaving a deleted activity) follow. */
  onClose: () => void;
  /** Closes it as the person opens a kept occurrence. */
  onOpenOccurrence: () => void;
}

/**
 * What a series' deletion kept (spec 02 §8 "recurrence deletion incomplete"): the catalogue's
 * message, then each occurrence kept by its title and period, a link to it — read at leisure in
 * a dialog rather than a toast, since the person may act on each.
 */
export function SeriesKeptDialog({ kept, onClose, onOpenOccurrence }: SeriesKeptDialogProps) {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t({
        context: "operational-activities",
        message: "Suppression incomplète de la série",
      })}
      variant="warning"
      size="sm"
      // One way out, in the footer, after the list has been read.
      hasCloseButton={false}
      actions={
        <Button variant="primary" onPress={onClose}>
          {t({ context: "operational-activities", message: "Fermer" })}
        </Button>
      }
    >
      <p>
        {describeError(i18n, clientMessage("recurrenceDeletionIncomplete", { kept: kept.length }))}
      </p>
      <ul className={styles.keptList}>
        {kept.map((occurrence) => (
          <li key={occurrence.id}>
            <Link
              href={routeHref("operational-activity-detail-page", { id: occurrence.id })}
              onPress={onOpenOccurrence}
            >
              {occurrence.title}
            </Link>{" "}
            <span className={styles.muted}>{format.period(occurrence.start, occurrence.end)}</span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
