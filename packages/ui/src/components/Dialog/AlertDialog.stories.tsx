import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StoryOverlayStage } from "../../storybook/StoryStage";
import { storyLocale } from "../../storybook/storyLocale";
import { Button } from "../Button/Button";
import { AlertDialog, type AlertDialogProps } from "./AlertDialog";
import { DialogTrigger } from "./Dialog";
import { type DialogVariant, dialogVariants } from "./Dialog.css";

interface AlertCopy {
  title: string;
  text: string;
  confirm: string;
  open: string;
}

/** Sample questions per tone, in every language the toolbar offers (not in the catalogue). */
const copy: Record<UiLocale, Record<DialogVariant, AlertCopy> & { longText: string }> = {
  fr: {
    default: {
      open: "Valider",
      title: "Valider le dispositif ?",
      text: "Les bénévoles inscrits recevront leur convocation.",
      confirm: "Valider le dispositif",
    },
    warning: {
      open: "Publier",
      title: "Publier un dispositif incomplet ?",
      text: "Il manque 3 équipiers secouristes ; le dispositif sera signalé incomplet.",
      confirm: "Publier quand même",
    },
    danger: {
      open: "Supprimer",
      title: "Supprimer le dispositif ?",
      text: "Les 12 inscriptions seront annulées. Cette action est définitive.",
      confirm: "Supprimer le dispositif",
    },
    longText:
      "Les 12 inscriptions seront annulées, les bénévoles prévenus par courriel et par SMS, le véhicule réservé libéré et la demande de la préfecture archivée. Les heures déjà saisies sont conservées dans l'historique de chaque bénévole. Cette action est définitive.",
  },
  en: {
    default: {
      open: "Validate",
      title: "Validate the operation?",
      text: "Registered volunteers will receive their call-up.",
      confirm: "Validate the operation",
    },
    warning: {
      open: "Publish",
      title: "Publish an incomplete operation?",
      text: "3 first-aiders are missing; the operation will be flagged incomplete.",
      confirm: "Publish anyway",
    },
    danger: {
      open: "Delete",
      title: "Delete the operation?",
      text: "The 12 registrations will be cancelled. This cannot be undone.",
      confirm: "Delete the operation",
    },
    longText:
      "The 12 registrations will be cancelled, the volunteers notified by email and text message, the booked vehicle released and the prefecture's request archived. Hours already entered stay in each volunteer's history. This cannot be undone.",
  },
  de: {
    default: {
      open: "Freigeben",
      title: "Einsatz freigeben?",
      text: "Die angemeldeten Ehrenamtlichen erhalten ihre Einberufung.",
      confirm: "Einsatz freigeben",
    },
    warning: {
      open: "Veröffentlichen",
      title: "Unvollständigen Einsatz veröffentlichen?",
      text: "Es fehlen 3 Sanitäter; der Einsatz wird als unvollständig markiert.",
      confirm: "Trotzdem veröffentlichen",
    },
    danger: {
      open: "Löschen",
      title: "Einsatz löschen?",
      text: "Die 12 Anmeldungen werden storniert. Dies kann nicht rückgängig gemacht werden.",
      confirm: "Einsatz löschen",
    },
    longText:
      "Die 12 Anmeldungen werden storniert, die Ehrenamtlichen per E-Mail und SMS informiert, das reservierte Fahrzeug freigegeben und die Anfrage der Präfektur archiviert. Bereits erfasste Stunden bleiben in der Historie jeder Einsatzkraft erhalten. Dies kann nicht rückgängig gemacht werden.",
  },
};

type AlertStoryArgs = AlertDialogProps & { isInitiallyOpen: boolean; isLong: boolean };

const meta = {
  title: "Primitives/AlertDialog",
  component: AlertDialog,
  args: {
    title: "",
    children: null,
    confirmLabel: "",
    onConfirm: fn(),
    variant: "danger",
    isInitiallyOpen: true,
    isLong: false,
  },
  argTypes: {
    variant: { control: "inline-radio", options: dialogVariants },
  },
  render: (
    { title: _title, children: _children, confirmLabel: _label, isInitiallyOpen, isLong, ...args },
    { globals },
  ) => {
    const locale = storyLocale(globals);
    const text = copy[locale][args.variant ?? "default"];
    return (
      <StoryOverlayStage size="regular">
        {(portalContainer) => (
          <DialogTrigger defaultOpen={isInitiallyOpen}>
            <Button variant="secondary">{text.open}</Button>
            <AlertDialog
              {...args}
              size="sm"
              title={text.title}
              confirmLabel={text.confirm}
              UNSTABLE_portalContainer={portalContainer}
            >
              {isLong ? copy[locale].longText : text.text}
            </AlertDialog>
          </DialogTrigger>
        )}
      </StoryOverlayStage>
    );
  },
} satisfies Meta<AlertStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A destructive question: the confirm button is the danger button, focus starts on Cancel. */
export const Danger: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole("alertdialog", { name: copy.fr.danger.title });
    await expect(dialog).toHaveAccessibleDescription(copy.fr.danger.text);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Annuler" })).toHaveFocus());
  },
};

export const Warning: Story = { args: { variant: "warning" } };

export const Default: Story = { args: { variant: "default" } };

/** A long consequence wraps; the buttons stay in the footer. */
export const LongContent: Story = { args: { isLong: true } };

/**
 * Space opens it with focus on Cancel; Tab cycles between the two answers; Enter on Cancel closes
 * without confirming and focus returns; Escape also cancels; Enter on the confirm button confirms.
 */
export const KeyboardAnswers: Story = {
  args: { isInitiallyOpen: false },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = await canvas.findByRole("button", { name: copy.fr.danger.open });
    await userEvent.tab();
    await userEvent.keyboard(" ");
    const cancel = await canvas.findByRole("button", { name: "Annuler" });
    await waitFor(() => expect(cancel).toHaveFocus());
    const confirm = canvas.getByRole("button", { name: copy.fr.danger.confirm });
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard("{Enter}");
    await canvas.findByRole("alertdialog");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Annuler" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Annuler" })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
  },
};

const inLanguage = (locale: UiLocale, cancel: string): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("alertdialog", { name: copy[locale].danger.title }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: cancel })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr", "Annuler");
export const English: Story = inLanguage("en", "Cancel");
export const German: Story = inLanguage("de", "Abbrechen");
