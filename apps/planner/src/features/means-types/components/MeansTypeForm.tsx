import { useLingui } from "@lingui/react/macro";
import {
  languages,
  type MeansTypeVisibility,
  numberRanges,
  routeHref,
  textMaxLengths,
  validateMeansOfInterventionType,
} from "@releve/domain";
import {
  Button,
  MultilingualTextField,
  MultiSelect,
  NumberField,
  Radio,
  RadioGroup,
  type SelectOption,
} from "@releve/ui";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { FormFrame } from "../../../lib/FormFrame";
import * as styles from "../../../lib/form.css";
import { feedbackFor, useFormState } from "../../../lib/form-state";
import { useCreateMeansType, useUpdateMeansType } from "../api/means-types";
import {
  type MeansTypeFormMode,
  type MeansTypeFormValues,
  meansTypeFieldId,
  meansTypeFieldOrder,
} from "../hooks/form-values";
import type { MeansTypeReferences } from "../hooks/reference-choices";

/** The form's lists, each chosen from its reference data. */
type ListField = "operationalRoleIds" | "departureIds" | "entityIds";

/**
 * The means of intervention type form (spec 01 §3, spec 02 §2, §5), create and edit alike: the
 * label in French, English and German, the staff a new means of the type asks for, whether it is
 * offered for new means, its operational roles, departures and entities (none: everywhere), each
 * chosen once; every rule of the domain said on its field, the server's refusal on its field or
 * above the form, the warning before leaving unsaved changes; once saved, the list.
 */
export function MeansTypeForm({
  mode,
  initial,
  references,
}: {
  mode: MeansTypeFormMode;
  initial: MeansTypeFormValues;
  references: MeansTypeReferences;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const form = useFormState(
    { initial, validate: validateMeansOfInterventionType, context: undefined },
    meansTypeFieldOrder,
  );
  const create = useCreateMeansType();
  const update = useUpdateMeansType();
  const listHref = routeHref("means-of-intervention-types-list");
  // Once the guard has seen the form saved, the page leaves without a question.
  useEffect(() => {
    if (form.isSaved) navigate(listHref);
  }, [form.isSaved, navigate, listHref]);

  const { values } = form;
  // A list's findings are on its items (`departureIds.2`: chosen twice, or unknown).
  const listFeedback = (field: ListField, description: string) =>
    feedbackFor(
      i18n,
      [field, ...values[field].map((_, index) => `${field}.${index}`)].flatMap(form.findingsOf),
      description,
    );
  const listField = (field: ListField, label: string, options: SelectOption[], hint: string) => (
    <MultiSelect
      id={meansTypeFieldId(field)}
      label={label}
      options={options}
      value={values[field]}
      onChange={(keys) => form.setField(field, keys.map(Number))}
      onBlur={() => form.touch(field)}
      {...listFeedback(field, hint)}
    />
  );
  const submit = () =>
    form.submit(async (valid) => {
      if (mode.kind === "edit") await update.send({ params: { id: mode.id }, body: valid });
      else await create.send({ body: valid });
    });

  return (
    <FormFrame
      form={form}
      fieldOrder={meansTypeFieldOrder}
      fieldId={meansTypeFieldId}
      refusalTitle={t({ context: "means-types", message: "L'enregistrement est refusé" })}
      onSubmit={() => void submit()}
    >
      <MultilingualTextField
        id={meansTypeFieldId("label")}
        label={t({ context: "means-types", message: "Libellé" })}
        description={t({
          context: "means-types",
          message: "Dans chaque langue : chacun le lit dans la sienne.",
        })}
        value={values.label}
        onChange={(label) => form.setField("label", label)}
        requiredLanguages={languages}
        maxLength={textMaxLengths.label}
        errorMessages={Object.fromEntries(
          languages.map((language) => [language, form.feedback(`label.${language}`).errorMessage]),
        )}
      />
      <NumberField
        id={meansTypeFieldId("defaultRequiredStaffCount")}
        label={t({ context: "means-types", message: "Personnel requis par défaut" })}
        value={values.defaultRequiredStaffCount ?? Number.NaN}
        onChange={(count) =>
          form.setField("defaultRequiredStaffCount", Number.isNaN(count) ? null : count)
        }
        onBlur={() => form.touch("defaultRequiredStaffCount")}
        minValue={numberRanges.staffCount.min}
        maxValue={numberRanges.staffCount.max}
        isRequired
        {...form.feedback(
          "defaultRequiredStaffCount",
          t({
            context: "means-types",
            message: "Ce qu'un nouveau moyen de ce type demande, modifiable sur le moyen.",
          }),
        )}
      />
      <RadioGroup
        id={meansTypeFieldId("visibility")}
        label={t({ context: "means-types", message: "Visibilité" })}
        value={values.visibility}
        onChange={(visibility) => form.setField("visibility", visibility as MeansTypeVisibility)}
        orientation="horizontal"
        {...form.feedback(
          "visibility",
          t({
            context: "means-types",
            message:
              "Un type désactivé n'est plus proposé à la création d'un moyen ; les moyens qui l'ont déjà le gardent.",
          }),
        )}
      >
        <Radio value="enabled">{t({ context: "means-types", message: "Actif" })}</Radio>
        <Radio value="disabled">{t({ context: "means-types", message: "Désactivé" })}</Radio>
      </RadioGroup>
      {listField(
        "operationalRoleIds",
        t({ context: "means-types", message: "Rôles opérationnels" }),
        references.operationalRoles,
        t({
          context: "means-types",
          message: "Les rôles tenus sur un moyen de ce type (conducteur, chef d'équipe…).",
        }),
      )}
      {listField(
        "departureIds",
        t({ context: "means-types", message: "Départs" }),
        references.departures,
        t({ context: "means-types", message: "Les lieux d'où partent les moyens de ce type." }),
      )}
      {listField(
        "entityIds",
        t({ context: "means-types", message: "Entités" }),
        references.entities,
        t({
          context: "means-types",
          message: "Les entités où le type est proposé ; aucune : partout.",
        }),
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={form.isSubmitting}>
          {mode.kind === "edit"
            ? t({ context: "means-types", message: "Enregistrer les modifications" })
            : t({ context: "means-types", message: "Créer le type" })}
        </Button>
        <Button variant="secondary" onPress={() => navigate(listHref)}>
          {t({ context: "means-types", message: "Annuler" })}
        </Button>
      </div>
    </FormFrame>
  );
}
