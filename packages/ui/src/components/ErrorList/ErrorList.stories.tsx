import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { Button } from "../Button/Button";
import { ErrorList, type ErrorListItem, type ErrorListProps } from "./ErrorList";

/** Sample errors, already translated as the edge would, in every language (not in catalogue). */
const copy: Record<UiLocale, { save: string; errors: ErrorListItem[]; long: ErrorListItem }> = {
  fr: {
    save: "Enregistrer",
    errors: [
      { message: "Le dispositif chevauche le dispositif n° 4821.", code: "MEANS_OVERLAP" },
      {
        message: "Le chef de poste n'a pas la qualification PSE 2.",
        code: "MISSING_QUALIFICATION",
      },
      { message: "La date limite d'inscription est dépassée." },
    ],
    long: {
      message:
        "Le véhicule VPSP 2 de la délégation territoriale est déjà engagé sur un dispositif qui chevauche celui-ci, du samedi 14 juin à 18 h au dimanche 15 juin à 2 h ; choisissez un autre véhicule ou modifiez les horaires.",
      code: "VEHICLE_ALREADY_COMMITTED_ON_OVERLAPPING_MEANS",
    },
  },
  en: {
    save: "Save",
    errors: [
      { message: "The operation overlaps operation no. 4821.", code: "MEANS_OVERLAP" },
      { message: "The team leader lacks the PSE 2 qualification.", code: "MISSING_QUALIFICATION" },
      { message: "The registration deadline has passed." },
    ],
    long: {
      message:
        "The local branch's ambulance VPSP 2 is already committed to an operation overlapping this one, from Saturday 14 June 6 pm to Sunday 15 June 2 am; choose another vehicle or change the times.",
      code: "VEHICLE_ALREADY_COMMITTED_ON_OVERLAPPING_MEANS",
    },
  },
  de: {
    save: "Speichern",
    errors: [
      { message: "Der Einsatz überschneidet sich mit Einsatz Nr. 4821.", code: "MEANS_OVERLAP" },
      { message: "Der Wachleitung fehlt die Qualifikation PSE 2.", code: "MISSING_QUALIFICATION" },
      { message: "Die Anmeldefrist ist abgelaufen." },
    ],
    long: {
      message:
        "Der Rettungswagen VPSP 2 des Kreisverbands ist bereits für einen Einsatz eingeplant, der sich mit diesem überschneidet, von Samstag, 14. Juni, 18 Uhr bis Sonntag, 15. Juni, 2 Uhr; wählen Sie ein anderes Fahrzeug oder ändern Sie die Zeiten.",
      code: "VEHICLE_ALREADY_COMMITTED_ON_OVERLAPPING_MEANS",
    },
  },
};

const meta = {
  title: "Primitives/ErrorList",
  component: ErrorList,
  // Focus on appearance is shown by its own story; pictures stay free of a focus ring.
  args: { errors: [], autoFocus: false },
  decorators: [
    (Story) => (
      <div className={storyNarrow}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => (
    <ErrorList
      {...args}
      errors={args.errors.length ? args.errors : copy[storyLocale(globals)].errors}
    />
  ),
} satisfies Meta<typeof ErrorList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several errors, the code of each (when it has one) as secondary text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert", { name: "3 erreurs sont survenues" });
    await expect(alert).toHaveTextContent("Code d'erreur : MEANS_OVERLAP");
  },
};

/** One error: the title is in the singular. */
export const SingleError: Story = {
  render: (args, { globals }) => (
    <ErrorList {...args} errors={copy[storyLocale(globals)].errors.slice(2)} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert", { name: "Une erreur est survenue" })).toBeVisible();
  },
};

/** No error: nothing at all. */
export const Empty: Story = {
  render: (args) => <ErrorList {...args} errors={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const Dismissible: Story = { args: { onDismiss: fn() } };

/** A long message and a long code wrap inside the column. */
export const LongContent: Story = {
  args: { onDismiss: fn() },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <ErrorList {...args} errors={[text.long, ...text.errors.slice(0, 1)]} />;
  },
};

/** A form whose save fails: the list appears at the top, with the keyboard's focus on it. */
function FailingSave({ locale, ...args }: ErrorListProps & { locale: UiLocale }) {
  const [errors, setErrors] = useState<readonly ErrorListItem[]>([]);
  return (
    <>
      <ErrorList {...args} errors={errors} onDismiss={() => setErrors([])} />
      <p>
        <Button onPress={() => setErrors(copy[locale].errors)}>{copy[locale].save}</Button>
      </p>
    </>
  );
}

/**
 * Focus moves to the list when it appears; Tab then reaches its dismiss button; Enter dismisses
 * it.
 */
export const FocusOnAppear: Story = {
  args: { autoFocus: true },
  render: (args, { globals }) => <FailingSave {...args} locale={storyLocale(globals)} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const alert = await canvas.findByRole("alert", { name: "3 erreurs sont survenues" });
    await waitFor(() => expect(alert).toHaveFocus());

    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Masquer les erreurs" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());

    await userEvent.click(canvas.getByRole("button", { name: copy.fr.save }));
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveFocus());
  },
};

const inLanguage = (locale: UiLocale, title: string, code: string): Story => ({
  globals: { locale },
  args: { onDismiss: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert", { name: title })).toHaveTextContent(
      `${code} MEANS_OVERLAP`,
    );
  },
});

export const French: Story = inLanguage("fr", "3 erreurs sont survenues", "Code d'erreur :");
export const English: Story = inLanguage("en", "3 errors occurred", "Error code:");
export const German: Story = inLanguage("de", "3 Fehler sind aufgetreten", "Fehlercode:");
