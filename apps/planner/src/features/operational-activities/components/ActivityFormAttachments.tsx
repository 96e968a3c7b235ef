import { useLingui } from "@lingui/react/macro";
import { defaultMaxAttachmentCount, defaultMaxAttachmentTotalBytes } from "@releve/domain";
import { AttachmentList, FileDropZone, ProgressBar } from "@releve/ui";
import { useId } from "react";
import * as styles from "../../../lib/form.css";
import { feedbackFor } from "../../../lib/form-state";
import type { SentBytes } from "../../../lib/upload";
import { type ActivityFormState, activityFieldId } from "../hooks/form-values";

/** The key of a file chosen but not yet stored, in the list: stored ones go by their id. */
const newKey = (index: number) => `new-${index}`;

/**
 * The activity's files (spec 02 §3, §5; decision 005): those it holds, each removable, and the
 * files chosen, uploaded once the activity is saved. The drop zone refuses what the domain's
 * rules refuse (type, count and total size with those already held, a name given twice); the
 * form's own findings on the files are said under the list. While the files are sent, a bar
 * says how much has left the browser.
 */
export function ActivityFormAttachments({
  form,
  sending,
}: {
  form: ActivityFormState;
  /** What left the browser so far while the files are sent, `null` otherwise. */
  sending: SentBytes | null;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { values, setField } = form;
  const held = [
    ...values.attachments.map((attachment) => ({
      fileName: attachment.fileName,
      size: attachment.size,
    })),
    ...values.files.map((file) => ({ fileName: file.name, size: file.size })),
  ];
  const findings = [
    ...form.findingsOf("attachments"),
    ...held.flatMap((_, index) => form.findingsOf(`attachments.${index}`)),
  ];
  const { errorMessage, warning } = feedbackFor(i18n, findings);
  return (
    <section
      id={activityFieldId("attachments")}
      className={styles.section}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.sectionHeading}>
        {t({ context: "activity-form", message: "Pièces jointes" })}
      </h2>
      <AttachmentList
        aria-labelledby={headingId}
        items={[
          ...values.attachments.map((attachment) => ({
            id: attachment.id ?? attachment.fileName,
            fileName: attachment.fileName,
            size: attachment.size,
            type: attachment.type,
          })),
          ...values.files.map((file, index) => ({
            id: newKey(index),
            fileName: file.name,
            size: file.size,
          })),
        ]}
        isDisabled={form.isSubmitting}
        onRemove={(item) => {
          const index = values.files.findIndex((_, position) => newKey(position) === item.id);
          if (index >= 0) {
            setField(
              "files",
              values.files.filter((_, position) => position !== index),
            );
          } else {
            setField(
              "attachments",
              values.attachments.filter((attachment) => attachment.id !== item.id),
            );
          }
        }}
      />
      {errorMessage || warning ? (
        <p className={styles.findingsText} role="status">
          {errorMessage ?? warning}
        </p>
      ) : null}
      <FileDropZone
        label={t({ context: "activity-form", message: "Ajouter des fichiers" })}
        description={t({
          context: "activity-form",
          message: "Les fichiers sont envoyés une fois l'activité enregistrée.",
        })}
        attachedFiles={held}
        maxFileCount={defaultMaxAttachmentCount}
        maxTotalBytes={defaultMaxAttachmentTotalBytes}
        isDisabled={form.isSubmitting}
        onSelect={(files) => {
          setField("files", [...values.files, ...files]);
          // The limits count stored and chosen files together: said as soon as a file is added.
          form.touch("attachments");
        }}
      />
      {sending ? (
        <ProgressBar
          label={t({ context: "activity-form", message: "Envoi des fichiers" })}
          value={sending.sent}
          maxValue={Math.max(sending.total, 1)}
        />
      ) : null}
    </section>
  );
}
