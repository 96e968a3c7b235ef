import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type ImportRowErrorCode, importLimits } from "@releve/domain";
import { useInstantFormat } from "../../../lib/instant-format";
import type { ImportAnswer, ImportFileError, ImportRefusal } from "../api/time-attendance";

/**
 * Why a line was refused, naming the line as a spreadsheet shows it, the column, the value and
 * the other line (decision 027, docs/time-attendance).
 */
const refusalSentences: Record<ImportRowErrorCode, MessageDescriptor> = {
  missingValue: msg({
    context: "human-resources",
    comment: "A refused line of an imported file: the cell of the column is empty.",
    message: "Ligne {line}\u00a0: la colonne {column} est vide.",
  }),
  tooLong: msg({
    context: "human-resources",
    comment: "A refused line of an imported file: the cell holds more than max characters (64).",
    message: "Ligne {line}\u00a0: la valeur de la colonne {column} dépasse {max}\u00a0caractères.",
  }),
  invalidValue: msg({
    context: "human-resources",
    comment:
      "A refused line of an imported file: not a value of the column (a type, a status, a date-time).",
    message:
      "Ligne {line}\u00a0: la valeur «\u00a0{value}\u00a0» de la colonne {column} n'est pas valable.",
  }),
  endNotAfterStart: msg({
    context: "human-resources",
    comment: "A refused line of an imported file: its end is not after its start.",
    message: "Ligne {line}\u00a0: la fin n'est pas après le début.",
  }),
  overlap: msg({
    context: "human-resources",
    comment: "A refused line of an imported file: the person's period overlaps another line's.",
    message:
      "Ligne {line}\u00a0: la période chevauche celle de la ligne {otherLine} pour la même personne.",
  }),
  unknownPerson: msg({
    context: "human-resources",
    comment: "A refused line of an imported file: no person has this central database id.",
    message:
      "Ligne {line}\u00a0: aucune personne n'a l'identifiant «\u00a0{value}\u00a0» de la colonne {column}.",
  }),
  duplicateId: msg({
    context: "human-resources",
    comment: "A refused line of an imported file: its id is already on an earlier line.",
    message:
      "Ligne {line}\u00a0: l'identifiant «\u00a0{value}\u00a0» de la colonne {column} figure déjà à la ligne {otherLine}.",
  }),
};

/** Why a whole file was refused before its lines were read. */
const fileErrorSentences: Record<ImportFileError["code"], MessageDescriptor> = {
  missingColumn: msg({
    context: "human-resources",
    message: "La ligne d'en-tête n'a pas la colonne {column}.",
  }),
  duplicateColumn: msg({
    context: "human-resources",
    message: "La ligne d'en-tête nomme deux fois la colonne {column}.",
  }),
  tooManyColumns: msg({
    context: "human-resources",
    message: "Le fichier a plus de {max, plural, one {# colonne} other {# colonnes}}.",
  }),
  tooManyRows: msg({
    context: "human-resources",
    message: "Le fichier a plus de {max, plural, one {# ligne} other {# lignes}} de données.",
  }),
  unreadable: msg({
    context: "human-resources",
    message: "Le fichier n'a pas pu être lu\u00a0: ce n'est pas un fichier CSV ou XLSX lisible.",
  }),
};

const changesSentence = msg({
  context: "human-resources",
  comment: "What an import changed, in lines of the file; each count agrees with “lignes”.",
  message:
    "{inserted, plural, one {# ajoutée} other {# ajoutées}}, {updated, plural, one {# modifiée} other {# modifiées}}, {unchanged, plural, one {# inchangée} other {# inchangées}}, {removed, plural, one {# retirée} other {# retirées}}",
});

const periodSentence = msg({
  context: "human-resources",
  comment: "The period an imported file covers: its earliest start and its latest end.",
  message: "période du {start} au {end}",
});

/** What is shown of a missing column or value: a dash. */
const none = "—";

/** How the page words an import: its refused lines, its file's error, what it changed. */
export interface ImportWords {
  /** "Ligne 3 : la valeur « 2031-02-30T12:00 » de la colonne end n'est pas valable." */
  refusal(refusal: ImportRefusal): string;
  /** "La ligne d'en-tête n'a pas la colonne status." */
  fileError(error: ImportFileError): string;
  /** "3 ajoutées, 1 modifiée, 1 inchangée, 1 retirée — période du … au …". */
  changes(answer: ImportAnswer): string;
}

/** The import words of the active language, instants in the organisation's time zone. */
export function useImportWords(): ImportWords {
  const { i18n } = useLingui();
  const format = useInstantFormat();
  return {
    refusal: ({ line, code, column, value, otherLine }) =>
      i18n._({
        ...refusalSentences[code],
        values: {
          line,
          column: column ?? none,
          value: value ?? none,
          otherLine: otherLine ?? none,
          max: importLimits.cellLength,
        },
      }),
    fileError: ({ code, column, max }) =>
      i18n._({ ...fileErrorSentences[code], values: { column: column ?? none, max: max ?? 0 } }),
    changes(answer) {
      const { inserted, updated, unchanged, removed } = answer;
      const counts = i18n._({
        ...changesSentence,
        values: { inserted, updated, unchanged, removed },
      });
      if (answer.periodStart === null || answer.periodEnd === null) return counts;
      const period = i18n._({
        ...periodSentence,
        values: {
          start: format.dateTime(answer.periodStart),
          end: format.dateTime(answer.periodEnd),
        },
      });
      return `${counts} — ${period}`;
    },
  };
}
