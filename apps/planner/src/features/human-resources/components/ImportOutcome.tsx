import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { importError } from "@releve/domain";
import { AlertBanner, Link } from "@releve/ui";
import { describeError, describeSuccess } from "../../../lib/error-messages";
import type { ImportAnswer } from "../api/time-attendance";
import type { RefusedImport } from "../hooks/import-upload";
import { useImportWords } from "../hooks/import-words";
import { useSaveRefusals } from "../hooks/save-download";
import * as styles from "./ImportForm.css";

/** How many refused lines are said on the page; the download holds them all. */
export const refusalsSaid = 10;

/** An import that succeeded: the catalogue's message and what the file changed. */
export function ImportSucceeded({ answer }: { answer: ImportAnswer }) {
  const { t, i18n } = useLingui();
  const words = useImportWords();
  const changes = words.changes(answer);
  const fileName = answer.fileName;
  return (
    <AlertBanner
      level="info"
      title={describeSuccess(i18n, { category: "importExport", code: "importSucceeded" })}
    >
      {t({
        context: "human-resources",
        comment: "The file imported, then what it changed and the period it covers.",
        message: `${fileName}\u00a0: ${changes}.`,
      })}
    </AlertBanner>
  );
}

/**
 * A refused file: the catalogue's import error, then why — its file's error, or the count of its
 * refused lines, the first of them in words and the download of all.
 */
export function ImportRefused({ refusal }: { refusal: RefusedImport }) {
  const { t, i18n } = useLingui();
  const words = useImportWords();
  const refusals = useSaveRefusals();
  const said = refusal.refusals.slice(0, refusalsSaid);
  const count = refusal.refused;
  const others = count - said.length;
  return (
    <AlertBanner level="warning" title={describeError(i18n, importError(refusal))}>
      <div className={styles.refusal}>
        {refusal.fileError ? <p>{words.fileError(refusal.fileError)}</p> : null}
        {count > 0 ? (
          <>
            <p>
              {t({
                context: "human-resources",
                message: plural(count, {
                  one: "# ligne refusée\u00a0:",
                  other: "# lignes refusées\u00a0:",
                }),
              })}
            </p>
            <ul className={styles.refusals}>
              {said.map((line) => (
                <li key={`${line.line}-${line.code}-${line.column ?? ""}`}>
                  {words.refusal(line)}
                </li>
              ))}
            </ul>
            {others > 0 ? (
              <p>
                {t({
                  context: "human-resources",
                  message: plural(others, {
                    one: "Et # autre ligne.",
                    other: "Et # autres lignes.",
                  }),
                })}
              </p>
            ) : null}
            <Link variant="standalone" onPress={() => void refusals.save(refusal.importId)}>
              {t({ context: "human-resources", message: "Télécharger les lignes refusées" })}
            </Link>
            {refusals.error ? (
              <p className={styles.problem}>{describeError(i18n, refusals.error)}</p>
            ) : null}
          </>
        ) : null}
      </div>
    </AlertBanner>
  );
}

/** An upload that went wrong otherwise (too large, no network…): the catalogue's message. */
export function ImportFailed({ error }: { error: unknown }) {
  const { t, i18n } = useLingui();
  return (
    <AlertBanner
      level="danger"
      title={t({ context: "human-resources", message: "Le fichier n'a pas pu être importé." })}
    >
      {describeError(i18n, error)}
    </AlertBanner>
  );
}
