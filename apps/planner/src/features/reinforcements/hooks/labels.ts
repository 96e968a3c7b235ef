import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { EmailType } from "@releve/domain";

/** The kind of an address (spec 01 §3 e-mail type). */
export const emailTypeLabels: Record<EmailType, MessageDescriptor> = {
  private: msg({ context: "reinforcements", message: "Personnelle" }),
  professional: msg({ context: "reinforcements", message: "Professionnelle" }),
  shared: msg({ context: "reinforcements", message: "Partagée" }),
};

/** Who a recipient is: a person, or a shared address (a team's mailbox). */
export const recipientKindLabels: Record<"person" | "sharedAddress", MessageDescriptor> = {
  person: msg({ context: "reinforcements", message: "Personne" }),
  sharedAddress: msg({ context: "reinforcements", message: "Adresse partagée" }),
};
