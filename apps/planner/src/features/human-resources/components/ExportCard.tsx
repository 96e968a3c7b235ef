import { useLingui } from "@lingui/react/macro";
import type { FileFormat, WorkExportKind } from "@releve/domain";
import { Button } from "@releve/ui";
import { useId, useState } from "react";
import * as card from "../../../lib/card.css";
import { describeError, describeSuccess } from "../../../lib/error-messages";
import { exportKindLabels } from "../hooks/labels";
import { useSaveExport } from "../hooks/save-download";
import * as styles from "./ExportCard.css";

/** The formats offered, XLSX first: the one people open. */
const formatsShown: readonly FileFormat[] = ["xlsx", "csv"];

/** Props of {@link ExportCard}. */
export interface ExportCardProps {
  kind: WorkExportKind;
  /** What the export holds, translated. */
  description: string;
}

/**
 * One work-schedule export for payroll (spec 02 §9), downloaded as XLSX or CSV: the file is
 * saved under the API's name, then the catalogue's success message says so, in the card's status
 * region.
 */
export function ExportCard({ kind, description }: ExportCardProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const download = useSaveExport();
  const [asked, setAsked] = useState<FileFormat | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const save = async (format: FileFormat) => {
    setSaved(null);
    setAsked(format);
    const name = await download.save(kind, format);
    setAsked(null);
    if (name) setSaved(name);
  };
  const labels: Record<FileFormat, string> = {
    xlsx: t({ context: "human-resources", message: "Télécharger en XLSX" }),
    csv: t({ context: "human-resources", message: "Télécharger en CSV" }),
  };

  return (
    <article className={card.card} aria-labelledby={headingId}>
      <div>
        <h3 id={headingId} className={styles.heading}>
          {i18n._(exportKindLabels[kind])}
        </h3>
        <p className={card.cardDescription}>{description}</p>
      </div>
      <div className={styles.actions}>
        {formatsShown.map((format) => (
          <Button
            key={format}
            variant="secondary"
            isPending={asked === format}
            isDisabled={asked !== null && asked !== format}
            aria-describedby={headingId}
            onPress={() => void save(format)}
          >
            {labels[format]}
          </Button>
        ))}
      </div>
      <div role="status" className={styles.status}>
        {saved ? (
          <p className={styles.saved}>
            {describeSuccess(i18n, { category: "importExport", code: "exportSucceeded" })}{" "}
            {t({ context: "human-resources", message: `Fichier\u00a0: ${saved}` })}
          </p>
        ) : null}
        {download.error ? (
          <p className={styles.failure}>{describeError(i18n, download.error)}</p>
        ) : null}
      </div>
    </article>
  );
}
