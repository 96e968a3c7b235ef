import { useLingui } from "@lingui/react/macro";
import { modalDefaults } from "@releve/domain";
import { Button, Dialog } from "@releve/ui";
import type { ReleaseVersionAnswer } from "../api/get-release-versions";
import * as styles from "./LatestReleaseNotes.css";
import { ReleaseVersionNotes } from "./ReleaseVersionNotes";

/** Props of {@link ReleaseNotesDialog}. */
export interface ReleaseNotesDialogProps {
  /** The versions not seen yet, newest first. */
  shown: readonly ReleaseVersionAnswer[];
  isOpen: boolean;
  /** Called with `false` when the person closes it, by its button or Escape. */
  onOpenChange: (open: boolean) => void;
}

/**
 * The dialog of the release notes not seen yet (spec 01 §1: size md, variant warning). A module
 * of its own, loaded only when there are notes to show: the dialog's code stays off the first
 * route (decision 030).
 */
export default function ReleaseNotesDialog({
  shown,
  isOpen,
  onOpenChange,
}: ReleaseNotesDialogProps) {
  const { t } = useLingui();
  const close = onOpenChange;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={close}
      // Spec 01 §1: the modal's defaults, size md and variant warning.
      size={modalDefaults.size}
      variant={modalDefaults.variant}
      title={t({
        context: "release-notes",
        comment: "Title of the dialog showing the release notes not seen yet, at start.",
        message: "Nouveautés de Relève",
      })}
      actions={(closeDialog) => (
        <Button onPress={closeDialog}>
          {t({
            context: "release-notes",
            comment: "Closes the release-notes dialog.",
            message: "J'ai compris",
          })}
        </Button>
      )}
    >
      <div className={styles.versions}>
        {shown.map((version) => (
          <ReleaseVersionNotes key={version.id} version={version} headingLevel={3} />
        ))}
      </div>
    </Dialog>
  );
}
