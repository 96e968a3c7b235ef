import {
  CalendarDate,
  DateFormatter,
  type Time,
  toCalendarDateTime,
  type ZonedDateTime,
} from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import {
  type DateValue,
  type TimeValue,
  useLocale,
  type ValidationResult,
} from "react-aria-components";

/** What {@link useDateFieldErrorMessage} needs to know about the field. */
export interface DateFieldErrorMessageOptions {
  /** `date` for dates (with or without a time), `time` for a time of day. */
  kind: "date" | "time";
  /** The field's `minValue`, named in the message when the value is earlier. */
  minValue?: DateValue | TimeValue | null | undefined;
  /** The field's `maxValue`, named in the message when the value is later. */
  maxValue?: DateValue | TimeValue | null | undefined;
  /** The field's `hourCycle`, so the bounds read as the field shows them. */
  hourCycle?: 12 | 24 | undefined;
}

/**
 * The blocking error of a date or time field when none is given, in the interface's language.
 *
 * react-aria writes its own range and "unavailable" messages in the browser's language, not in
 * its `I18nProvider`'s (react-stately's `datepicker/utils`, on purpose, to match the browser's
 * native messages), so a French planner in an English browser would read English errors. The
 * bounds are written out in react-aria's locale ("31 mars 2026", "08:00"). A message of the
 * field's own `validate` function, or a server error, is shown as it is. A range picker passes
 * `isReversed` when its end is before its start.
 */
export function useDateFieldErrorMessage({
  kind,
  minValue,
  maxValue,
  hourCycle,
}: DateFieldErrorMessageOptions): (validation: ValidationResult, isReversed?: boolean) => string {
  const { t } = useLingui();
  const { locale } = useLocale();
  return ({ validationDetails: details, validationErrors }, isReversed = false) => {
    if (details.customError) return validationErrors.join(" ");
    const messages: string[] = [];
    if (details.valueMissing) {
      messages.push(
        kind === "time"
          ? t({
              comment: "Error of an empty mandatory time field.",
              message: "Saisissez une heure.",
            })
          : t({
              comment: "Error of an empty mandatory date field.",
              message: "Saisissez une date.",
            }),
      );
    }
    if (isReversed) {
      messages.push(
        t({
          comment: "Error of a date range whose end is before its start.",
          message: "La date de fin doit suivre la date de début.",
        }),
      );
    } else {
      if (details.rangeUnderflow && minValue) {
        const min = formatBound(minValue, locale, hourCycle);
        messages.push(
          kind === "time"
            ? t({
                comment: "Error of a time field below its minimum. {min} is the earliest time.",
                message: `L'heure doit être ${min} ou plus tard.`,
              })
            : t({
                comment: "Error of a date field below its minimum. {min} is the earliest date.",
                message: `La date doit être le ${min} ou après.`,
              }),
        );
      }
      if (details.rangeOverflow && maxValue) {
        const max = formatBound(maxValue, locale, hourCycle);
        messages.push(
          kind === "time"
            ? t({
                comment: "Error of a time field above its maximum. {max} is the latest time.",
                message: `L'heure doit être ${max} ou plus tôt.`,
              })
            : t({
                comment: "Error of a date field above its maximum. {max} is the latest date.",
                message: `La date doit être le ${max} ou avant.`,
              }),
        );
      }
    }
    if (details.badInput) {
      messages.push(
        t({
          comment: "Error of a date field whose date is marked unavailable (isDateUnavailable).",
          message: "Cette date n'est pas disponible.",
        }),
      );
    }
    return messages.length > 0 ? messages.join(" ") : validationErrors.join(" ");
  };
}

/** A bound as the field shows it: the date in full, with its time and zone when it has them. */
function formatBound(value: DateValue | TimeValue, locale: string, hourCycle?: 12 | 24): string {
  const hour12 = hourCycle === undefined ? {} : { hour12: hourCycle === 12 };
  if (!("day" in value)) {
    return format(toCalendarDateTime(placeholderDay, value as Time).toDate("UTC"), locale, {
      timeStyle: "short",
      ...hour12,
    });
  }
  if ("timeZone" in value) {
    const zoned = value as ZonedDateTime;
    return format(zoned.toDate(), locale, {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: zoned.timeZone,
      ...hour12,
    });
  }
  return format(value.toDate("UTC"), locale, {
    dateStyle: "long",
    ...("hour" in value ? { timeStyle: "short", ...hour12 } : {}),
  });
}

/** Any day: a time of day is formatted through a date, and only its hours and minutes show. */
const placeholderDay = new CalendarDate(2000, 1, 1);

function format(date: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new DateFormatter(locale, { timeZone: "UTC", ...options }).format(date);
}
