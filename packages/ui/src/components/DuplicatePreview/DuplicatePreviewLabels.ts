import { DateFormatter } from "@internationalized/date";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type Finding, parseWallClock, type WallClockPeriod } from "@releve/domain";
import { useMemo } from "react";
import { useLocale } from "react-aria-components";

type Params = Finding["params"];

/**
 * The texts of the duplicate preview in the current language, the words of the domain's finding
 * codes, and the formatting of wall-clock periods in react-aria's locale. A hook of its own: the
 * SWC macro plugin leaves a plural nested in `t` untranslated inside a `forwardRef` callback.
 */
export function useDuplicatePreviewLabels() {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  // Wall-clock values carry no zone: they are read, and written back, as if in UTC.
  const formatter = useMemo(
    () =>
      new DateFormatter(locale, {
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        timeZone: "UTC",
      }),
    [locale],
  );
  const toDate = (value: string) => parseWallClock(value)?.toDate("UTC") ?? new Date(Number.NaN);

  const findingMessages: Record<string, (params: Params) => string> = {
    required: () => t({ comment: "A required field is empty.", message: "Champ obligatoire" }),
    "value.invalid": () =>
      t({ comment: "A field holds a value of the wrong kind.", message: "Valeur invalide" }),
    "date.invalid": () =>
      t({ comment: "A date field holds no valid date.", message: "Date invalide" }),
    "number.integer": () =>
      t({ comment: "A number field needs a whole number.", message: "Nombre entier attendu" }),
    "number.tooSmall": ({ min }) => {
      const least = i18n.number(Number(min));
      return t({
        comment: "A number below the smallest allowed, {least}.",
        message: `Au moins ${least}`,
      });
    },
    "number.tooLarge": ({ max }) => {
      const most = i18n.number(Number(max));
      return t({
        comment: "A number above the largest allowed, {most}.",
        message: `Au plus ${most}`,
      });
    },
    "duplicate.copyCountTooLow": ({ min }) => {
      const least = i18n.number(Number(min));
      return t({
        comment: "Duplication: too few copies; {least} is the smallest count.",
        message: `Au moins ${least} copie`,
      });
    },
    "duplicate.copyCountTooHigh": ({ max }) => {
      const most = i18n.number(Number(max));
      return t({
        comment: "Duplication: too many copies; {most} is the largest count.",
        message: `Au plus ${most} copies en une fois`,
      });
    },
    "duplicate.offsetRequired": () =>
      t({
        comment: "Duplication: the offset between copies is zero.",
        message: "Indiquez un décalage entre deux copies.",
      }),
    "time.notOnGrid": ({ minutes }) => {
      const step = Number(minutes);
      return t({
        comment: "A time off the {step}-minute grid.",
        message: `Les minutes vont par pas de ${step}.`,
      });
    },
    "duplicate.targetNotAfterSource": () =>
      t({
        comment: "Duplication: the first copy's date is not after the original's.",
        message: "La première copie doit être après l'original.",
      }),
    "duplicate.targetTooFar": ({ days }) => {
      const most = i18n.number(Number(days));
      return t({
        comment: "Duplication: the first copy is too far after the original ({most} days at most).",
        message: `Au plus ${most} jours après l'original.`,
      });
    },
    "date.startInPast": ({ months }) => {
      const count = Number(months);
      return t({
        comment: "A copy starts too long ago: more than {count} months in the past.",
        message: plural(count, {
          one: "Commence il y a plus d'un mois",
          other: "Commence il y a plus de # mois",
        }),
      });
    },
    "date.periodFarAhead": ({ years }) => {
      const count = Number(years);
      return t({
        comment: "Warning: a copy starts more than {count} years ahead.",
        message: plural(count, {
          one: "Commence dans plus d'un an",
          other: "Commence dans plus de # ans",
        }),
      });
    },
    "date.periodTooLong": ({ years }) => {
      const count = Number(years);
      return t({
        comment: "Warning: a period lasts more than {count} years.",
        message: plural(count, { one: "Dure plus d'un an", other: "Dure plus de # ans" }),
      });
    },
    "date.periodInPast": () =>
      t({ comment: "Warning: a copy's period is already over.", message: "Période déjà passée" }),
  };

  return {
    period: (period: WallClockPeriod) =>
      formatter.formatRange(toDate(period.start), toDate(period.end)),
    finding: (finding: Finding) =>
      findingMessages[finding.code]?.(finding.params) ??
      t({ comment: "A rule refused a value this screen cannot word.", message: "Valeur refusée" }),
    copyName: (index: number) =>
      t({
        comment: "Name of one copy of a duplicated means, numbered from 1.",
        message: `Copie ${index}`,
      }),
    previewHeading: (count: number) =>
      t({
        comment: "Heading of the preview of the copies a duplication creates.",
        message: plural(count, {
          0: "Aperçu : aucune copie",
          one: "Aperçu : # copie",
          other: "Aperçu : # copies",
        }),
      }),
    countDescription: (max: number) => {
      const most = i18n.number(max);
      return t({
        comment: "Help under the copy count: the largest count allowed, {most}.",
        message: `${most} copies au plus.`,
      });
    },
    previewWithoutCount: t({
      comment: "Heading of the preview of a duplication's copies while its values are refused.",
      message: "Aperçu des copies",
    }),
    original: t({
      comment: "Label before the period of the means being duplicated.",
      message: "Original :",
    }),
    refused: t({ comment: "Badge of a copy the rules refuse.", message: "Refusée" }),
    toCheck: t({ comment: "Badge of a copy with a warning, accepted.", message: "À vérifier" }),
    noPreview: t({
      comment: "Shown instead of the copies while the offset or the count is not valid.",
      message: "Corrigez le décalage et le nombre de copies pour voir les copies.",
    }),
    modeLabel: t({
      comment: "Label of the choice of how copies are spaced.",
      message: "Espacement des copies",
    }),
    modeOffset: t({ comment: "Copies are spaced by a duration.", message: "Décalage" }),
    modeTargetDate: t({
      comment: "Copies are spaced by giving the date of the first copy.",
      message: "Date de la première copie",
    }),
    offsetLegend: t({
      comment: "Legend of the days, hours and minutes between two copies.",
      message: "Décalage entre deux copies",
    }),
    days: t({ comment: "Days of the offset between copies.", message: "Jours" }),
    hours: t({ comment: "Hours of the offset between copies.", message: "Heures" }),
    minutes: t({ comment: "Minutes of the offset between copies.", message: "Minutes" }),
    targetDate: t({
      comment: "Label of the date of the first copy.",
      message: "Date de la première copie",
    }),
    copyCount: t({
      comment: "Label of the number of copies to create.",
      message: "Nombre de copies",
    }),
  };
}
