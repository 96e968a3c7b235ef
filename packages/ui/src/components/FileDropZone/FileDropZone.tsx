import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { AttachmentFile } from "@releve/domain";
import { forwardRef, type ReactNode, useId, useState } from "react";
import {
  DropZone,
  FieldErrorContext,
  FileTrigger,
  I18nProvider,
  isFileDropItem,
  Text,
  TextContext,
  type ValidationResult,
} from "react-aria-components";
import { formatFileSize } from "../AttachmentList/AttachmentListSize";
import { Button } from "../Button/Button";
import * as fieldStyles from "../Field/Field.css";
import { FieldMessages } from "../Field/FieldMessages";
import { Icon } from "../Icon/Icon";
import * as styles from "./FileDropZone.css";
import {
  type FileDropZoneLimits,
  type FileRefusal,
  type FileRefusalReason,
  limitsOf,
  sortSelectedFiles,
} from "./FileDropZoneRules";

/** Props of {@link FileDropZone}; the limits default to the product's attachment rules. */
export interface FileDropZoneProps extends FileDropZoneLimits {
  /** The field's visible label, which also names the drop area for screen readers. */
  label: string;
  /** Called with the files taken from a drop, a paste or the file dialog (refused ones left out). */
  onSelect: (files: File[]) => void;
  /** Called with the files refused, and why, each time some are. */
  onRefuse?: (refusals: FileRefusal[]) => void;
  /** Files the activity already holds: they count towards the limits and duplicate names. */
  attachedFiles?: readonly AttachmentFile[];
  /** Help shown above the accepted formats and limits. */
  description?: ReactNode;
  /** Refuses drops and disables the button. Styled through `[data-disabled]`. */
  isDisabled?: boolean;
  className?: string;
}

// A refusal is not a constraint of a native input: the field is simply invalid until next time.
const refused: ValidationResult = {
  isInvalid: true,
  validationErrors: [],
  validationDetails: {
    badInput: false,
    customError: true,
    patternMismatch: false,
    rangeOverflow: false,
    rangeUnderflow: false,
    stepMismatch: false,
    tooLong: false,
    tooShort: false,
    typeMismatch: false,
    valid: false,
    valueMissing: false,
  },
};

/**
 * A field to attach files: react-aria's `DropZone` (drop with a pointer, or paste, or drop with
 * the keyboard on its hidden drop button) with a `FileTrigger` button, "Choisir des fichiers",
 * for the file dialog. Files are checked with the domain's attachment rules (accepted types,
 * count and total size, duplicate names) against `attachedFiles`; those refused are listed under
 * the field, each with its reason, as blocking field messages in a polite live region.
 */
export const FileDropZone = forwardRef<HTMLFieldSetElement, FileDropZoneProps>(
  function FileDropZone(
    {
      label,
      onSelect,
      onRefuse,
      attachedFiles = [],
      description,
      isDisabled,
      className,
      ...limitProps
    },
    ref,
  ) {
    const { t, i18n } = useLingui();
    const hintId = useId();
    const errorId = useId();
    const [refusals, setRefusals] = useState<readonly FileRefusal[]>([]);
    const [attempt, setAttempt] = useState(0);
    const limits = limitsOf(limitProps);
    const texts = useFileDropZoneTexts(limits.maxFileCount, limits.maxTotalBytes);
    const formats = new Intl.ListFormat(i18n.locale, { style: "short", type: "unit" }).format(
      limits.acceptedFileExtensions.map((extension) => extension.toUpperCase()),
    );

    const take = (files: File[]) => {
      if (files.length === 0) return;
      const sorted = sortSelectedFiles(files, attachedFiles, limitProps);
      setRefusals(sorted.refused);
      setAttempt((count) => count + 1);
      if (sorted.refused.length > 0) onRefuse?.(sorted.refused);
      if (sorted.accepted.length > 0) onSelect(sorted.accepted);
    };

    return (
      <I18nProvider locale={i18n.locale}>
        <fieldset ref={ref} className={className ? `${styles.root} ${className}` : styles.root}>
          <legend className={`${fieldStyles.label} ${styles.legend}`}>{label}</legend>
          <DropZone
            aria-label={label}
            isDisabled={isDisabled ?? false}
            className={styles.zone}
            getDropOperation={() => "copy"}
            onDrop={async (event) => {
              take(
                await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile())),
              );
            }}
          >
            <Icon name="upload" size="lg" className={styles.zoneIcon} />
            <Text slot="label" className={styles.prompt}>
              {t({
                comment: "Inside the drop area, before the button that opens the file dialog.",
                message: "Déposez des fichiers ici, ou",
              })}
            </Text>
            <FileTrigger
              allowsMultiple
              acceptedFileTypes={limits.acceptedFileExtensions.map((extension) => `.${extension}`)}
              onSelect={(list) => take(list ? [...list] : [])}
            >
              <Button
                variant="secondary"
                size="sm"
                isDisabled={isDisabled ?? false}
                aria-describedby={refusals.length > 0 ? `${hintId} ${errorId}` : hintId}
              >
                {t({
                  comment: "Opens the file dialog of a drop area.",
                  message: "Choisir des fichiers",
                })}
              </Button>
            </FileTrigger>
          </DropZone>
          <span id={hintId} className={styles.hint}>
            {description ? <>{description} </> : null}
            {t({
              comment:
                "Under a drop area: the file formats it accepts, as a list (PDF, DOCX, PNG).",
              message: `Formats acceptés : ${formats}.`,
            })}{" "}
            {texts.limits}
          </span>
          {/* Polite live region: a refusal follows the person's own drop or choice, so it is
            announced, without interrupting (WCAG 4.1.3). Keyed by attempt so a repeated
            refusal is read again. */}
          <div aria-live="polite">
            <FieldErrorContext.Provider value={refusals.length > 0 ? refused : null}>
              <TextContext.Provider value={{ id: errorId }}>
                <FieldMessages
                  key={attempt}
                  errorMessage={refusals.map((refusal) => (
                    <span key={`${refusal.fileName}-${refusal.reason}`} className={styles.refusal}>
                      {texts.refusal(refusal)}
                    </span>
                  ))}
                />
              </TextContext.Provider>
            </FieldErrorContext.Provider>
          </div>
        </fieldset>
      </I18nProvider>
    );
  },
);

/**
 * The sentences that depend on the limits, in the current language. A hook of its own: the SWC
 * macro plugin leaves a plural nested in `t` untranslated inside a `forwardRef` callback.
 */
function useFileDropZoneTexts(maxCount: number, maxTotalBytes: number) {
  const { t, i18n } = useLingui();
  const maxSize = formatFileSize(maxTotalBytes, i18n.locale);
  const reasons: Record<FileRefusalReason, (fileName: string) => string> = {
    typeNotAllowed: (fileName) =>
      t({
        comment: "A file was refused: its type is not among the accepted formats.",
        message: `« ${fileName} » n'a pas été ajouté : ce format n'est pas accepté.`,
      }),
    tooLarge: (fileName) =>
      t({
        comment:
          "A file was refused: with it, the attached files would exceed the total size allowed.",
        message: `« ${fileName} » n'a pas été ajouté : les pièces jointes dépasseraient ${maxSize} au total.`,
      }),
    tooMany: (fileName) =>
      t({
        comment: "A file was refused: the activity already holds as many files as allowed.",
        message: plural(maxCount, {
          one: `« ${fileName} » n'a pas été ajouté : # fichier au plus.`,
          other: `« ${fileName} » n'a pas été ajouté : # fichiers au plus.`,
        }),
      }),
    duplicate: (fileName) =>
      t({
        comment: "A file was refused: a file of the same name is already attached.",
        message: `« ${fileName} » n'a pas été ajouté : un fichier du même nom est déjà joint.`,
      }),
  };
  return {
    /** "10 fichiers au plus, 20 Mo au total." */
    limits: t({
      comment: "Under a drop area: how many files and how many bytes in total it accepts.",
      message: plural(maxCount, {
        one: `# fichier au plus, ${maxSize} au total.`,
        other: `# fichiers au plus, ${maxSize} au total.`,
      }),
    }),
    /** Why a file was not taken, naming it. */
    refusal: ({ fileName, reason }: FileRefusal) => reasons[reason](fileName),
  };
}
