import { useLingui } from "@lingui/react/macro";
import { instantToWallClock, registrationWindowHours, textMaxLengths } from "@releve/domain";
import { Button, TextArea } from "@releve/ui";
import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { DateTimeFields } from "../../../lib/DateTimeFields";
import { FormFrame } from "../../../lib/FormFrame";
import * as styles from "../../../lib/form.css";
import { useFormState } from "../../../lib/form-state";
import { OperationalRoleSelect } from "../../../lib/registrations/operational-role";
import { businessNow, useSettings } from "../../../lib/settings";
import { type Registration, useProposeSchedule, useUpdateRegistration } from "../api/staffing";
import {
  type PeriodFormContext,
  type PeriodFormKind,
  type PeriodFormValidated,
  periodFieldId,
  periodFieldOrder,
  periodFormInput,
  periodFormOf,
  periodValidatorOf,
} from "../hooks/period-form";

/** Props of {@link RegistrationPeriodForm}. */
export interface RegistrationPeriodFormProps {
  kind: PeriodFormKind;
  registration: Registration;
  /** The on-site period of the registration's means. */
  means: { start: string; end: string };
  /** Where the page goes once saved, and on "Annuler": the means' page. */
  doneHref: string;
}

/**
 * The registration edit form and the schedule proposition form (spec 02 §2, §5): the start and
 * end as date and time, within 4 hours before the means starts and after it ends (outside its
 * period but within the window, a warning), the operational role when editing, a comment; each
 * rule of the domain said on its field as the person types, an unchanged proposition said above
 * the form, the server's refusal on its field or above the form; once saved, the means' page.
 */
export function RegistrationPeriodForm({
  kind,
  registration,
  means,
  doneHref,
}: RegistrationPeriodFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const settings = useSettings();
  const { timeZone } = settings;
  const [initial] = useState(() => periodFormOf(kind, registration, timeZone));
  const context = useMemo<PeriodFormContext>(
    () => ({
      now: businessNow(settings),
      timeZone,
      means: {
        start: instantToWallClock(means.start, timeZone),
        end: instantToWallClock(means.end, timeZone),
      },
      currentSchedule: { start: initial.start, end: initial.end },
    }),
    [settings, timeZone, means.start, means.end, initial],
  );
  const form = useFormState<typeof initial, PeriodFormValidated, PeriodFormContext>(
    {
      initial,
      validate: periodValidatorOf(kind),
      toInput: periodFormInput(kind),
      context,
    },
    periodFieldOrder,
  );
  const update = useUpdateRegistration();
  const propose = useProposeSchedule();
  const [isDone, setDone] = useState(false);
  // Once the guard has seen the form saved, the page leaves without a question.
  useEffect(() => {
    if (isDone && form.isSaved) navigate(doneHref);
  }, [isDone, form.isSaved, navigate, doneHref]);

  const submit = async () => {
    const ok = await form.submit(async (values) => {
      if (kind === "edit") {
        await update.send({ params: { id: registration.id }, body: values });
      } else {
        await propose.send({ body: { registrationId: registration.id, ...values } });
      }
    });
    if (ok) setDone(true);
  };
  const refused =
    kind === "edit"
      ? t({ context: "staffing", message: "L'enregistrement est refusé" })
      : t({ context: "staffing", message: "La proposition est refusée" });
  const hours = registrationWindowHours;
  const window = t({
    context: "staffing",
    message: `Au plus ${hours} heures avant le début du moyen et ${hours} heures après sa fin.`,
  });

  return (
    <FormFrame
      form={form}
      fieldOrder={periodFieldOrder}
      fieldId={periodFieldId}
      refusalTitle={refused}
      onSubmit={() => void submit()}
    >
      <DateTimeFields
        id={periodFieldId("start")}
        dateLabel={t({ context: "staffing", message: "Début" })}
        timeLabel={t({ context: "staffing", message: "Heure de début" })}
        value={form.values.start}
        onChange={(start) => form.setField("start", start)}
        onBlur={() => form.touch("start")}
        findings={form.findingsOf("start")}
        description={window}
        isRequired
      />
      <DateTimeFields
        id={periodFieldId("end")}
        dateLabel={t({ context: "staffing", message: "Fin" })}
        timeLabel={t({ context: "staffing", message: "Heure de fin" })}
        value={form.values.end}
        onChange={(end) => form.setField("end", end)}
        onBlur={() => form.touch("end")}
        findings={form.findingsOf("end")}
        isRequired
      />
      {kind === "edit" ? (
        <OperationalRoleSelect
          id={periodFieldId("operationalRoleId")}
          value={form.values.operationalRoleId}
          onChange={(role) => form.setField("operationalRoleId", role)}
          isDisabled={false}
          feedback={form.feedback("operationalRoleId")}
        />
      ) : null}
      <TextArea
        id={periodFieldId("comment")}
        label={t({ context: "staffing", message: "Commentaire" })}
        value={form.values.comment}
        onChange={(comment) => form.setField("comment", comment)}
        onBlur={() => form.touch("comment")}
        maxLength={textMaxLengths.comment}
        {...form.feedback(
          "comment",
          kind === "propose"
            ? t({
                context: "staffing",
                message: "Pourquoi cet horaire : la personne et ses responsables le liront.",
              })
            : undefined,
        )}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={form.isSubmitting}>
          {kind === "edit"
            ? t({ context: "staffing", message: "Enregistrer l'inscription" })
            : t({ context: "staffing", message: "Proposer cet horaire" })}
        </Button>
        <Button variant="secondary" onPress={() => navigate(doneHref)}>
          {t({ context: "staffing", message: "Annuler" })}
        </Button>
      </div>
    </FormFrame>
  );
}
