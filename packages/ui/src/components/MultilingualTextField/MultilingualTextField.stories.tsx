import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { Form } from "../Form/Form";
import { type MultilingualText, MultilingualTextField } from "./MultilingualTextField";

interface FieldCopy {
  title: string;
  text: string;
  description: string;
  groupError: string;
  englishError: string;
  serverError: string;
  longLabel: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, FieldCopy> = {
  fr: {
    title: "Titre de l'alerte",
    text: "Texte de l'alerte",
    description: "Une langue laissée vide affiche le texte français.",
    groupError: "Saisissez un titre et un texte dans au moins une langue.",
    englishError: "Saisissez aussi le texte anglais : le titre anglais est rempli.",
    serverError: "Le titre allemand dépasse 80 caractères.",
    longLabel:
      "Titre de l'alerte tel qu'il apparaîtra en bandeau en haut de chaque page pour tous les utilisateurs",
  },
  en: {
    title: "Alert title",
    text: "Alert text",
    description: "A language left empty shows the French text.",
    groupError: "Enter a title and a text in at least one language.",
    englishError: "Enter the English text too: the English title is filled in.",
    serverError: "The German title is longer than 80 characters.",
    longLabel:
      "Title of the alert as it will appear in the banner at the top of every page for all users",
  },
  de: {
    title: "Titel der Warnung",
    text: "Text der Warnung",
    description: "Eine leere Sprache zeigt den französischen Text.",
    groupError: "Geben Sie in mindestens einer Sprache einen Titel und einen Text ein.",
    englishError: "Geben Sie auch den englischen Text ein: Der englische Titel ist ausgefüllt.",
    serverError: "Der deutsche Titel ist länger als 80 Zeichen.",
    longLabel:
      "Titel der Warnung, wie er für alle Benutzer im Banner oben auf jeder Seite erscheinen wird",
  },
};

/** What the alert says, in each language it is written in (whatever the interface language). */
const alertTitle: MultilingualText = {
  fr: "Canicule : points d'eau renforcés",
  en: "Heatwave: more water points",
  de: "Hitzewelle: zusätzliche Wasserstellen",
};

const alertText: MultilingualText = {
  fr: "Les équipes de maraude passent deux fois par jour jusqu'à dimanche.",
  en: "Outreach teams go round twice a day until Sunday.",
  de: "Die Streetwork-Teams sind bis Sonntag zweimal täglich unterwegs.",
};

const meta = {
  title: "Domain/MultilingualTextField",
  component: MultilingualTextField,
  args: { label: "", onChange: fn() },
  // A fixed column, as in a form, so that each story measures the same width.
  decorators: [
    (Story) => (
      <div className={storyNarrow}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => (
    <MultilingualTextField {...args} label={args.label || copy[storyLocale(globals)].title} />
  ),
} satisfies Meta<typeof MultilingualTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: alertTitle } };

/** A `<textarea>` per language, for the alert's text. */
export const Multiline: Story = {
  args: { isMultiline: true, defaultValue: alertText },
  render: (args, { globals }) => (
    <MultilingualTextField {...args} label={copy[storyLocale(globals)].text} />
  ),
};

/** The group's own error (no text at all) and one language's error, each where it belongs. */
export const WithErrors: Story = {
  args: { defaultValue: { en: alertTitle.en } },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <MultilingualTextField
        {...args}
        label={text.title}
        description={text.description}
        errorMessage={text.groupError}
        errorMessages={{ en: text.englishError }}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("group", {
        name: copy.fr.title,
        description: `${copy.fr.description} ${copy.fr.groupError}`,
      }),
    ).toBeInTheDocument();
    const english = canvas.getByRole("textbox", { name: "Anglais" });
    await expect(english).toBeInvalid();
    await expect(english).toHaveAccessibleDescription(copy.fr.englishError);
    await expect(canvas.getByRole("textbox", { name: "Français" })).toBeValid();
  },
};

/** A host that requires a language: asterisk, and "(obligatoire)" read out. */
export const RequiredLanguage: Story = {
  args: { requiredLanguages: ["fr"] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Français (obligatoire)" })).toBeRequired();
    await expect(canvas.getByRole("textbox", { name: "Allemand" })).not.toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: alertTitle },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    for (const field of canvas.getAllByRole("textbox")) {
      await expect(field).toBeDisabled();
      await expect(field).not.toHaveFocus();
    }
  },
};

/** In a `Form`: the server's error for `title.de` shows under the German field. */
export const InForm: Story = {
  args: { name: "title", defaultValue: alertTitle },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <Form validationErrors={{ "title.de": text.serverError }}>
        <MultilingualTextField {...args} label={text.title} />
      </Form>
    );
  },
  play: async ({ canvas }) => {
    const german = canvas.getByRole("textbox", { name: "Allemand" });
    await expect(german).toHaveAttribute("name", "title.de");
    await expect(german).toBeInvalid();
    await expect(german).toHaveAccessibleDescription(copy.fr.serverError);
  },
};

/** Tab goes from one language to the next; what is typed comes back as `{ fr, en, de }`. */
export const KeyboardEntry: Story = {
  args: { defaultValue: { fr: alertTitle.fr } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Français" })).toHaveFocus();
    await userEvent.tab();
    const english = canvas.getByRole("textbox", { name: "Anglais" });
    await expect(english).toHaveFocus();
    await expect(english).toHaveAttribute("lang", "en");
    await userEvent.keyboard("Heatwave");
    await expect(args.onChange).toHaveBeenLastCalledWith({
      fr: alertTitle.fr,
      en: "Heatwave",
      de: "",
    });
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Allemand" })).toHaveFocus();
  },
};

/**
 * A counter per language, as on a `TextField`: the French title is near the limit, the English
 * one far from it (no counter), the German one over it (saved before the limit, say).
 */
export const CounterStates: Story = {
  args: { maxLength: 36, defaultValue: alertTitle },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Français" })).toHaveAccessibleDescription(
      "33 caractères sur 36",
    );
    await expect(
      canvas.getByRole("textbox", { name: "Anglais" }),
    ).not.toHaveAccessibleDescription();
    const german = "37 caractères sur 36, 1 de trop";
    await expect(canvas.getByText(german)).toHaveAttribute("data-over-limit");
    await expect(canvas.getByRole("textbox", { name: "Allemand" })).toHaveAccessibleDescription(
      german,
    );
  },
};

/** At the limit, the language's counter is emphasised and its field takes no more characters. */
export const CounterAtLimit: Story = {
  args: { maxLength: 33, defaultValue: alertTitle },
  play: async ({ canvas, userEvent }) => {
    const french = canvas.getByRole("textbox", { name: "Français" });
    await userEvent.type(french, "!");
    await expect(french).toHaveValue(alertTitle.fr);
    await expect(canvas.getByText("33 caractères sur 33")).toHaveAttribute("data-at-limit");
    // 27 characters of 33 is past 80 %: the English counter shows too.
    await expect(canvas.getByRole("textbox", { name: "Anglais" })).toHaveAccessibleDescription(
      "27 caractères sur 33",
    );
  },
};

/** Multi-line, every language counts from the first character, as a `TextArea` does. */
export const MultilineWithCounter: Story = {
  args: { isMultiline: true, maxLength: 500, defaultValue: { fr: alertText.fr } },
  render: (args, { globals }) => (
    <MultilingualTextField {...args} label={copy[storyLocale(globals)].text} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Français" })).toHaveAccessibleDescription(
      `${alertText.fr.length} caractères sur 500`,
    );
    await expect(canvas.getByRole("textbox", { name: "Anglais" })).toHaveAccessibleDescription(
      "0 caractère sur 500",
    );
  },
};

/** A long legend and description wrap in the form's column. */
export const LongLabel: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <MultilingualTextField {...args} label={text.longLabel} description={text.description} />
    );
  },
};

/** The high-contrast theme, with both kinds of error. */
export const HighContrast: Story = {
  ...WithErrors,
  globals: { theme: "highContrast" },
};

const inLanguage = (locale: UiLocale, english: string, counter: string): Story => ({
  globals: { locale },
  // Near the limit in French, over it in German: the counters' wording shows too.
  args: { defaultValue: alertTitle, maxLength: 36 },
  render: (args) => (
    <MultilingualTextField
      {...args}
      label={copy[locale].title}
      description={copy[locale].description}
    />
  ),
  play: async ({ canvas }) => {
    // Field labels follow the interface; the texts keep their own language.
    await expect(canvas.getByRole("textbox", { name: english })).toHaveValue(alertTitle.en);
    await expect(canvas.getByText(counter)).toBeVisible();
  },
});

export const French: Story = inLanguage("fr", "Anglais", "37 caractères sur 36, 1 de trop");
export const English: Story = inLanguage("en", "English", "37 characters of 36, 1 too many");
export const German: Story = inLanguage("de", "Englisch", "37 von 36 Zeichen, 1 zu viel");
