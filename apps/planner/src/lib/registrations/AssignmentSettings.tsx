import { useLingui } from "@lingui/react/macro";
import { Radio, RadioGroup } from "@releve/ui";
import { useState } from "react";
import { ConfirmComment } from "../ConfirmAction";
import { OperationalRoleSelect, useOperationalRole } from "./operational-role";

/** How the chosen persons are put on the means: validated at once, or proposed to them. */
export type AssignMode = "assign" | "propose";

/** How an assignment is made: its mode, operational role and comment, with their setters. */
export function useAssignmentSettings() {
  const [mode, setMode] = useState<AssignMode>("assign");
  const [role, setRole] = useOperationalRole();
  const [comment, setComment] = useState("");
  return { mode, setMode, role, setRole, comment, setComment };
}

/** The settings of an assignment: assign or propose, the operational role, the comment. */
export function AssignmentSettings({
  settings,
  isDisabled,
}: {
  settings: ReturnType<typeof useAssignmentSettings>;
  isDisabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <RadioGroup
        label={t({ context: "registration", message: "Mode" })}
        value={settings.mode}
        onChange={(value) => settings.setMode(value === "propose" ? "propose" : "assign")}
        isDisabled={isDisabled}
      >
        <Radio value="assign">
          {t({
            context: "registration",
            message: "Affecter — les personnes sont retenues aussitôt et prévenues",
          })}
        </Radio>
        <Radio value="propose">
          {t({
            context: "registration",
            message: "Proposer — chaque personne accepte ou décline le moyen",
          })}
        </Radio>
      </RadioGroup>
      <OperationalRoleSelect
        value={settings.role}
        onChange={settings.setRole}
        isDisabled={isDisabled}
      />
      <ConfirmComment
        value={settings.comment}
        onChange={settings.setComment}
        description={t({ context: "registration", message: "Joint au message envoyé." })}
        isDisabled={isDisabled}
      />
    </>
  );
}
