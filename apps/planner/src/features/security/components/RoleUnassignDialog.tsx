import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { toastQueue, useRoleLabel } from "@releve/ui";
import { ConfirmAction } from "../../../lib/ConfirmAction";
import { type HeldRole, useUnassignRole } from "../api/security";

/**
 * The role unassign dialog (spec 02 §2): the role and its privileges are taken away at once; a
 * user acting under it falls back to their first role left (decision 009).
 */
export function RoleUnassignDialog({
  person,
  role,
  onClose,
}: {
  person: { id: number; name: string };
  role: HeldRole;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  const unassign = useUnassignRole();
  const label = roleLabel(role.roleCode);
  const name = person.name;
  const privileges = role.privilegeCount;
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "security", message: `Retirer le rôle ${label} ?` })}
      confirmLabel={t({ context: "security", message: "Retirer le rôle" })}
      variant="danger"
      action={unassign}
      onConfirm={() => unassign.run({ body: { personId: person.id, roleCode: role.roleCode } })}
      onDone={() =>
        toastQueue.add({
          kind: "saved",
          title: t({ context: "security", message: `Rôle ${label} retiré` }),
        })
      }
    >
      <p>
        {t({
          context: "security",
          message: `${name} n'aura plus le rôle ${label}, ni ${plural(privileges, { 0: "aucun privilège", one: "son privilège", other: "ses # privilèges" })}. S'il agit sous ce rôle, il passe à son premier rôle restant.`,
        })}
      </p>
    </ConfirmAction>
  );
}
