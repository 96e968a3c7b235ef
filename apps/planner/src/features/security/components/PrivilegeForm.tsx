import { useLingui } from "@lingui/react/macro";
import { localizedLabel, type RoleCode, validateUserProfileScope } from "@releve/domain";
import {
  Button,
  ComboBox,
  Radio,
  RadioGroup,
  Select,
  type SelectOption,
  useRoleLabel,
} from "@releve/ui";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { FormFrame } from "../../../lib/FormFrame";
import * as styles from "../../../lib/form.css";
import { feedbackFor, useFormState } from "../../../lib/form-state";
import { PersonComboBox } from "../../../lib/registrations/PersonComboBox";
import type { ScopeChoices } from "../../../lib/scope-choices";
import { type RoleRow, useCreatePrivilege, useUpdatePrivilege } from "../api/security";
import {
  kindsOfRole,
  type PrivilegeFormMode,
  type PrivilegeFormValues,
  type PrivilegeKind,
  privilegeFieldId,
  privilegeFieldOrder,
  privilegeInput,
} from "../hooks/privilege-form";
import { ValidityFields } from "./ValidityFields";

/** Props of {@link PrivilegeForm}. */
export interface PrivilegeFormProps {
  mode: PrivilegeFormMode;
  initial: PrivilegeFormValues;
  /** The role table: the roles the active role may give are offered. */
  roles: readonly RoleRow[];
  /** The activities and entities the active role reaches, with their types. */
  choices: ScopeChoices;
  /** Where the page goes once saved or cancelled (the list, or the person's page). */
  doneHref: string;
}

/**
 * The privilege (user profile scope) form (spec 02 §2, §3; spec 01 §6), create and edit alike:
 * the user, found by name; a role the active role may give; where it applies — an activity and an
 * entity, or types of both, or for field staff nothing beyond their functions —, within what the
 * active role reaches; its days of validity. Creating a privilege of a role the user does not hold
 * gives them the role (decision 009). Every rule of the domain on its field, the server's refusal
 * on its field or above the form; once saved, back where it came from.
 */
export function PrivilegeForm({ mode, initial, roles, choices, doneHref }: PrivilegeFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const roleLabel = useRoleLabel();
  const form = useFormState(
    {
      initial,
      validate: validateUserProfileScope,
      context: undefined,
      toInput: privilegeInput,
    },
    privilegeFieldOrder,
  );
  const create = useCreatePrivilege();
  const update = useUpdatePrivilege();
  useEffect(() => {
    if (form.isSaved) navigate(doneHref);
  }, [form.isSaved, navigate, doneHref]);

  const { values } = form;
  const fieldId = privilegeFieldId(values.kind);
  const kinds = kindsOfRole(values.roleCode);
  const kindLabels: Record<PrivilegeKind, string> = {
    items: t({ context: "security", message: "Une activité dans une entité" }),
    types: t({ context: "security", message: "Des types d'activité et d'entité" }),
    nothing: t({ context: "security", message: "Selon ses fonctions seulement" }),
  };
  const label = (item: { label: Parameters<typeof localizedLabel>[0] }) =>
    localizedLabel(item.label, i18n.locale);
  const sorted = (items: readonly { id: number; label: Parameters<typeof localizedLabel>[0] }[]) =>
    items
      .map((item): SelectOption => ({ id: item.id, label: label(item) }))
      .sort((a, b) => String(a.label).localeCompare(String(b.label), i18n.locale));
  const roleOptions = roles
    .filter((role) => role.assignable || role.code === initial.roleCode)
    .map((role): SelectOption => ({ id: role.code, label: roleLabel(role.code) }));
  // The rule that a scope needs an activity and an entity speaks on the type fields.
  const sideFeedback = (item: "activityId" | "entityId", type: "activityTypeId" | "entityTypeId") =>
    feedbackFor(i18n, [...form.findingsOf(item), ...form.findingsOf(type)]);
  const chooseRole = (roleCode: RoleCode) => {
    form.setField("roleCode", roleCode);
    const allowed = kindsOfRole(roleCode);
    if (!allowed.includes(values.kind)) form.setField("kind", allowed[0] ?? "items");
  };
  const submit = () =>
    form.submit(async (valid) => {
      if (mode.kind === "edit") await update.send({ params: { id: mode.id }, body: valid });
      else await create.send({ body: valid });
    });

  return (
    <FormFrame
      form={form}
      fieldOrder={privilegeFieldOrder}
      fieldId={fieldId}
      refusalTitle={t({ context: "security", message: "L'enregistrement est refusé" })}
      onSubmit={() => void submit()}
    >
      <PersonComboBox
        id={fieldId("personId")}
        label={t({ context: "security", message: "Utilisateur" })}
        value={values.personId === null ? null : { id: values.personId, name: values.personName }}
        onChange={(person) => {
          form.setField("personId", person?.id ?? null);
          form.setField("personName", person?.name ?? "");
        }}
        onBlur={() => form.touch("personId")}
        isRequired
        {...form.feedback(
          "personId",
          t({ context: "security", message: "Une personne de votre périmètre, par son nom." }),
        )}
      />
      <Select
        id={fieldId("roleCode")}
        label={t({ context: "security", message: "Rôle" })}
        options={roleOptions}
        value={values.roleCode}
        onChange={(key) => chooseRole(key as RoleCode)}
        onBlur={() => form.touch("roleCode")}
        isRequired
        {...form.feedback(
          "roleCode",
          t({
            context: "security",
            message: "Les rôles que vous pouvez attribuer. S'il ne l'a pas, il le reçoit.",
          }),
        )}
      />
      <RadioGroup
        id="privilege-kind"
        label={t({ context: "security", message: "S'applique à" })}
        value={values.kind}
        onChange={(kind) => form.setField("kind", kind as PrivilegeKind)}
        orientation="horizontal"
      >
        {kinds.map((kind) => (
          <Radio key={kind} value={kind}>
            {kindLabels[kind]}
          </Radio>
        ))}
      </RadioGroup>
      {values.kind === "items" ? (
        <div className={styles.row}>
          <Select
            id={fieldId("activityId")}
            label={t({ context: "security", message: "Activité" })}
            options={sorted(choices.activities)}
            value={values.activityId}
            onChange={(key) => form.setField("activityId", Number(key))}
            onBlur={() => form.touch("activityId")}
            isRequired
            {...sideFeedback("activityId", "activityTypeId")}
          />
          <ComboBox
            id={fieldId("entityId")}
            label={t({ context: "security", message: "Entité" })}
            options={sorted(choices.entities)}
            selectedKey={values.entityId}
            onSelectionChange={(key) =>
              form.setField("entityId", key === null ? null : Number(key))
            }
            onBlur={() => form.touch("entityId")}
            isRequired
            {...sideFeedback("entityId", "entityTypeId")}
            description={t({
              context: "security",
              message: "Ses entités rattachées en font partie.",
            })}
          />
        </div>
      ) : null}
      {values.kind === "types" ? (
        <div className={styles.row}>
          <Select
            id={fieldId("activityTypeId")}
            label={t({ context: "security", message: "Type d'activité" })}
            options={sorted(choices.activityTypes)}
            value={values.activityTypeId}
            onChange={(key) => form.setField("activityTypeId", Number(key))}
            onBlur={() => form.touch("activityTypeId")}
            isRequired
            {...form.feedback("activityTypeId")}
          />
          <Select
            id={fieldId("entityTypeId")}
            label={t({ context: "security", message: "Type d'entité" })}
            options={sorted(choices.entityTypes)}
            value={values.entityTypeId}
            onChange={(key) => form.setField("entityTypeId", Number(key))}
            onBlur={() => form.touch("entityTypeId")}
            isRequired
            {...form.feedback("entityTypeId")}
          />
        </div>
      ) : null}
      <ValidityFields
        ids={{ validFrom: fieldId("validFrom"), validTo: fieldId("validTo") }}
        value={values}
        onChange={(field, day) => form.setField(field, day)}
        onBlur={(field) => form.touch(field)}
        feedback={form.feedback}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={form.isSubmitting}>
          {mode.kind === "edit"
            ? t({ context: "security", message: "Enregistrer les modifications" })
            : t({ context: "security", message: "Donner le privilège" })}
        </Button>
        <Button variant="secondary" onPress={() => navigate(doneHref)}>
          {t({ context: "security", message: "Annuler" })}
        </Button>
      </div>
    </FormFrame>
  );
}
