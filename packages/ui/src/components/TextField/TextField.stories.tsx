import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { counterAnnouncementDelayMs } from "../Field/FieldCounter";
import { TextField } from "./TextField";

interface FieldCopy {
  label: string;
  value: string;
  description: string;
  error: string;
  warning: string;
  placeholder: string;
  longLabel: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, FieldCopy> = {
  fr: {
    label: "Nom de l'activité",
    value: "Poste de secours — Marathon de Paris",
    description: "Visible par les bénévoles dans le planning.",
    error: "Le nom de l'activité est obligatoire.",
    warning: "Une activité porte déjà ce nom ce jour-là.",
    placeholder: "Par exemple : Maraude du soir",
    longLabel:
      "Nom de l'activité opérationnelle tel qu'il apparaîtra dans le planning de la délégation territoriale",
  },
  en: {
    label: "Activity name",
    value: "First-aid post — Paris Marathon",
    description: "Shown to volunteers in the schedule.",
    error: "The activity name is required.",
    warning: "Another activity has this name on that day.",
    placeholder: "For example: Evening outreach",
    longLabel:
      "Name of the operational activity as it will appear in the schedule of the local branch",
  },
  de: {
    label: "Name der Aktivität",
    value: "Sanitätswachdienst — Paris-Marathon",
    description: "Für die Ehrenamtlichen im Dienstplan sichtbar.",
    error: "Der Name der Aktivität ist ein Pflichtfeld.",
    warning: "Am selben Tag gibt es bereits eine Aktivität mit diesem Namen.",
    placeholder: "Zum Beispiel: Abendliche Streetwork",
    longLabel:
      "Bezeichnung der Einsatzaktivität, wie sie im Dienstplan der Kreisverbandsgeschäftsstelle erscheint",
  },
};

const meta = {
  title: "Primitives/TextField",
  component: TextField,
  args: { label: "", onChange: fn() },
  // A fixed column, as in a form, so that each story measures the same width.
  decorators: [
    (Story) => (
      <div className={storyNarrow}>
        <Story />
      </div>
    ),
  ],
  // Empty args take the toolbar language's sample content.
  render: (args, { globals }) => (
    <TextField {...args} label={args.label || copy[storyLocale(globals)].label} />
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithPlaceholder: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <TextField {...args} label={text.label} placeholder={text.placeholder} />;
  },
};

export const Filled: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <TextField {...args} label={text.label} defaultValue={text.value} />;
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Nom de l'activité (obligatoire)" });
    await expect(input).toBeRequired();
    await expect(canvas.getByText("*")).toHaveAttribute("aria-hidden", "true");
  },
};

export const WithDescription: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <TextField {...args} label={text.label} description={text.description} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveAccessibleDescription(copy.fr.description);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <TextField
        {...args}
        label={text.label}
        description={text.description}
        errorMessage={text.error}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(`${copy.fr.description} ${copy.fr.error}`);
  },
};

/** A non-blocking warning: the field stays valid and the form can be sent. */
export const WithWarning: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <TextField
        {...args}
        label={text.label}
        defaultValue={text.value}
        description={text.description}
        warning={text.warning}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).not.toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      `${copy.fr.description} Avertissement : ${copy.fr.warning}`,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <TextField {...args} label={text.label} defaultValue={text.value} />;
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const LongLabel: Story = {
  args: { isRequired: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <TextField {...args} label={text.longLabel} description={text.description} />;
  },
};

/** Tab reaches the field, typing fills it, and a rule broken while typing is announced. */
export const KeyboardEntry: Story = {
  args: {
    validationBehavior: "aria",
    validate: (value: string) =>
      value.length > 0 && !/^\d{5}$/.test(value) ? "Cinq chiffres attendus." : null,
  },
  render: (args) => <TextField {...args} label="Code postal" />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("textbox", { name: "Code postal" });
    await userEvent.tab();
    await expect(input).toHaveFocus();

    await userEvent.keyboard("750");
    await expect(input).toHaveValue("750");
    await expect(args.onChange).toHaveBeenLastCalledWith("750");
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("Cinq chiffres attendus.");

    await userEvent.keyboard("12");
    await expect(input).toBeValid();
    await expect(input).not.toHaveAccessibleDescription();
  },
};

/** Far from `maxLength`: the limit is enforced, but no counter adds to the form's noise. */
export const CounterFarFromLimit: Story = {
  args: { maxLength: 80 },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <TextField {...args} label={text.label} defaultValue={text.value} />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: copy.fr.label });
    await expect(input).toHaveAttribute("maxlength", "80");
    await expect(input).not.toHaveAccessibleDescription();
    await expect(canvas.queryByText(/caractère/)).not.toBeInTheDocument();
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  },
};

/**
 * From 80 % of the limit the counter shows, read with the description, and the live region
 * speaks it once typing pauses.
 */
export const CounterNearLimit: Story = {
  args: { maxLength: 32 },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <TextField {...args} label={text.label} description={text.description} />;
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: copy.fr.label });
    await userEvent.click(input);
    await userEvent.keyboard("Poste de secours");
    await expect(canvas.queryByText(/caractère/)).not.toBeInTheDocument();

    await userEvent.keyboard(" du marathon");
    await expect(canvas.getByText("28 caractères sur 32")).toBeVisible();
    await expect(input).toHaveAccessibleDescription(`${copy.fr.description} 28 caractères sur 32`);
    await waitFor(
      () => expect(canvas.getByRole("status")).toHaveTextContent("28 caractères sur 32"),
      { timeout: counterAnnouncementDelayMs * 3 },
    );
  },
};

/** At the limit the count is emphasised, and the browser accepts no more characters. */
export const CounterAtLimit: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <TextField
        {...args}
        label={text.label}
        defaultValue={text.value}
        maxLength={text.value.length}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: copy.fr.label });
    await userEvent.type(input, "!");
    await expect(input).toHaveValue(copy.fr.value);
    const count = `${copy.fr.value.length} caractères sur ${copy.fr.value.length}`;
    await expect(canvas.getByText(count)).toHaveAttribute("data-at-limit");
  },
};

/**
 * A value longer than the limit (pasted elsewhere, or saved before the limit existed) stays
 * until the person shortens it; the counter says by how much it is over.
 */
export const CounterOverLimit: Story = {
  args: { maxLength: 30 },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <TextField {...args} label={text.label} defaultValue={text.value} />;
  },
  play: async ({ canvas }) => {
    const excess = copy.fr.value.length - 30;
    const count = `${copy.fr.value.length} caractères sur 30, ${excess} de trop`;
    await expect(canvas.getByText(count)).toHaveAttribute("data-over-limit");
    await expect(canvas.getByRole("textbox", { name: copy.fr.label })).toHaveAccessibleDescription(
      count,
    );
  },
};

const inLanguage = (locale: UiLocale, requiredName: string, counter: string): Story => ({
  globals: { locale },
  // Near the limit in every language's sample, so that the counter's wording shows too.
  args: { isRequired: true, maxLength: 38 },
  render: (args) => (
    <TextField
      {...args}
      label={copy[locale].label}
      description={copy[locale].description}
      defaultValue={copy[locale].value}
    />
  ),
  play: async ({ canvas }) => {
    // The asterisk's meaning and the counter are in the story's language.
    await expect(canvas.getByRole("textbox", { name: requiredName })).toBeRequired();
    await expect(canvas.getByText(counter)).toBeVisible();
  },
});

export const French: Story = inLanguage(
  "fr",
  "Nom de l'activité (obligatoire)",
  `${copy.fr.value.length} caractères sur 38`,
);
export const English: Story = inLanguage(
  "en",
  "Activity name (required)",
  `${copy.en.value.length} characters of 38`,
);
export const German: Story = inLanguage(
  "de",
  "Name der Aktivität (Pflichtfeld)",
  `${copy.de.value.length} von 38 Zeichen`,
);
