import { useLingui } from "@lingui/react/macro";
import { instantToWallClock, textMaxLengths } from "@releve/domain";
import { Button, Switch, TextArea } from "@releve/ui";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { FormFrame } from "../../../lib/FormFrame";
import * as styles from "../../../lib/form.css";
import { useFormState } from "../../../lib/form-state";
import { RegistrationSettingsFields } from "../../../lib/planning/RegistrationSettingsFields";
import { predefinedSchedulesQuery } from "../../../lib/reference-data";
import { businessNow, useSettings } from "../../../lib/settings";
import { useMeansSave } from "../hooks/form-save";
import {
  inheritedSettings,
  type MeansFormMode,
  type MeansFormValues,
  type MeansParent,
  meansFieldId,
  meansFieldOrder,
  meansFormInput,
  meansValidatorOf,
} from "../hooks/form-values";
import {
  MeansFormSchedule,
  MeansFormVehicle,
  MeansFormWhat,
  type OfferedType,
} from "./MeansFormFields";

/** Props of {@link MeansForm}. */
export interface MeansFormProps {
  mode: MeansFormMode;
  initial: MeansFormValues;
  /** The activity the means hangs from: its period and registration settings. */
  parent: MeansParent;
  types: readonly OfferedType[];
  /** Where "Annuler" goes. */
  cancelHref: string;
}

/**
 * The means of intervention form (spec 02 §3, §5), create, edit and clone alike: every rule of
 * the domain said on its field as the person types — the rendezvous before the start, the return
 * after the end, a period outside the activity's as a warning — the summary of what stops the
 * submit, the server's refusal on its field or above the form (an edit made since the form was
 * read is said so, with a reload), the saving toasts, the warning before leaving unsaved
 * changes; once saved, the means' page.
 */
export function MeansForm({ mode, initial, parent, types, cancelHref }: MeansFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const settings = useSettings();
  const schedules = predefinedSchedulesQuery.use().data ?? [];
  const inherited = inheritedSettings(parent, settings.timeZone);
  const activityStart = instantToWallClock(parent.start, settings.timeZone);
  const form = useFormState(
    {
      initial,
      validate: meansValidatorOf(mode),
      toInput: meansFormInput(mode),
      context: {
        now: businessNow(settings),
        timeZone: settings.timeZone,
        currentPredefinedScheduleIds: schedules.map((schedule) => schedule.id),
        activity: {
          start: activityStart,
          end: instantToWallClock(parent.end, settings.timeZone),
          registrationDeadline: inherited.registrationDeadline || null,
        },
        originalStart: mode.kind === "edit" ? initial.start : null,
      },
      showFindingsAtOnce: mode.kind === "clone",
    },
    meansFieldOrder,
  );
  const save = useMeansSave(mode);
  const [destination, setDestination] = useState<string | null>(null);
  // Once the guard has seen the form saved, the page leaves without a question.
  useEffect(() => {
    if (destination !== null && form.isSaved) navigate(destination);
  }, [destination, form.isSaved, navigate]);

  const submit = async () => {
    const saved = { href: "" };
    const ok = await form.submit(async (values) => {
      saved.href = await save(values);
    });
    if (ok) setDestination(saved.href);
  };
  const inherit = (inherits: boolean) => {
    form.setField("inheritsFromActivity", inherits);
    if (!inherits) return;
    for (const [field, value] of Object.entries(inherited)) {
      form.setField(field as keyof typeof inherited, value as never);
    }
  };
  const type = types.find((candidate) => candidate.id === form.values.typeId);
  const submitLabel =
    mode.kind === "edit"
      ? t({ context: "means-form", message: "Enregistrer les modifications" })
      : mode.kind === "clone"
        ? t({ context: "means-form", message: "Créer la copie" })
        : (form.values.teamCount ?? 1) > 1
          ? t({ context: "means-form", message: "Créer les moyens" })
          : t({ context: "means-form", message: "Créer le moyen" });

  return (
    <FormFrame
      form={form}
      fieldOrder={meansFieldOrder}
      fieldId={meansFieldId}
      refusalTitle={t({ context: "means-form", message: "L'enregistrement est refusé" })}
      refusalAction={
        mode.kind === "edit" ? (
          <Button variant="secondary" onPress={() => window.location.reload()}>
            {t({ context: "means-form", message: "Recharger le moyen" })}
          </Button>
        ) : null
      }
      onSubmit={() => void submit()}
    >
      <MeansFormWhat form={form} types={types} withTeams={mode.kind === "create"} />
      <MeansFormSchedule form={form} activityDay={activityStart.slice(0, 10)} />
      <MeansFormVehicle form={form} type={type} />
      <RegistrationSettingsFields
        form={form}
        fieldId={meansFieldId}
        headingId="means-form-registration"
        isDisabled={form.values.inheritsFromActivity}
        before={
          <Switch
            id={meansFieldId("inheritsFromActivity")}
            isSelected={form.values.inheritsFromActivity}
            onChange={inherit}
            description={t({
              context: "means-form",
              message:
                "Sa date limite, sa validation et son ouverture sont alors celles de l'activité, affichées ci-dessous.",
            })}
          >
            {t({ context: "means-form", message: "Reprendre les réglages de l'activité" })}
          </Switch>
        }
      />
      <TextArea
        id={meansFieldId("comment")}
        label={t({ context: "means-form", message: "Commentaire" })}
        value={form.values.comment}
        onChange={(comment) => form.setField("comment", comment)}
        onBlur={() => form.touch("comment")}
        maxLength={textMaxLengths.comment}
        {...form.feedback("comment")}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={form.isSubmitting}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onPress={() => navigate(cancelHref)}>
          {t({ context: "means-form", message: "Annuler" })}
        </Button>
      </div>
    </FormFrame>
  );
}
