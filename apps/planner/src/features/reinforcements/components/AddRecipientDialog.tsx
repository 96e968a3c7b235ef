import { useLingui } from "@lingui/react/macro";
import {
  type EmailType,
  emailTypes,
  type ReinforcementContext,
  type ReinforcementPersonValues,
  type SharedAddressValues,
  textMaxLengths,
  validateReinforcementPerson,
  validateSharedAddress,
} from "@releve/domain";
import { Select, TextField, toastQueue } from "@releve/ui";
import { useMemo, useState } from "react";
import { FormDialog } from "../../../lib/FormDialog";
import { useFormState } from "../../../lib/form-state";
import { PersonComboBox } from "../../../lib/registrations/PersonComboBox";
import type { ScopeChoices } from "../../../lib/scope-choices";
import { useAddRecipient, useRecipients } from "../api/reinforcements";
import { emailTypeLabels } from "../hooks/labels";
import { PlaceFields } from "./PlaceFields";

/** What the dialog adds: a person, or a shared address. */
export type RecipientKind = "person" | "sharedAddress";

/** The dialog's fields as the person fills them; each kind reads its own. */
interface RecipientValues extends Record<string, unknown> {
  entityId: number | null;
  activityId: number | null;
  personId: number | null;
  personName: string;
  name: string;
  email: string;
  emailType: EmailType;
}

const fieldOrders: Record<RecipientKind, readonly string[]> = {
  person: ["entityId", "activityId", "personId"],
  sharedAddress: ["entityId", "activityId", "name", "email", "emailType"],
};
const fieldId = (field: string) => `recipient-${field.split(".")[0] ?? field}`;

/** The largest number of recipients of one place read to say a duplicate early. */
const recipientsChecked = 100;

/**
 * The add person and add shared address forms (spec 02 §2, §3): where (an entity and an
 * activity), then the person found by name, or the address's name, e-mail and type. The same
 * person or address twice at one place is said on its field as soon as it is typed (the
 * recipients of the place are read for it), and the API refuses it as well, with the catalogue's
 * message.
 */
export function AddRecipientDialog({
  kind,
  choices,
  place,
  onClose,
}: {
  kind: RecipientKind;
  choices: ScopeChoices;
  /** The place the list shows, to start from. */
  place: { entityId: number | null; activityId: number | null };
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const add = useAddRecipient();
  const [initial] = useState<RecipientValues>(() => ({
    ...place,
    personId: null,
    personName: "",
    name: "",
    email: "",
    emailType: "shared",
  }));
  // The place chosen, whose recipients are read to say a duplicate early.
  const [chosenPlace, setChosenPlace] = useState(place);
  const { entityId, activityId } = chosenPlace;
  const atPlace = useRecipients(
    entityId === null || activityId === null
      ? null
      : {
          entityIds: [entityId],
          activityIds: [activityId],
          kind,
          page: 1,
          pageSize: recipientsChecked,
        },
  );
  const context = useMemo(
    (): ReinforcementContext => ({ existingNotifications: atPlace.data?.items ?? [] }),
    [atPlace.data],
  );
  const fieldOrder = fieldOrders[kind];
  const form = useFormState<
    RecipientValues,
    ReinforcementPersonValues | SharedAddressValues,
    ReinforcementContext
  >(
    {
      initial,
      validate: kind === "person" ? validateReinforcementPerson : validateSharedAddress,
      context,
      toInput: (raw) =>
        kind === "person"
          ? { personId: raw.personId, entityId: raw.entityId, activityId: raw.activityId }
          : {
              name: raw.name,
              email: raw.email,
              emailType: raw.emailType,
              entityId: raw.entityId,
              activityId: raw.activityId,
            },
    },
    fieldOrder,
  );
  const { values } = form;
  const submit = async () => {
    const saved = await form.submit(async (valid) => {
      await add.send({ body: valid });
    });
    if (!saved) return;
    onClose();
    toastQueue.add({
      kind: "saved",
      title:
        kind === "person"
          ? t({ context: "reinforcements", message: "Personne ajoutée aux destinataires" })
          : t({ context: "reinforcements", message: "Adresse ajoutée aux destinataires" }),
    });
  };
  return (
    <FormDialog
      form={form}
      title={
        kind === "person"
          ? t({ context: "reinforcements", message: "Ajouter une personne" })
          : t({ context: "reinforcements", message: "Ajouter une adresse partagée" })
      }
      cancelLabel={t({ context: "reinforcements", message: "Annuler" })}
      submitLabel={t({ context: "reinforcements", message: "Ajouter" })}
      onClose={onClose}
      fieldOrder={fieldOrder}
      fieldId={fieldId}
      refusalTitle={t({ context: "reinforcements", message: "L'ajout est refusé" })}
      onSubmit={() => void submit()}
    >
      <PlaceFields
        choices={choices}
        value={values}
        ids={{ entityId: fieldId("entityId"), activityId: fieldId("activityId") }}
        onChange={(field, id) => {
          form.setField(field, id);
          setChosenPlace((chosen) => ({ ...chosen, [field]: id }));
        }}
        onBlur={(field) => form.touch(field)}
        feedback={form.feedback}
      />
      {kind === "person" ? (
        <PersonComboBox
          id={fieldId("personId")}
          label={t({ context: "reinforcements", message: "Personne" })}
          value={values.personId === null ? null : { id: values.personId, name: values.personName }}
          onChange={(person) => {
            form.setField("personId", person?.id ?? null);
            form.setField("personName", person?.name ?? "");
          }}
          onBlur={() => form.touch("personId")}
          isRequired
          {...form.feedback(
            "personId",
            t({
              context: "reinforcements",
              message: "Elle reçoit les demandes à son adresse de contact.",
            }),
          )}
        />
      ) : (
        <>
          <TextField
            id={fieldId("name")}
            label={t({ context: "reinforcements", message: "Nom" })}
            value={values.name}
            onChange={(name) => form.setField("name", name)}
            onBlur={() => form.touch("name")}
            maxLength={textMaxLengths.name}
            isRequired
            {...form.feedback(
              "name",
              t({
                context: "reinforcements",
                message: "Qui lit cette adresse (une équipe, un poste).",
              }),
            )}
          />
          <TextField
            id={fieldId("email")}
            label={t({ context: "reinforcements", message: "E-mail" })}
            type="email"
            value={values.email}
            onChange={(email) => form.setField("email", email)}
            onBlur={() => form.touch("email")}
            maxLength={textMaxLengths.email}
            isRequired
            {...form.feedback("email")}
          />
          <Select
            id={fieldId("emailType")}
            label={t({ context: "reinforcements", message: "Type d'adresse" })}
            options={emailTypes.map((type) => ({
              id: type,
              label: i18n._(emailTypeLabels[type]),
            }))}
            value={values.emailType}
            onChange={(type) => form.setField("emailType", type as EmailType)}
            isRequired
            {...form.feedback("emailType")}
          />
        </>
      )}
    </FormDialog>
  );
}
