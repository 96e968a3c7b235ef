import type { Meta, StoryObj } from "@storybook/react-vite";
import { type FormEvent, useId, useState } from "react";
import { I18nProvider } from "react-aria-components";
import { expect, fn, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { Button } from "../Button/Button";
import { Checkbox } from "../Checkbox/Checkbox";
import { CheckboxGroup } from "../CheckboxGroup/CheckboxGroup";
import { NumberField } from "../NumberField/NumberField";
import { Radio, RadioGroup } from "../RadioGroup/RadioGroup";
import { TextField } from "../TextField/TextField";
import { Form } from "./Form";
import { FormErrorSummary } from "./FormErrorSummary";

/** react-aria's number locale (see NumberField's stories), until a global decorator gives it. */
const formatLocales: Record<UiLocale, string> = { fr: "fr-FR", en: "en-GB", de: "de-DE" };

/** The checked fields of the sample form, in the order they appear. */
const fieldNames = ["activity", "seats", "vehicle", "skills"] as const;
type FieldName = (typeof fieldNames)[number];

interface FormCopy {
  labels: Record<FieldName, string>;
  hint: string;
  seatsHint: string;
  seatsWarning: string;
  vehicles: Record<"vpsp" | "vl", string>;
  skills: Record<"pse1" | "pse2" | "driver", string>;
  errors: Record<FieldName, string>;
  serverError: string;
  submit: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, FormCopy> = {
  fr: {
    labels: {
      activity: "Nom de l'activité",
      seats: "Nombre de places",
      vehicle: "Véhicule",
      skills: "Compétences requises",
    },
    hint: "Visible par les bénévoles dans le planning.",
    seatsHint: "Entre 1 et 40.",
    seatsWarning: "Plus de 20 places : prévoyez un second chef d'équipe.",
    vehicles: { vpsp: "VPSP", vl: "Véhicule léger" },
    skills: { pse1: "PSE1", pse2: "PSE2", driver: "Chauffeur VPSP" },
    errors: {
      activity: "Indiquez le nom de l'activité.",
      seats: "Indiquez le nombre de places.",
      vehicle: "Choisissez le véhicule engagé.",
      skills: "Choisissez au moins une compétence requise.",
    },
    serverError: "Une activité porte déjà ce nom le 14 mars 2026.",
    submit: "Enregistrer",
  },
  en: {
    labels: {
      activity: "Activity name",
      seats: "Number of places",
      vehicle: "Vehicle",
      skills: "Required skills",
    },
    hint: "Shown to volunteers in the schedule.",
    seatsHint: "Between 1 and 40.",
    seatsWarning: "More than 20 places: plan a second team leader.",
    vehicles: { vpsp: "Ambulance", vl: "Car" },
    skills: { pse1: "PSE1", pse2: "PSE2", driver: "Ambulance driver" },
    errors: {
      activity: "Enter the activity name.",
      seats: "Enter the number of places.",
      vehicle: "Choose the vehicle committed.",
      skills: "Choose at least one required skill.",
    },
    serverError: "Another activity has this name on 14 March 2026.",
    submit: "Save",
  },
  de: {
    labels: {
      activity: "Name der Aktivität",
      seats: "Anzahl der Plätze",
      vehicle: "Fahrzeug",
      skills: "Erforderliche Qualifikationen",
    },
    hint: "Für die Ehrenamtlichen im Dienstplan sichtbar.",
    seatsHint: "Zwischen 1 und 40.",
    seatsWarning: "Mehr als 20 Plätze: Planen Sie einen zweiten Gruppenführer ein.",
    vehicles: { vpsp: "Rettungswagen", vl: "Pkw" },
    skills: { pse1: "PSE1", pse2: "PSE2", driver: "Fahrer Rettungswagen" },
    errors: {
      activity: "Geben Sie den Namen der Aktivität ein.",
      seats: "Geben Sie die Anzahl der Plätze ein.",
      vehicle: "Wählen Sie das eingesetzte Fahrzeug.",
      skills: "Wählen Sie mindestens eine erforderliche Qualifikation.",
    },
    serverError: "Am 14. März 2026 gibt es bereits eine Aktivität mit diesem Namen.",
    submit: "Speichern",
  },
};

/** Props of {@link ActivityForm}. */
interface ActivityFormProps {
  locale: UiLocale;
  /** Errors already known, as a server would return them by field name. */
  initialErrors?: Partial<Record<FieldName, string>>;
  /** Called with the form's values when nothing blocks it. */
  onValidSubmit?: (values: Record<string, unknown>) => void;
}

/**
 * An activity form as the planner would write one: it checks the required fields on submit,
 * shows each error on its field through `validationErrors` and lists them in the summary, which
 * a new `key` brings back into focus on every failed attempt.
 */
function ActivityForm({ locale, initialErrors = {}, onValidSubmit }: ActivityFormProps) {
  const text = copy[locale];
  const idPrefix = useId();
  const fieldId = (name: FieldName) => `${idPrefix}-${name}`;
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>(initialErrors);
  const [attempt, setAttempt] = useState(0);
  const [seats, setSeats] = useState(24);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found: Partial<Record<FieldName, string>> = {};
    if (!String(data.get("activity") ?? "").trim()) found.activity = text.errors.activity;
    if (Number.isNaN(seats)) found.seats = text.errors.seats;
    if (!data.get("vehicle")) found.vehicle = text.errors.vehicle;
    if (data.getAll("skills").length === 0) found.skills = text.errors.skills;
    setErrors(found);
    setAttempt((count) => count + 1);
    if (Object.keys(found).length === 0) onValidSubmit?.(Object.fromEntries(data));
  };
  const summary = fieldNames.flatMap((name) => {
    const message = errors[name];
    return message ? [{ fieldId: fieldId(name), message }] : [];
  });

  return (
    <Form onSubmit={submit} validationErrors={errors}>
      {summary.length > 0 ? <FormErrorSummary key={attempt} errors={summary} /> : null}
      <TextField
        id={fieldId("activity")}
        name="activity"
        label={text.labels.activity}
        description={text.hint}
        isRequired
      />
      <NumberField
        id={fieldId("seats")}
        name="seats"
        label={text.labels.seats}
        value={seats}
        onChange={setSeats}
        minValue={1}
        maxValue={40}
        description={text.seatsHint}
        {...(seats > 20 ? { warning: text.seatsWarning } : {})}
        isRequired
      />
      <RadioGroup
        id={fieldId("vehicle")}
        name="vehicle"
        label={text.labels.vehicle}
        orientation="horizontal"
        isRequired
      >
        <Radio value="vpsp">{text.vehicles.vpsp}</Radio>
        <Radio value="vl">{text.vehicles.vl}</Radio>
      </RadioGroup>
      <CheckboxGroup id={fieldId("skills")} name="skills" label={text.labels.skills} isRequired>
        <Checkbox value="pse1">{text.skills.pse1}</Checkbox>
        <Checkbox value="pse2">{text.skills.pse2}</Checkbox>
        <Checkbox value="driver">{text.skills.driver}</Checkbox>
      </CheckboxGroup>
      <div>
        <Button type="submit">{text.submit}</Button>
      </div>
    </Form>
  );
}

const meta = {
  title: "Primitives/Form",
  component: Form,
  args: { onSubmit: fn() },
  decorators: [
    (Story, { globals }) => (
      <I18nProvider locale={formatLocales[storyLocale(globals)]}>
        <div className={storyNarrow}>
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
  render: (_args, { globals }) => <ActivityForm locale={storyLocale(globals)} />,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form before any submit: hints under the fields, a non-blocking warning on the places. */
export const Default: Story = {};

/**
 * The three severities side by side: a hint (help, read with the field), a non-blocking warning
 * (accepted, look again) and a blocking error (the form will not be saved).
 */
export const MessageSeverities: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <Form {...args}>
        <TextField label={text.labels.activity} description={text.hint} isRequired />
        <NumberField
          label={text.labels.seats}
          defaultValue={24}
          description={text.seatsHint}
          warning={text.seatsWarning}
        />
        <CheckboxGroup label={text.labels.skills} isInvalid errorMessage={text.errors.skills}>
          <Checkbox value="pse1">{text.skills.pse1}</Checkbox>
          <Checkbox value="pse2">{text.skills.pse2}</Checkbox>
        </CheckboxGroup>
      </Form>
    );
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole("textbox", { name: `${copy.fr.labels.activity} (obligatoire)` });
    await expect(name).toBeValid();
    await expect(name).toHaveAccessibleDescription(copy.fr.hint);
    const seats = canvas.getByRole("textbox", { name: copy.fr.labels.seats });
    await expect(seats).toBeValid();
    await expect(seats).toHaveAccessibleDescription(
      `${copy.fr.seatsHint} Avertissement : ${copy.fr.seatsWarning}`,
    );
    const skills = canvas.getByRole("group", { name: copy.fr.labels.skills });
    await expect(skills).toHaveAccessibleDescription(copy.fr.errors.skills);
    for (const checkbox of canvas.getAllByRole("checkbox")) await expect(checkbox).toBeInvalid();
  },
};

/**
 * Submitting an incomplete form: the summary appears at the top and takes focus; Tab reaches its
 * first link, Enter moves focus to that field.
 */
export const FailedSubmit: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: copy.fr.submit }));
    const summary = await canvas.findByRole("region", { name: "Le formulaire contient 3 erreurs" });
    await waitFor(() => expect(summary).toHaveFocus());

    await userEvent.tab();
    const link = canvas.getByRole("link", { name: copy.fr.errors.activity });
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const name = canvas.getByRole("textbox", { name: `${copy.fr.labels.activity} (obligatoire)` });
    await expect(name).toHaveFocus();
    await expect(name).toBeInvalid();
  },
};

/** A link to a group moves focus to its first option; fixing the fields and saving succeeds. */
export const FixAndResubmit: Story = {
  args: { onSubmit: fn() },
  render: (args, { globals }) => (
    <ActivityForm
      locale={storyLocale(globals)}
      onValidSubmit={(values) => args.onSubmit?.(values as never)}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: copy.fr.submit }));
    await userEvent.click(await canvas.findByRole("link", { name: copy.fr.errors.vehicle }));
    await expect(canvas.getByRole("radio", { name: copy.fr.vehicles.vpsp })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await userEvent.click(canvas.getByRole("link", { name: copy.fr.errors.skills }));
    await expect(canvas.getByRole("checkbox", { name: copy.fr.skills.pse1 })).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.type(canvas.getByRole("textbox", { name: /Nom de l'activité/ }), "Maraude");
    await userEvent.click(canvas.getByRole("button", { name: copy.fr.submit }));

    await expect(canvas.queryByRole("region", { name: /erreur/ })).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ activity: "Maraude", vehicle: "vl", skills: "pse1" }),
    );
  },
};

/** Errors returned by the server, by field name: each field shows its own. */
export const ServerErrors: Story = {
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    return <ActivityForm locale={locale} initialErrors={{ activity: copy[locale].serverError }} />;
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole("region", { name: "Le formulaire contient 1 erreur" });
    await waitFor(() => expect(summary).toHaveFocus());
    const name = canvas.getByRole("textbox", { name: /Nom de l'activité/ });
    await expect(name).toBeInvalid();
    await expect(name).toHaveAccessibleDescription(`${copy.fr.hint} ${copy.fr.serverError}`);
  },
};

const inLanguage = (locale: UiLocale, title: string): Story => ({
  globals: { locale },
  render: () => <ActivityForm locale={locale} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: copy[locale].submit }));
    await expect(await canvas.findByRole("heading", { name: title })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr", "Le formulaire contient 3 erreurs");
export const English: Story = inLanguage("en", "The form has 3 errors");
export const German: Story = inLanguage("de", "Das Formular enthält 3 Fehler");
