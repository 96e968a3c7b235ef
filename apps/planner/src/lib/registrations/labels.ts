import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { StaffType } from "@releve/domain";

/** A person's staff type (spec 02 §3). */
export const staffTypeLabels: Record<StaffType, MessageDescriptor> = {
  employee: msg({ context: "registration", message: "Salarié" }),
  volunteer: msg({ context: "registration", message: "Bénévole" }),
  external: msg({ context: "registration", message: "Externe" }),
};
