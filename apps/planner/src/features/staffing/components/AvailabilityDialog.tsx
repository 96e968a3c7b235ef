import { type CalendarDate, parseTime, type Time } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import {
  type AvailabilityValues,
  availabilityLimits,
  timePrecisionMinutes,
  validateAvailability,
} from "@releve/domain";
import { Checkbox, CheckboxGroup, Radio, RadioGroup, TextField, TimeField } from "@releve/ui";
import { useMemo, useState } from "react";
import { DateTimeFields } from "../../../lib/DateTimeFields";
import { DayPicker } from "../../../lib/DayPicker";
import { FormDialog } from "../../../lib/FormDialog";
import * as formStyles from "../../../lib/form.css";
import { useFormState } from "../../../lib/form-state";
import { businessNow, useSettings } from "../../../lib/settings";
import { useDeclareAvailability, useWeekdayName } from "../hooks/availability";

/** The form's fields as the person fills them; each matches the domain's form. */
interface Raw {
  [field: string]: unknown;
  kind: "available" | "unavailable";
  repeat: "once" | "weekly";
  start: string;
  end: string;
  weekdays: number[];
  startTime: string;
  endTime: string;
  from: string;
  to: string;
  comment: string;
}

const fieldOrder = [
  "kind",
  "repeat",
  "start",
  "end",
  "weekdays",
  "startTime",
  "endTime",
  "from",
  "to",
  "comment",
] as const;
const fieldId = (field: string) => `availability-${field}`;

/** The time field's value of `HH:MM` (`24:00`, midnight at the day's end, shows as 00:00). */
const timeOf = (value: string): Time | null => {
  if (!value) return null;
  try {
    return parseTime(value === "24:00" ? "00:00" : value);
  } catch {
    return null;
  }
};
const textOfTime = (time: Time | null) =>
  time ? `${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}` : "";

/**
 * Declaring an availability (decision 046): available or unavailable, once over a period or every
 * week on some days between two times, from a first day (to a last one, or for good), with a
 * short comment. The domain's rules speak on each field as the person fills it; the day the dialog
 * was opened from fills the dates.
 */
export function AvailabilityDialog({ day, onClose }: { day: CalendarDate; onClose: () => void }) {
  const { t } = useLingui();
  const settings = useSettings();
  const declare = useDeclareAvailability();
  const weekdayName = useWeekdayName();
  const [initial] = useState<Raw>(() => ({
    kind: "available",
    repeat: "weekly",
    start: `${day.toString()}T08:00`,
    end: `${day.toString()}T18:00`,
    // The weekday of the day chosen.
    weekdays: [((new Date(`${day.toString()}T12:00:00Z`).getUTCDay() + 6) % 7) + 1],
    startTime: "08:00",
    endTime: "18:00",
    from: day.toString(),
    to: "",
    comment: "",
  }));
  const context = useMemo(
    () => ({ now: businessNow(settings), timeZone: settings.timeZone }),
    [settings],
  );
  const form = useFormState<Raw, AvailabilityValues, typeof context>(
    {
      initial,
      validate: validateAvailability,
      // An end at 00:00 in a weekly declaration is midnight at the end of the day.
      toInput: (raw) => ({
        ...raw,
        endTime: raw.endTime === "00:00" ? "24:00" : raw.endTime,
      }),
      context,
    },
    fieldOrder,
  );
  const { values } = form;
  const submit = async () => {
    const ok = await form.submit(async (validated) => {
      await declare.send({ body: validated });
    });
    if (ok) onClose();
  };

  return (
    <FormDialog
      form={form}
      title={t({ context: "availability", message: "Déclarer une disponibilité" })}
      cancelLabel={t({ context: "availability", message: "Annuler" })}
      submitLabel={t({ context: "availability", message: "Déclarer" })}
      onClose={onClose}
      fieldOrder={fieldOrder}
      fieldId={fieldId}
      refusalTitle={t({ context: "availability", message: "La déclaration est refusée" })}
      onSubmit={() => void submit()}
    >
      <RadioGroup
        id={fieldId("kind")}
        label={t({ context: "availability", message: "Je suis" })}
        orientation="horizontal"
        value={values.kind}
        onChange={(kind) => form.setField("kind", kind as Raw["kind"])}
      >
        <Radio value="available">{t({ context: "availability", message: "Disponible" })}</Radio>
        <Radio value="unavailable">{t({ context: "availability", message: "Indisponible" })}</Radio>
      </RadioGroup>
      <RadioGroup
        id={fieldId("repeat")}
        label={t({ context: "availability", message: "Quand" })}
        orientation="horizontal"
        value={values.repeat}
        onChange={(repeat) => form.setField("repeat", repeat as Raw["repeat"])}
      >
        <Radio value="weekly">{t({ context: "availability", message: "Chaque semaine" })}</Radio>
        <Radio value="once">{t({ context: "availability", message: "Une fois" })}</Radio>
      </RadioGroup>
      {values.repeat === "once" ? (
        <>
          <DateTimeFields
            id={fieldId("start")}
            dateLabel={t({ context: "availability", message: "Du" })}
            timeLabel={t({ context: "availability", message: "À partir de" })}
            value={values.start}
            onChange={(start) => form.setField("start", start)}
            onBlur={() => form.touch("start")}
            findings={form.findingsOf("start")}
            isRequired
          />
          <DateTimeFields
            id={fieldId("end")}
            dateLabel={t({ context: "availability", message: "Au" })}
            timeLabel={t({ context: "availability", message: "Jusqu'à" })}
            value={values.end}
            onChange={(end) => form.setField("end", end)}
            onBlur={() => form.touch("end")}
            findings={form.findingsOf("end")}
            isRequired
          />
        </>
      ) : (
        <>
          <CheckboxGroup
            id={fieldId("weekdays")}
            label={t({ context: "availability", message: "Les jours" })}
            value={values.weekdays.map(String)}
            onChange={(days) =>
              form.setField(
                "weekdays",
                days.map(Number).sort((a, b) => a - b),
              )
            }
            isRequired
            {...form.feedback("weekdays")}
          >
            {[1, 2, 3, 4, 5, 6, 7].map((n) => (
              <Checkbox key={n} value={String(n)}>
                {weekdayName(n)}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <div className={formStyles.row}>
            <TimeField
              id={fieldId("startTime")}
              label={t({ context: "availability", message: "De" })}
              value={timeOf(values.startTime)}
              onChange={(time) => form.setField("startTime", textOfTime(time))}
              onBlur={() => form.touch("startTime")}
              minuteStep={timePrecisionMinutes}
              isRequired
              {...form.feedback("startTime")}
            />
            <TimeField
              id={fieldId("endTime")}
              label={t({ context: "availability", message: "À" })}
              value={timeOf(values.endTime)}
              onChange={(time) => form.setField("endTime", textOfTime(time))}
              onBlur={() => form.touch("endTime")}
              minuteStep={timePrecisionMinutes}
              isRequired
              {...form.feedback(
                "endTime",
                t({ context: "availability", message: "00:00\u00a0: jusqu'à minuit." }),
              )}
            />
          </div>
          <div className={formStyles.row}>
            <DayPicker
              id={fieldId("from")}
              label={t({ context: "availability", message: "À partir du" })}
              value={values.from}
              onChange={(from) => form.setField("from", from)}
              onBlur={() => form.touch("from")}
              isRequired
              {...form.feedback("from")}
            />
            <DayPicker
              id={fieldId("to")}
              label={t({ context: "availability", message: "Jusqu'au" })}
              value={values.to}
              onChange={(to) => form.setField("to", to)}
              onBlur={() => form.touch("to")}
              {...form.feedback(
                "to",
                t({ context: "availability", message: "Vide\u00a0: sans date de fin." }),
              )}
            />
          </div>
        </>
      )}
      <TextField
        id={fieldId("comment")}
        label={t({ context: "availability", message: "Commentaire" })}
        value={values.comment}
        onChange={(comment) => form.setField("comment", comment)}
        onBlur={() => form.touch("comment")}
        maxLength={availabilityLimits.comment}
        {...form.feedback("comment")}
      />
    </FormDialog>
  );
}
