import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { storyColumn } from "../Checkbox/Checkbox.stories.css";
import { Switch } from "./Switch";

interface SwitchCopy {
  label: string;
  notifications: string;
  description: string;
  warning: string;
  longLabel: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, SwitchCopy> = {
  fr: {
    label: "Afficher les activités annulées",
    notifications: "Recevoir les rappels par courriel",
    description: "Un rappel la veille de chaque activité.",
    warning: "Aucune adresse électronique n'est enregistrée sur votre profil.",
    longLabel:
      "Proposer automatiquement les bénévoles disponibles de la délégation voisine lorsque l'effectif est incomplet",
  },
  en: {
    label: "Show cancelled activities",
    notifications: "Receive reminders by email",
    description: "A reminder the day before each activity.",
    warning: "No email address is saved on your profile.",
    longLabel:
      "Automatically propose available volunteers from the neighbouring branch when staffing is incomplete",
  },
  de: {
    label: "Abgesagte Aktivitäten anzeigen",
    notifications: "Erinnerungen per E-Mail erhalten",
    description: "Eine Erinnerung am Vortag jeder Aktivität.",
    warning: "In Ihrem Profil ist keine E-Mail-Adresse hinterlegt.",
    longLabel:
      "Bei unvollständiger Besetzung automatisch verfügbare Ehrenamtliche des benachbarten Kreisverbands vorschlagen",
  },
};

const meta = {
  title: "Primitives/Switch",
  component: Switch,
  args: { children: "", onChange: fn() },
  decorators: [
    (Story) => (
      <div className={storyNarrow}>
        <Story />
      </div>
    ),
  ],
  // Empty children take the toolbar language's sample label.
  render: (args, { globals }) => (
    <Switch {...args}>{args.children || copy[storyLocale(globals)].label}</Switch>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: copy.fr.label })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { defaultSelected: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <Switch {...args} description={text.description}>
        {text.notifications}
      </Switch>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch")).toHaveAccessibleDescription(copy.fr.description);
  },
};

/** A non-blocking warning: the setting is kept, but may not do what the person expects. */
export const WithWarning: Story = {
  args: { defaultSelected: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <Switch {...args} description={text.description} warning={text.warning}>
        {text.notifications}
      </Switch>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch")).toHaveAccessibleDescription(
      `${copy.fr.description} Avertissement : ${copy.fr.warning}`,
    );
  },
};

/** Disabled, off and on: skipped by Tab, deaf to clicks. */
export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <div className={storyColumn}>
        <Switch {...args}>{text.label}</Switch>
        <Switch {...args} defaultSelected>
          {text.notifications}
        </Switch>
      </div>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    for (const control of canvas.getAllByRole("switch")) {
      await expect(control).toBeDisabled();
      await expect(control).not.toHaveFocus();
    }
    await userEvent.click(canvas.getByText(copy.fr.label));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Read-only: focusable and read out, but Space does not change it. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole("switch");
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(control).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A long label wraps next to the track, which stays on the first line. */
export const LongLabel: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <Switch {...args} description={text.description}>
        {text.longLabel}
      </Switch>
    );
  },
};

/** Tab brings the focus ring to the track; Space turns it on, then off. */
export const KeyboardToggle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole("switch", { name: copy.fr.label });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(control).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(control).not.toBeChecked();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  render: (args) => (
    <div className={storyColumn}>
      <Switch {...args}>{copy[locale].label}</Switch>
      <Switch {...args} defaultSelected description={copy[locale].description}>
        {copy[locale].notifications}
      </Switch>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: copy[locale].notifications })).toBeChecked();
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
