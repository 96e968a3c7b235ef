import { useLingui } from "@lingui/react/macro";
import {
  grantableScopeTypes,
  type RoleCode,
  type ScopeType,
  scopeTypesOfRole,
  validateRoleAssignment,
} from "@releve/domain";
import { Radio, RadioGroup, Select, type SelectOption, toastQueue, useRoleLabel } from "@releve/ui";
import { useState } from "react";
import { FormDialog } from "../../../lib/FormDialog";
import { useFormState } from "../../../lib/form-state";
import { useSession } from "../../../lib/session";
import { type HeldRole, type RoleRow, useAssignRole } from "../api/security";
import { scopeTypeHints, scopeTypeLabels } from "../hooks/labels";
import { useValidityDays } from "../hooks/validity";
import { ValidityFields } from "./ValidityFields";

/** The dialog's fields as the person fills them. */
interface AssignmentValues extends Record<string, unknown> {
  roleCode: RoleCode | null;
  scopeType: ScopeType | null;
  validFrom: string;
  validTo: string;
}

const fieldOrder = ["roleCode", "scopeType", "validFrom", "validTo"] as const;
const fieldId = (field: string) => `role-assignment-${field.split(".")[0] ?? field}`;

/** Props of {@link RoleAssignDialog}. */
export interface RoleAssignDialogProps {
  person: { id: number; name: string };
  /** The role table: the roles the active role may give, not held yet, are offered. */
  roles: readonly RoleRow[];
  /** The roles the person holds. */
  heldRoles: readonly HeldRole[];
  /** The role changed, or `null` to give a new one. */
  changing: HeldRole | null;
  /** The organisation's day, the first day of a new role. */
  today: string;
  onClose: () => void;
}

/**
 * The role assign dialog (spec 02 §2, §6): a role the active role may give — or, for a role held,
 * its scope type and days changed —, the scope type among those the role takes and the active
 * role may grant, each with what it reaches, and the days it holds. What the role table forbids
 * the API refuses (`securityRole.forbidden`, `scope.forbidden`, the staff type), said here.
 */
export function RoleAssignDialog({
  person,
  roles,
  heldRoles,
  changing,
  today,
  onClose,
}: RoleAssignDialogProps) {
  const { t, i18n } = useLingui();
  const roleLabel = useRoleLabel();
  const daysOf = useValidityDays();
  const { activeAuthorization } = useSession();
  const assign = useAssignRole();
  const grantable = grantableScopeTypes(activeAuthorization?.scopeType ?? "byItems");
  const scopeTypesFor = (role: RoleCode | null) =>
    role === null ? [] : scopeTypesOfRole(role).filter((type) => grantable.includes(type));
  const [initial] = useState<AssignmentValues>(() =>
    changing
      ? {
          roleCode: changing.roleCode,
          scopeType: changing.scopeType,
          ...daysOf(changing.validFrom, changing.validTo),
        }
      : { roleCode: null, scopeType: null, validFrom: today, validTo: "" },
  );
  const form = useFormState(
    {
      initial,
      validate: validateRoleAssignment,
      context: undefined,
      toInput: (values: AssignmentValues) => ({
        personId: person.id,
        roleCode: values.roleCode,
        scopeType: values.scopeType,
        validFrom: values.validFrom,
        validTo: values.validTo === "" ? null : values.validTo,
      }),
    },
    fieldOrder,
  );
  const { values } = form;
  const held = new Set(heldRoles.map((role) => role.roleCode));
  const roleOptions = roles
    .filter((role) => role.assignable && !held.has(role.code))
    .map((role): SelectOption => ({ id: role.code, label: roleLabel(role.code) }));
  const scopeTypes = scopeTypesFor(values.roleCode);
  const chooseRole = (roleCode: RoleCode) => {
    form.setField("roleCode", roleCode);
    const offered = scopeTypesFor(roleCode);
    // A role taking one scope type only (field staff) gets it at once.
    form.setField("scopeType", offered.length === 1 ? (offered[0] ?? null) : null);
  };
  const submit = async () => {
    const saved = await form.submit(async (valid) => {
      await assign.send({ body: valid });
    });
    if (!saved) return;
    onClose();
    const role = values.roleCode ? roleLabel(values.roleCode) : "";
    toastQueue.add({
      kind: "saved",
      title: changing
        ? t({ context: "security", message: `Rôle ${role} modifié` })
        : t({ context: "security", message: `Rôle ${role} attribué` }),
    });
  };
  const name = person.name;
  return (
    <FormDialog
      form={form}
      title={
        changing
          ? t({ context: "security", message: `Modifier le rôle de ${name}` })
          : t({ context: "security", message: `Attribuer un rôle à ${name}` })
      }
      cancelLabel={t({ context: "security", message: "Annuler" })}
      submitLabel={
        changing
          ? t({ context: "security", message: "Enregistrer" })
          : t({ context: "security", message: "Attribuer" })
      }
      onClose={onClose}
      fieldOrder={fieldOrder}
      fieldId={fieldId}
      refusalTitle={t({ context: "security", message: "L'attribution est refusée" })}
      onSubmit={() => void submit()}
    >
      {changing ? (
        <p>
          {t({ context: "security", message: "Rôle :" })} {roleLabel(changing.roleCode)}
        </p>
      ) : (
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
            t({ context: "security", message: "Les rôles que vous pouvez attribuer." }),
          )}
        />
      )}
      {scopeTypes.length > 0 ? (
        <RadioGroup
          id={fieldId("scopeType")}
          label={t({ context: "security", message: "Portée" })}
          value={values.scopeType}
          onChange={(scopeType) => form.setField("scopeType", scopeType as ScopeType)}
          isRequired
          {...form.feedback("scopeType")}
        >
          {scopeTypes.map((scopeType) => (
            <Radio
              key={scopeType}
              value={scopeType}
              description={i18n._(scopeTypeHints[scopeType])}
            >
              {i18n._(scopeTypeLabels[scopeType])}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      <ValidityFields
        ids={{ validFrom: fieldId("validFrom"), validTo: fieldId("validTo") }}
        value={values}
        onChange={(field, day) => form.setField(field, day)}
        onBlur={(field) => form.touch(field)}
        feedback={form.feedback}
      />
    </FormDialog>
  );
}
