import { useLingui } from "@lingui/react/macro";
import type { RoleCode } from "@releve/domain";
import { toastQueue, useRoleLabel } from "@releve/ui";
import { ConfirmAction } from "../../../lib/ConfirmAction";
import { useRemovePrivilege } from "../api/security";

/**
 * Deleting a privilege: its user keeps the role, which no longer reaches what the privilege
 * named; a role scoped by items or types with no privilege left reaches nothing (spec 01 §6).
 */
export function DeletePrivilegeDialog({
  privilege,
  onClose,
}: {
  privilege: { id: number; name: string; roleCode: RoleCode };
  onClose: () => void;
}) {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  const remove = useRemovePrivilege();
  const { name } = privilege;
  const role = roleLabel(privilege.roleCode);
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "security", message: "Supprimer le privilège ?" })}
      confirmLabel={t({ context: "security", message: "Supprimer le privilège" })}
      variant="danger"
      action={remove}
      onConfirm={() => remove.run({ params: { id: privilege.id } })}
      onDone={() =>
        toastQueue.add({
          kind: "saved",
          title: t({ context: "security", message: "Privilège supprimé" }),
        })
      }
    >
      <p>
        {t({
          context: "security",
          message: `${name} garde le rôle ${role}, qui n'atteindra plus ce que ce privilège nommait. Sans autre privilège, un rôle restreint n'atteint plus rien.`,
        })}
      </p>
    </ConfirmAction>
  );
}
