import { useLingui } from "@lingui/react/macro";
import { type ImportKind, importColumns, importKinds, importLimits } from "@releve/domain";
import { Button, FileDropZone, formatFileSize, Radio, RadioGroup } from "@releve/ui";
import { type FormEvent, useId, useState } from "react";
import * as card from "../../../lib/card.css";
import { useImportUpload } from "../hooks/import-upload";
import { importKindLabels } from "../hooks/labels";
import * as styles from "./ImportForm.css";
import { ImportFailed, ImportRefused, ImportSucceeded } from "./ImportOutcome";
import { UploadProgress } from "./UploadProgress";

const acceptedExtensions = ["csv", "xlsx"];

/**
 * Imports a file by hand (decision 028): its kind, the file (dropped or chosen, CSV or XLSX),
 * "Importer"; then the upload's progress, and what the import changed or why it was refused.
 * Every control is reached and used with the keyboard alone: the kind's radios, the file
 * dialog's button, the submit button.
 */
export function ImportForm() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [kind, setKind] = useState<ImportKind>("absences");
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const upload = useImportUpload();
  const { state } = upload;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    if (!file) {
      setMissingFile(true);
      return;
    }
    void upload.start(kind, file);
  };
  const columns = importColumns[kind].join(", ");
  const fileName = file?.name ?? "";
  const fileSize = file ? formatFileSize(file.size, i18n.locale) : "";

  return (
    <section className={card.card} aria-labelledby={headingId}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div>
          <h2 id={headingId} className={styles.heading}>
            {t({ context: "human-resources", message: "Importer un fichier" })}
          </h2>
          <p className={card.cardDescription}>
            {t({
              context: "human-resources",
              message:
                "Un fichier CSV ou XLSX dont la première ligne nomme les colonnes. Il remplace les données de sa période, et il est importé en entier ou pas du tout.",
            })}
          </p>
        </div>
        <RadioGroup
          label={t({ context: "human-resources", message: "Contenu du fichier" })}
          orientation="horizontal"
          value={kind}
          onChange={(value) => setKind(value as ImportKind)}
          isDisabled={upload.isPending}
        >
          {importKinds.map((option) => (
            <Radio key={option} value={option}>
              {i18n._(importKindLabels[option])}
            </Radio>
          ))}
        </RadioGroup>
        <p className={styles.columns}>
          {t({ context: "human-resources", message: `Colonnes attendues\u00a0: ${columns}.` })}
        </p>
        <FileDropZone
          label={t({ context: "human-resources", message: "Fichier" })}
          acceptedFileExtensions={acceptedExtensions}
          maxFileCount={1}
          maxTotalBytes={importLimits.fileBytes}
          isDisabled={upload.isPending}
          onSelect={([chosen]) => {
            setFile(chosen ?? null);
            setMissingFile(false);
          }}
        />
        <p className={styles.chosen} aria-live="polite">
          {file
            ? t({
                context: "human-resources",
                message: `Fichier choisi\u00a0: ${fileName} (${fileSize})`,
              })
            : missingFile
              ? t({ context: "human-resources", message: "Choisissez d'abord un fichier." })
              : null}
        </p>
        <div className={styles.actions}>
          <Button type="submit" isPending={upload.isPending}>
            {t({ context: "human-resources", message: "Importer" })}
          </Button>
        </div>
      </form>
      {state.stage === "sending" ? (
        <UploadProgress kind={state.kind} file={state.file} sent={state.sent} />
      ) : null}
      {state.stage === "imported" ? <ImportSucceeded answer={state.answer} /> : null}
      {state.stage === "refused" ? <ImportRefused refusal={state.refusal} /> : null}
      {state.stage === "failed" ? <ImportFailed error={state.error} /> : null}
    </section>
  );
}
