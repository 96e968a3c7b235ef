import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StoryOverlayStage } from "../../storybook/StoryStage";
import { storyLocale } from "../../storybook/storyLocale";
import type { StoryStageSize } from "../../storybook/storyStage.css";
import { Button } from "../Button/Button";
import { TextField } from "../TextField/TextField";
import { Dialog, type DialogProps, DialogTrigger } from "./Dialog";
import { type DialogSize, dialogSizes, dialogVariants } from "./Dialog.css";

interface DialogCopy {
  open: string;
  title: string;
  field: string;
  value: string;
  cancel: string;
  save: string;
  warningTitle: string;
  warningText: string;
  warningAction: string;
  dangerTitle: string;
  dangerText: string;
  dangerAction: string;
  longTitle: string;
  conflict: (index: number) => string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, DialogCopy> = {
  fr: {
    open: "Renommer",
    title: "Renommer le dispositif",
    field: "Nom du dispositif",
    value: "Poste de secours — Marathon de Paris",
    cancel: "Annuler",
    save: "Enregistrer",
    warningTitle: "Dispositif incomplet",
    warningText: "Il manque 3 équipiers secouristes sur ce dispositif. Il sera publié incomplet.",
    warningAction: "Publier quand même",
    dangerTitle: "Supprimer le dispositif ?",
    dangerText: "Les 12 inscriptions seront annulées et les bénévoles prévenus par courriel.",
    dangerAction: "Supprimer le dispositif",
    longTitle: "Conflits d'affectation détectés sur les dispositifs de la délégation territoriale",
    conflict: (index) =>
      `Conflit ${index} : l'équipier est déjà inscrit sur un autre dispositif qui chevauche celui-ci de 18 h à 22 h.`,
  },
  en: {
    open: "Rename",
    title: "Rename the operation",
    field: "Operation name",
    value: "First-aid post — Paris Marathon",
    cancel: "Cancel",
    save: "Save",
    warningTitle: "Incomplete operation",
    warningText: "This operation lacks 3 first-aiders. It will be published incomplete.",
    warningAction: "Publish anyway",
    dangerTitle: "Delete the operation?",
    dangerText: "The 12 registrations will be cancelled and the volunteers notified by email.",
    dangerAction: "Delete the operation",
    longTitle: "Assignment conflicts found on the operations of the local branch",
    conflict: (index) =>
      `Conflict ${index}: the first-aider is already registered on another operation overlapping this one from 6 pm to 10 pm.`,
  },
  de: {
    open: "Umbenennen",
    title: "Einsatz umbenennen",
    field: "Name des Einsatzes",
    value: "Sanitätswachdienst — Paris-Marathon",
    cancel: "Abbrechen",
    save: "Speichern",
    warningTitle: "Unvollständiger Einsatz",
    warningText: "Diesem Einsatz fehlen 3 Sanitäter. Er wird unvollständig veröffentlicht.",
    warningAction: "Trotzdem veröffentlichen",
    dangerTitle: "Einsatz löschen?",
    dangerText: "Die 12 Anmeldungen werden storniert und die Ehrenamtlichen per E-Mail informiert.",
    dangerAction: "Einsatz löschen",
    longTitle: "Zuordnungskonflikte bei den Einsätzen des Kreisverbands festgestellt",
    conflict: (index) =>
      `Konflikt ${index}: Die Einsatzkraft ist bereits für einen anderen Einsatz angemeldet, der sich von 18 bis 22 Uhr mit diesem überschneidet.`,
  },
};

/** Enough conflicts to overflow the dialog. */
const conflictNumbers = Array.from({ length: 12 }, (_, index) => index + 1);

/** The stage each dialog width needs to be photographed whole. */
const stageFor: Record<DialogSize, StoryStageSize> = { sm: "regular", md: "regular", lg: "wide" };

interface RenameDialogProps extends Omit<DialogProps, "title" | "children"> {
  locale: UiLocale;
  stage?: StoryStageSize;
}

/** A rename dialog with a field and two actions, in the language asked for. */
function RenameDialog({
  locale,
  stage,
  size = "md",
  defaultOpen = false,
  onOpenChange,
  ...props
}: RenameDialogProps) {
  const text = copy[locale];
  // The open state belongs to the trigger: given to the dialog, it would open on its own.
  return (
    <StoryOverlayStage size={stage ?? stageFor[size]}>
      {(portalContainer) => (
        <DialogTrigger
          defaultOpen={defaultOpen}
          {...(onOpenChange === undefined ? {} : { onOpenChange })}
        >
          <Button variant="secondary">{text.open}</Button>
          <Dialog
            {...props}
            size={size}
            title={text.title}
            UNSTABLE_portalContainer={portalContainer}
            actions={
              <>
                <Button variant="secondary" slot="close">
                  {text.cancel}
                </Button>
                <Button slot="close">{text.save}</Button>
              </>
            }
          >
            <TextField label={text.field} defaultValue={text.value} />
          </Dialog>
        </DialogTrigger>
      )}
    </StoryOverlayStage>
  );
}

const meta = {
  title: "Primitives/Dialog",
  component: Dialog,
  args: { title: "", children: null, defaultOpen: true, onOpenChange: fn() },
  argTypes: {
    size: { control: "inline-radio", options: dialogSizes },
    variant: { control: "inline-radio", options: dialogVariants },
  },
  render: ({ title: _title, children: _children, ...args }, { globals }) => (
    <RenameDialog {...args} locale={storyLocale(globals)} />
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: focus is in the dialog, which is named by its title. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole("dialog", { name: copy.fr.title });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(canvas.getByRole("button", { name: "Fermer" })).toBeVisible();
  },
};

export const Small: Story = { args: { size: "sm" } };
export const Medium: Story = { args: { size: "md" } };
export const Large: Story = { args: { size: "lg" } };

/** The tone of a dialog: icon and coloured top border, never colour alone. */
const toned = (variant: "warning" | "danger"): Story => ({
  args: { variant },
  render: (
    { title: _title, children: _children, defaultOpen: _open, onOpenChange: _change, ...args },
    { globals },
  ) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="regular">
        {(portalContainer) => (
          <DialogTrigger defaultOpen>
            <Button variant="secondary">{text.open}</Button>
            <Dialog
              {...args}
              title={variant === "warning" ? text.warningTitle : text.dangerTitle}
              UNSTABLE_portalContainer={portalContainer}
              actions={
                <>
                  <Button variant="secondary" slot="close">
                    {text.cancel}
                  </Button>
                  <Button variant={variant === "danger" ? "danger" : "primary"} slot="close">
                    {variant === "warning" ? text.warningAction : text.dangerAction}
                  </Button>
                </>
              }
            >
              {variant === "warning" ? text.warningText : text.dangerText}
            </Dialog>
          </DialogTrigger>
        )}
      </StoryOverlayStage>
    );
  },
});

export const Warning: Story = toned("warning");
export const Danger: Story = toned("danger");

/**
 * A long title wraps; a long body scrolls between the fixed header and footer, and becomes a tab
 * stop so that the keyboard can scroll it.
 */
export const LongContent: Story = {
  render: (
    { title: _title, children: _children, defaultOpen: _open, onOpenChange: _change, ...args },
    { globals },
  ) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="regular">
        {(portalContainer) => (
          <DialogTrigger defaultOpen>
            <Button variant="secondary">{text.open}</Button>
            <Dialog
              {...args}
              variant="warning"
              title={text.longTitle}
              UNSTABLE_portalContainer={portalContainer}
              actions={<Button slot="close">{text.save}</Button>}
            >
              {conflictNumbers.map((number) => (
                <p key={number}>{text.conflict(number)}</p>
              ))}
            </Dialog>
          </DialogTrigger>
        )}
      </StoryOverlayStage>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await canvas.findByRole("dialog", { name: copy.fr.longTitle });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Fermer" })).toHaveFocus();
    await userEvent.tab();
    const body = canvas.getByText(copy.fr.conflict(1)).parentElement;
    await expect(body).toHaveFocus();
    await expect(body?.scrollHeight).toBeGreaterThan(body?.clientHeight ?? 0);
  },
};

/** Under 640 px of screen the dialog fills it, whatever its size. */
export const SmallScreen: Story = {
  args: { size: "lg" },
  render: ({ title: _title, children: _children, ...args }, { globals }) => (
    <RenameDialog {...args} locale={storyLocale(globals)} stage="phone" />
  ),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole("dialog", { name: copy.fr.title });
    const panel = dialog.parentElement;
    const overlay = panel?.parentElement;
    await expect(panel?.getBoundingClientRect().width).toBe(overlay?.getBoundingClientRect().width);
    await expect(panel?.getBoundingClientRect().height).toBe(
      overlay?.getBoundingClientRect().height,
    );
  },
};

/** With `isKeyboardDismissDisabled`, Escape leaves the dialog open; its buttons still close it. */
export const EscapeDisabled: Story = {
  args: { isKeyboardDismissDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await canvas.findByRole("dialog", { name: copy.fr.title });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("dialog", { name: copy.fr.title })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * Enter opens the dialog and moves focus in; Tab and Shift+Tab cycle inside it; Escape closes it
 * and focus returns to the trigger; Space opens it again.
 */
export const KeyboardFocusTrap: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, userEvent }) => {
    const trigger = await canvas.findByRole("button", { name: copy.fr.open });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    const dialog = await canvas.findByRole("dialog", { name: copy.fr.title });
    await waitFor(() => expect(dialog).toHaveFocus());

    const close = canvas.getByRole("button", { name: "Fermer" });
    const field = canvas.getByRole("textbox", { name: copy.fr.field });
    const cancel = canvas.getByRole("button", { name: copy.fr.cancel });
    const save = canvas.getByRole("button", { name: copy.fr.save });
    for (const next of [close, field, cancel, save, close]) {
      await userEvent.tab();
      await expect(next).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard(" ");
    await waitFor(() => expect(canvas.getByRole("dialog", { name: copy.fr.title })).toHaveFocus());
  },
};

const inLanguage = (locale: UiLocale, close: string): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("dialog", { name: copy[locale].title })).toBeVisible();
    await expect(canvas.getByRole("button", { name: close })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr", "Fermer");
export const English: Story = inLanguage("en", "Close");
export const German: Story = inLanguage("de", "Schließen");
