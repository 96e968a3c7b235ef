import { useLingui } from "@lingui/react/macro";
import { AttachmentList, toastQueue } from "@releve/ui";
import { useState } from "react";
import { ConfirmAction } from "../../../lib/ConfirmAction";
import { describeError } from "../../../lib/error-messages";
import { type Attachment, useRemoveAttachment } from "../api/activities";
import { useSaveAttachment } from "../hooks/attachment-download";
import * as styles from "./ActivityDetail.css";

/** Props of {@link ActivityDetailAttachments}. */
export interface ActivityDetailAttachmentsProps {
  attachments: readonly Attachment[];
  /** Whether the role may remove them: it writes activities and the status allows an edit. */
  mayRemove: boolean;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/**
 * An activity's attachments (design system `AttachmentList`): each downloads with the person's
 * token and saves under its name; a writer removes one after confirming, the refusal of the API
 * shown in the dialog.
 */
export function ActivityDetailAttachments({
  attachments,
  mayRemove,
  labelledBy,
}: ActivityDetailAttachmentsProps) {
  const { t, i18n } = useLingui();
  const download = useSaveAttachment();
  const remove = useRemoveAttachment();
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const fileName = removing?.fileName ?? "";
  return (
    <>
      <AttachmentList
        aria-labelledby={labelledBy}
        items={attachments.map((attachment) => ({
          id: attachment.id,
          fileName: attachment.fileName,
          type: attachment.type,
          size: attachment.size,
          onDownload: () => void download.save(attachment),
        }))}
        onRemove={
          mayRemove
            ? (item) => setRemoving(attachments.find((file) => file.id === item.id) ?? null)
            : undefined
        }
        emptyState={t({ context: "operational-activities", message: "Aucune pièce jointe." })}
      />
      <div role="status">
        {download.error ? (
          <p className={styles.problem}>
            {t({
              context: "operational-activities",
              message: "Le fichier n'a pas pu être téléchargé.",
            })}{" "}
            {describeError(i18n, download.error)}
          </p>
        ) : null}
      </div>
      {removing ? (
        <ConfirmAction
          isOpen
          onClose={() => setRemoving(null)}
          title={t({ context: "operational-activities", message: "Supprimer la pièce jointe ?" })}
          confirmLabel={t({ context: "operational-activities", message: "Supprimer le fichier" })}
          variant="danger"
          action={remove}
          onConfirm={() => remove.run({ params: { id: removing.id } })}
          onDone={() =>
            toastQueue.add({
              kind: "saved",
              title: t({ context: "operational-activities", message: "Pièce jointe supprimée" }),
            })
          }
        >
          <p>
            {t({
              context: "operational-activities",
              message: `« ${fileName} » sera retiré de l'activité. La suppression est définitive.`,
            })}
          </p>
        </ConfirmAction>
      ) : null}
    </>
  );
}
