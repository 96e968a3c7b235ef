import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow, storyRow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { Button } from "./Button";
import { buttonSizes, buttonVariants } from "./Button.css";

/** Sample labels, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, Record<"save" | "cancel" | "remove" | "more" | "long", string>> = {
  fr: {
    save: "Enregistrer",
    cancel: "Annuler",
    remove: "Supprimer le dispositif",
    more: "Plus d'options",
    long: "Valider l'inscription de tous les bénévoles sélectionnés sur le poste de secours",
  },
  en: {
    save: "Save",
    cancel: "Cancel",
    remove: "Delete the operation",
    more: "More options",
    long: "Confirm the registration of every selected volunteer on the first-aid post",
  },
  de: {
    save: "Speichern",
    cancel: "Abbrechen",
    remove: "Einsatz löschen",
    more: "Weitere Optionen",
    long: "Anmeldung aller ausgewählten Ehrenamtlichen für den Sanitätswachdienst bestätigen",
  },
};

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { onPress: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: buttonVariants },
    size: { control: "inline-radio", options: buttonSizes },
  },
  // The label follows the toolbar language unless a story or the Controls panel sets one.
  render: (args, { globals }) => (
    <Button {...args}>{args.children ?? copy[storyLocale(globals)].save}</Button>
  ),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Primary: Story = { args: { variant: "primary" } };

export const Secondary: Story = { args: { variant: "secondary" } };

export const Danger: Story = {
  args: { variant: "danger" },
  render: (args, { globals }) => <Button {...args}>{copy[storyLocale(globals)].remove}</Button>,
};

export const Quiet: Story = {
  args: { variant: "quiet" },
  render: (args, { globals }) => <Button {...args}>{copy[storyLocale(globals)].more}</Button>,
};

export const Small: Story = { args: { size: "sm" } };

export const Medium: Story = { args: { size: "md" } };

/** Every variant at every size, side by side. */
export const AllVariantsAndSizes: Story = {
  render: (args, { globals }) => (
    <div className={storyRow}>
      {buttonSizes.flatMap((size) =>
        buttonVariants.map((variant) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {copy[storyLocale(globals)].save}
          </Button>
        )),
      )}
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args, { globals }) => (
    <div className={storyRow}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {copy[storyLocale(globals)].save}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    for (const button of canvas.getAllByRole("button")) {
      await expect(button).toBeDisabled();
    }
    await userEvent.tab();
    for (const button of canvas.getAllByRole("button")) {
      await expect(button).not.toHaveFocus();
      await userEvent.click(button);
    }
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A label longer than the space it is given wraps instead of overflowing. */
export const LongLabel: Story = {
  render: (args, { globals }) => (
    <div className={storyNarrow}>
      <Button {...args}>{copy[storyLocale(globals)].long}</Button>
    </div>
  ),
};

/** Tab brings the keyboard focus ring; Enter and Space both press the button. */
export const KeyboardActivation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Enregistrer" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute("data-focus-visible");

    await userEvent.keyboard("{Enter}");
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(" ");
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Hover styling, through react-aria's `[data-hovered]`. */
export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Enregistrer" });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute("data-hovered");
  },
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  render: (args) => (
    <div className={storyRow}>
      <Button {...args} variant="primary">
        {copy[locale].save}
      </Button>
      <Button {...args} variant="secondary">
        {copy[locale].cancel}
      </Button>
      <Button {...args} variant="danger">
        {copy[locale].remove}
      </Button>
      <Button {...args} variant="quiet">
        {copy[locale].more}
      </Button>
    </div>
  ),
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
