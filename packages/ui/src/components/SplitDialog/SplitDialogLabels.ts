import { DateFormatter } from "@internationalized/date";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  type Finding,
  type Schedule,
  type SplitType,
  type StaffType,
  splitFirstHalfHours,
  splittableShiftHours,
} from "@releve/domain";
import { useMemo } from "react";
import { useLocale } from "react-aria-components";

const minuteMs = 60_000;

/**
 * The texts of the split dialog in the current language, and the formatting of its periods in
 * react-aria's locale and the organisation's time zone. A hook of its own: the SWC macro plugin
 * leaves messages nested in `t` untranslated inside a `forwardRef` callback.
 */
export function useSplitDialogLabels(timeZone: string) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const formatters = useMemo(
    () => ({
      period: new DateFormatter(locale, { dateStyle: "full", timeStyle: "short", timeZone }),
      // A half is read next to the means' full date: its weekday, day and month are enough.
      half: new DateFormatter(locale, {
        weekday: "short",
        day: "numeric",
        month: "short",
        hour: "2-digit",
        minute: "2-digit",
        timeZone,
      }),
      time: new DateFormatter(locale, { timeStyle: "short", timeZone }),
    }),
    [locale, timeZone],
  );

  /** "6 h", "5 h 30 min": the real length of a period, which a DST night shortens or lengthens. */
  const duration = (period: Schedule) => {
    const minutes = Math.round((Date.parse(period.end) - Date.parse(period.start)) / minuteMs);
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0
      ? t({ comment: "A length of time in whole hours, e.g. 6 h.", message: `${hours} h` })
      : t({
          comment: "A length of time in hours and minutes, e.g. 5 h 30 min.",
          message: `${hours} h ${rest} min`,
        });
  };

  /** The wall-clock hours of each half of a split type, from the domain (6 + 6, 4 + 8, 8 + 4). */
  const splitType = (type: SplitType) => {
    const first = splitFirstHalfHours[type];
    const second = splittableShiftHours - first;
    return t({
      comment: "A way of splitting a 12-hour means: hours of the first part + hours of the second.",
      message: `${first} h + ${second} h`,
    });
  };

  const findingMessages: Record<string, (params: Finding["params"]) => string> = {
    "split.notTwelveHours": (params) => {
      const hours = params.hours;
      return t({
        comment: "Error of the split dialog: only a means lasting {hours} hours can be split.",
        message: `Seul un moyen de ${hours} h peut être scindé ; celui-ci ne dure pas ${hours} h.`,
      });
    },
  };

  const staffTypes: Record<StaffType, string> = {
    employee: t({ comment: "Staff type of a person: an employee.", message: "Salarié" }),
    volunteer: t({ comment: "Staff type of a person: a volunteer.", message: "Bénévole" }),
    external: t({
      comment: "Staff type of a person: someone from outside the organisation.",
      message: "Externe",
    }),
  };

  const half = (period: Schedule) =>
    formatters.half.formatRange(new Date(period.start), new Date(period.end));

  return {
    period: (period: Schedule) =>
      formatters.period.formatRange(new Date(period.start), new Date(period.end)),
    half,
    duration,
    splitType,
    cutAt: (cut: string) => {
      const time = formatters.time.format(new Date(cut));
      return t({
        comment: "Description of a split type option: the time {time} the means is cut at.",
        message: `Coupure à ${time}`,
      });
    },
    finding: (finding: Finding) =>
      findingMessages[finding.code]?.(finding.params) ??
      t({
        comment: "A rule refused the split for a reason this screen cannot word.",
        message: "Scission impossible.",
      }),
    title: t({
      comment: "Title of the dialog splitting a means of intervention.",
      message: "Scinder le moyen",
    }),
    irreversible: t({
      comment: "Warning of the split dialog (spec: split is irreversible; employees follow both).",
      message:
        "La scission est définitive : elle crée deux moyens liés et autonomes. Les salariés affectés à l'un sont affectés à l'autre.",
    }),
    means: t({
      comment: "Label before the period of the means being split.",
      message: "Moyen à scinder :",
    }),
    typeLabel: t({ comment: "Label of the choice of split type.", message: "Type de scission" }),
    preview: t({
      comment: "Heading of the preview of the two parts of a split.",
      message: "Aperçu des deux parties",
    }),
    first: t({ comment: "The first part of a split means.", message: "Première partie" }),
    second: t({ comment: "The second part of a split means.", message: "Seconde partie" }),
    noPreview: t({
      comment: "Shown instead of the preview when the means cannot be split.",
      message: "Aucun aperçu : ce moyen ne peut pas être scindé.",
    }),
    followers: t({
      comment: "Heading of the people registered on the means, shown where each goes.",
      message: "Personnes inscrites",
    }),
    followRule: t({
      comment:
        "How the people registered follow a split: employees onto both parts; the others onto the part their hours fall in, or both when their hours cross the cut.",
      message:
        "Les salariés suivent sur les deux parties. Les bénévoles et les externes restent sur la partie où tombent leurs horaires, ou sur les deux si leurs horaires passent la coupure.",
    }),
    noFollowers: t({
      comment: "Shown instead of the people registered when nobody is registered on the means.",
      message: "Personne n'est inscrit sur ce moyen.",
    }),
    loadingFollowers: t({
      comment: "Spoken while the people registered on the means are being read.",
      message: "Recherche des personnes inscrites…",
    }),
    moreFollowers: (count: number) =>
      t({
        comment: "Under the people registered when the host could not list them all.",
        message: plural(count, {
          one: "# autre inscription n'est pas affichée.",
          other: "# autres inscriptions ne sont pas affichées.",
        }),
      }),
    staffType: (staffType: StaffType) => staffTypes[staffType],
    onFirst: (period: Schedule) => {
      const hours = half(period);
      return t({
        comment: "Where a person goes after the split: the first part, with their hours there.",
        message: `Première partie : ${hours}`,
      });
    },
    onSecond: (period: Schedule) => {
      const hours = half(period);
      return t({
        comment: "Where a person goes after the split: the second part, with their hours there.",
        message: `Seconde partie : ${hours}`,
      });
    },
    refused: t({
      comment: "Title of the banner saying why the split was refused.",
      message: "Scission refusée",
    }),
    splitting: t({
      comment: "The split button while the split is under way.",
      message: "Scission en cours…",
    }),
    cancel: t({
      comment: "Button closing the split dialog without splitting.",
      message: "Annuler",
    }),
    confirm: t({
      comment: "Button of the split dialog that splits the means.",
      message: "Scinder",
    }),
  };
}

/** The texts and formats of the split dialog, as {@link useSplitDialogLabels} gives them. */
export type SplitDialogLabels = ReturnType<typeof useSplitDialogLabels>;
