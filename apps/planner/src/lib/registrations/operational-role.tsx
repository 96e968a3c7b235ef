import { useLingui } from "@lingui/react/macro";
import { localizedLabel } from "@releve/domain";
import { Select } from "@releve/ui";
import { useState } from "react";
import type { FieldFeedback } from "../form-state";
import { operationalRolesQuery } from "../reference-data";

/**
 * The operational role (driver, team leader…) an assignment, a validation or a registration's
 * edit gives a person on a means: chosen among the reference data's, or none.
 */

/** The "none" choice of the operational role. */
const noRole = "none";

/** The operational role chosen, as an action sends it: `null` for none. */
export const roleRequest = (role: string): number | null => (role === noRole ? null : Number(role));

/** The choice showing a registration's operational role: `null` is none. */
export const roleChoice = (id: number | null): string => (id === null ? noRole : String(id));

/** The choice of an operational role (driver, team leader…), none by default. */
export function useOperationalRole() {
  return useState<string>(noRole);
}

/** The operational role of an assignment or a validation: one of the reference data's, or none. */
export function OperationalRoleSelect(props: {
  value: string;
  onChange: (value: string) => void;
  isDisabled: boolean;
  /** Its id, in a form whose summary links to it. */
  id?: string;
  /** What a form's rules say of it. */
  feedback?: FieldFeedback;
}) {
  const { t, i18n } = useLingui();
  const roles = operationalRolesQuery.use().data ?? [];
  return (
    <Select
      label={t({ context: "registration", message: "Rôle opérationnel" })}
      value={props.value}
      onChange={(key) => props.onChange(String(key))}
      options={[
        { id: noRole, label: t({ context: "registration", message: "Aucun" }) },
        ...roles.map((item) => ({
          id: String(item.id),
          label: localizedLabel(item.label, i18n.locale),
        })),
      ]}
      isDisabled={props.isDisabled}
      {...(props.id === undefined ? {} : { id: props.id })}
      {...props.feedback}
    />
  );
}
