import { useLingui } from "@lingui/react/macro";
import { type OperationalActivityValues, routeHref, textMaxLengths } from "@releve/domain";
import { Button, Checkbox, TextArea } from "@releve/ui";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { FormFrame } from "../../../lib/FormFrame";
import * as styles from "../../../lib/form.css";
import { useFormState } from "../../../lib/form-state";
import { RegistrationSettingsFields } from "../../../lib/planning/RegistrationSettingsFields";
import type { ScopeChoices } from "../../../lib/scope-choices";
import { businessNow, useSettings } from "../../../lib/settings";
import type { SeriesEditScope } from "../api/activities";
import { useActivitySave } from "../hooks/form-save";
import {
  type ActivityFormMode,
  type ActivityFormValues,
  activityFieldId,
  activityFieldOrder,
  activityFormInput,
  validatorOf,
} from "../hooks/form-values";
import { ActivityFormAttachments } from "./ActivityFormAttachments";
import { ActivityFormPlace } from "./ActivityFormPlace";
import { ActivityFormRecurrence } from "./ActivityFormRecurrence";
import { ActivityFormWhat } from "./ActivityFormWhat";
import { refusedOccurrence, SeriesEditDialog } from "./SeriesEditDialog";

/** Props of {@link ActivityForm}. */
export interface ActivityFormProps {
  mode: ActivityFormMode;
  /** What the fields start with: a new form, or the activity edited or cloned. */
  initial: ActivityFormValues;
  /** The activities and entities of the role's scope. */
  choices: ScopeChoices;
  /** Where "Annuler" goes. */
  cancelHref: string;
  /** The series of the activity edited, when it is an occurrence of one: the save asks its scope. */
  recurrenceId?: number | null;
}

/**
 * The operational activity form (spec 02 §3, §5), create, edit and clone alike: every rule of
 * the domain said on its field as the person types, the summary of what stops the submit, the
 * server's refusal on its field or above the form, the saving toasts, the warning before leaving
 * unsaved changes; once saved, the activity's page.
 */
export function ActivityForm({
  mode,
  initial,
  choices,
  cancelHref,
  recurrenceId = null,
}: ActivityFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const settings = useSettings();
  const form = useFormState(
    {
      initial,
      validate: validatorOf(mode),
      toInput: activityFormInput,
      context: {
        now: businessNow(settings),
        timeZone: settings.timeZone,
        originalStart: mode.kind === "edit" ? initial.start : null,
      },
      showFindingsAtOnce: mode.kind === "clone",
    },
    activityFieldOrder,
  );
  const { save, sending, seriesEdit } = useActivitySave(mode, initial);
  // An occurrence's edit, once its rules let it through, first asks which occurrences it reaches.
  const [asking, setAsking] = useState<OperationalActivityValues | null>(null);
  const [destination, setDestination] = useState<string | null>(null);
  // Once the guard has seen the form saved, the page leaves without a question.
  useEffect(() => {
    if (destination !== null && form.isSaved) navigate(destination);
  }, [destination, form.isSaved, navigate]);

  const submitWith = async (scope: SeriesEditScope | null) => {
    const saved = { href: "" };
    const ok = await form.submit(
      async (values) => {
        saved.href = await save(values, form.values, scope);
      },
      // A series edit stopped by another occurrence: its dialog says which, and why.
      {
        isOwnRefusal: (error) => {
          const refused = refusedOccurrence(error);
          return refused === null || mode.kind !== "edit" || refused === mode.id;
        },
      },
    );
    if (ok) setDestination(saved.href);
    return ok;
  };
  const submit = async () => {
    const { values, findings } = form.validation;
    const passes = values !== undefined && !findings.some((f) => f.severity === "blocking");
    if (mode.kind === "edit" && recurrenceId !== null && passes) {
      setAsking(values as OperationalActivityValues);
      return;
    }
    await submitWith(null);
  };
  const submitLabel =
    mode.kind === "edit"
      ? t({ context: "activity-form", message: "Enregistrer les modifications" })
      : mode.kind === "clone"
        ? t({ context: "activity-form", message: "Créer la copie" })
        : form.values.recurrence
          ? t({ context: "activity-form", message: "Créer la série" })
          : t({ context: "activity-form", message: "Créer l'activité" });

  return (
    <FormFrame
      form={form}
      fieldOrder={activityFieldOrder}
      fieldId={activityFieldId}
      refusalTitle={t({ context: "activity-form", message: "L'enregistrement est refusé" })}
      describeRefusal={({ finding, message }) => {
        const means = finding.params.meansOfInterventionId;
        return means === undefined
          ? message
          : t({
              context: "activity-form",
              comment: "A copied means of the clone refused: its number, then why.",
              message: `Moyen n° ${means} copié : ${message}`,
            });
      }}
      onSubmit={() => void submit()}
    >
      {mode.kind === "edit" && recurrenceId !== null && asking !== null ? (
        <SeriesEditDialog
          isOpen
          onClose={() => setAsking(null)}
          occurrenceId={mode.id}
          recurrenceId={recurrenceId}
          values={asking}
          action={{ isPending: form.isSubmitting || seriesEdit.isPending, error: seriesEdit.error }}
          onConfirm={submitWith}
        />
      ) : null}
      <ActivityFormWhat form={form} />
      <ActivityFormPlace form={form} choices={choices} />
      <RegistrationSettingsFields
        form={form}
        fieldId={activityFieldId}
        headingId="activity-form-registration"
      />
      {mode.kind === "create" ? <ActivityFormRecurrence form={form} /> : null}
      <TextArea
        id={activityFieldId("comment")}
        label={t({ context: "activity-form", message: "Commentaire" })}
        value={form.values.comment}
        onChange={(comment) => form.setField("comment", comment)}
        onBlur={() => form.touch("comment")}
        maxLength={textMaxLengths.comment}
        {...form.feedback("comment")}
      />
      <ActivityFormAttachments form={form} sending={sending} />
      {mode.kind === "clone" ? (
        <Checkbox
          id={activityFieldId("copyMeans")}
          isSelected={form.values.copyMeans}
          onChange={(isSelected) => form.setField("copyMeans", isSelected)}
        >
          {t({
            context: "activity-form",
            message: "Copier aussi ses moyens d'intervention, en brouillon",
          })}
        </Checkbox>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={form.isSubmitting}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onPress={() => navigate(cancelHref)}>
          {t({ context: "activity-form", message: "Annuler" })}
        </Button>
      </div>
    </FormFrame>
  );
}

/** Where "Annuler" leads: the activity edited or cloned, else the list. */
export function cancelHrefOf(mode: ActivityFormMode): string {
  if (mode.kind === "edit") return routeHref("operational-activity-detail-page", { id: mode.id });
  if (mode.kind === "clone") {
    return routeHref("operational-activity-detail-page", { id: mode.sourceId });
  }
  return routeHref("operational-activity-list");
}
