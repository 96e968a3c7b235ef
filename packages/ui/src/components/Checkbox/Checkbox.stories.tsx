import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { Checkbox } from "./Checkbox";
import { storyColumn } from "./Checkbox.stories.css";

interface CheckboxCopy {
  label: string;
  description: string;
  error: string;
  warning: string;
  selectAll: string;
  charter: string;
  longLabel: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, CheckboxCopy> = {
  fr: {
    label: "Titulaire du PSE1",
    description: "Premiers secours en équipe de niveau 1.",
    error: "Cochez cette case pour confirmer votre diplôme.",
    warning: "Votre diplôme doit être recyclé avant le 30 juin 2026.",
    selectAll: "Sélectionner toute l'équipe",
    charter: "J'accepte la charte du bénévolat",
    longLabel:
      "J'atteste avoir pris connaissance de la charte du bénévolat et du règlement intérieur de la délégation territoriale",
  },
  en: {
    label: "Holds the PSE1",
    description: "Team first aid, level 1.",
    error: "Tick this box to confirm your qualification.",
    warning: "Your qualification must be renewed before 30 June 2026.",
    selectAll: "Select the whole team",
    charter: "I accept the volunteer charter",
    longLabel:
      "I confirm that I have read the volunteer charter and the internal rules of the local branch",
  },
  de: {
    label: "Inhaber des PSE1",
    description: "Erste Hilfe im Team, Stufe 1.",
    error: "Kreuzen Sie das Feld an, um Ihre Qualifikation zu bestätigen.",
    warning: "Ihre Qualifikation muss vor dem 30. Juni 2026 aufgefrischt werden.",
    selectAll: "Ganzes Team auswählen",
    charter: "Ich akzeptiere die Ehrenamtscharta",
    longLabel:
      "Ich bestätige, die Ehrenamtscharta und die Geschäftsordnung der Kreisverbandsgeschäftsstelle gelesen zu haben",
  },
};

const meta = {
  title: "Primitives/Checkbox",
  component: Checkbox,
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
    <Checkbox {...args}>{args.children || copy[storyLocale(globals)].label}</Checkbox>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: copy.fr.label })).toBeChecked();
  },
};

/** Part of a list is selected: a dash, and `indeterminate` on the native input. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  render: (args, { globals }) => (
    <Checkbox {...args}>{copy[storyLocale(globals)].selectAll}</Checkbox>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox")).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <Checkbox {...args} description={text.description}>
        {text.label}
      </Checkbox>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox")).toHaveAccessibleDescription(copy.fr.description);
  },
};

/** A required checkbox left empty: the box and the message say it is blocking. */
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <Checkbox {...args} errorMessage={text.error}>
        {text.charter}
      </Checkbox>
    );
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: `${copy.fr.charter} (obligatoire)` });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription(copy.fr.error);
  },
};

/** A non-blocking warning: the checkbox stays valid. */
export const WithWarning: Story = {
  args: { defaultSelected: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <Checkbox {...args} description={text.description} warning={text.warning}>
        {text.label}
      </Checkbox>
    );
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox");
    await expect(checkbox).toBeValid();
    await expect(checkbox).toHaveAccessibleDescription(
      `${copy.fr.description} Avertissement : ${copy.fr.warning}`,
    );
  },
};

/** Disabled, unselected and selected: skipped by Tab, deaf to clicks. */
export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <div className={storyColumn}>
        <Checkbox {...args}>{text.label}</Checkbox>
        <Checkbox {...args} defaultSelected>
          {text.charter}
        </Checkbox>
      </div>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    for (const checkbox of canvas.getAllByRole("checkbox")) {
      await expect(checkbox).toBeDisabled();
      await expect(checkbox).not.toHaveFocus();
    }
    await userEvent.click(canvas.getByText(copy.fr.label));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Read-only: focusable and read out, but Space does not change it. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole("checkbox");
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A long label wraps next to the box, which stays on the first line. */
export const LongLabel: Story = {
  args: { isRequired: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <Checkbox {...args} description={text.description}>
        {text.longLabel}
      </Checkbox>
    );
  },
};

/** Tab brings the focus ring to the box; Space toggles it on and off. */
export const KeyboardToggle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole("checkbox", { name: copy.fr.label });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(checkbox).not.toBeChecked();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

const inLanguage = (locale: UiLocale, requiredName: string): Story => ({
  globals: { locale },
  args: { isRequired: true },
  render: (args) => (
    <div className={storyColumn}>
      <Checkbox {...args} description={copy[locale].description} defaultSelected>
        {copy[locale].charter}
      </Checkbox>
      <Checkbox isIndeterminate>{copy[locale].selectAll}</Checkbox>
    </div>
  ),
  play: async ({ canvas }) => {
    // The asterisk's meaning is read out in the story's language.
    await expect(canvas.getByRole("checkbox", { name: requiredName })).toBeChecked();
  },
});

export const French: Story = inLanguage("fr", "J'accepte la charte du bénévolat (obligatoire)");
export const English: Story = inLanguage("en", "I accept the volunteer charter (required)");
export const German: Story = inLanguage("de", "Ich akzeptiere die Ehrenamtscharta (Pflichtfeld)");
