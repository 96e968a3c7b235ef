import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { counterAnnouncementDelayMs } from "../Field/FieldCounter";
import { TextArea } from "./TextArea";

interface TextAreaCopy {
  label: string;
  value: string;
  description: string;
  error: string;
  warning: string;
  placeholder: string;
  longLabel: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, TextAreaCopy> = {
  fr: {
    label: "Consignes pour l'équipe",
    value:
      "Rendez-vous à 7 h 30 au local.\nPrévoir gilet haute visibilité, lampe frontale et repas froid.",
    description: "Visibles par les bénévoles inscrits.",
    error: "Les consignes sont obligatoires pour un poste de secours.",
    warning: "Les consignes ne mentionnent pas le point de rendez-vous.",
    placeholder: "Lieu et heure de rendez-vous, équipement à prévoir…",
    longLabel:
      "Consignes transmises aux bénévoles inscrits avant le départ, telles qu'elles apparaîtront dans leur convocation",
  },
  en: {
    label: "Instructions for the team",
    value:
      "Meet at the branch at 7:30.\nBring a high-visibility vest, a head torch and a cold meal.",
    description: "Shown to the registered volunteers.",
    error: "Instructions are required for a first-aid post.",
    warning: "The instructions do not mention the meeting point.",
    placeholder: "Meeting place and time, equipment to bring…",
    longLabel:
      "Instructions sent to the registered volunteers before departure, as they will appear in their call-up",
  },
  de: {
    label: "Hinweise für das Team",
    value:
      "Treffpunkt um 7:30 Uhr in der Dienststelle.\nWarnweste, Stirnlampe und kalte Verpflegung mitbringen.",
    description: "Für die angemeldeten Ehrenamtlichen sichtbar.",
    error: "Für einen Sanitätsdienst sind Hinweise erforderlich.",
    warning: "Die Hinweise nennen keinen Treffpunkt.",
    placeholder: "Treffpunkt und Uhrzeit, mitzubringende Ausrüstung…",
    longLabel:
      "Hinweise, die den angemeldeten Ehrenamtlichen vor der Abfahrt geschickt werden, wie sie in ihrer Einberufung erscheinen",
  },
};

const meta = {
  title: "Primitives/TextArea",
  component: TextArea,
  args: { label: "", rows: 3, onChange: fn() },
  decorators: [
    (Story) => (
      <div className={storyNarrow}>
        <Story />
      </div>
    ),
  ],
  // An empty label takes the toolbar language's sample one.
  render: (args, { globals }) => (
    <TextArea {...args} label={args.label || copy[storyLocale(globals)].label} />
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithPlaceholder: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <TextArea {...args} label={text.label} placeholder={text.placeholder} />;
  },
};

export const Filled: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <TextArea {...args} label={text.label} defaultValue={text.value} />;
  },
};

/** `maxLength` shows the counter, read with the description. */
export const WithCounter: Story = {
  args: { maxLength: 200 },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <TextArea
        {...args}
        label={text.label}
        description={text.description}
        defaultValue={text.value}
      />
    );
  },
  play: async ({ canvas }) => {
    const length = copy.fr.value.length;
    await expect(canvas.getByRole("textbox")).toHaveAccessibleDescription(
      `${copy.fr.description} ${length} caractères sur 200`,
    );
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  },
};

/** At the limit the count is emphasised, and the browser accepts no more characters. */
export const CounterAtLimit: Story = {
  args: { maxLength: 30, defaultValue: "Gilet, lampe et repas froid !" },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole("textbox");
    await userEvent.type(box, "ab");
    await expect(box).toHaveValue("Gilet, lampe et repas froid !a");
    await expect(canvas.getByText("30 caractères sur 30")).toHaveAttribute("data-at-limit");
  },
};

/**
 * A value longer than the limit (pasted elsewhere, or saved before the limit existed) stays
 * until the person shortens it; the counter says by how much it is over.
 */
export const CounterOverLimit: Story = {
  args: { maxLength: 60 },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <TextArea {...args} label={text.label} defaultValue={text.value} />;
  },
  play: async ({ canvas }) => {
    const length = copy.fr.value.length;
    const count = `${length} caractères sur 60, ${length - 60} de trop`;
    await expect(canvas.getByText(count)).toHaveAttribute("data-over-limit");
    await expect(canvas.getByRole("textbox")).toHaveAccessibleDescription(count);
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("textbox", { name: `${copy.fr.label} (obligatoire)` }),
    ).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <TextArea
        {...args}
        label={text.label}
        description={text.description}
        errorMessage={text.error}
      />
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox");
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(`${copy.fr.description} ${copy.fr.error}`);
  },
};

/** A non-blocking warning: the text is accepted. */
export const WithWarning: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <TextArea
        {...args}
        label={text.label}
        defaultValue={text.value}
        description={text.description}
        warning={text.warning}
      />
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox");
    await expect(box).toBeValid();
    await expect(box).toHaveAccessibleDescription(
      `${copy.fr.description} Avertissement : ${copy.fr.warning}`,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <TextArea {...args} label={text.label} defaultValue={text.value} />;
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole("textbox");
    await expect(box).toBeDisabled();
    await userEvent.tab();
    await expect(box).not.toHaveFocus();
  },
};

/** Read-only: focusable and read out, but typing changes nothing. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <TextArea {...args} label={text.label} defaultValue={text.value} />;
  },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole("textbox");
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard("x");
    await expect(box).toHaveValue(copy.fr.value);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: { isRequired: true, maxLength: 500 },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <TextArea {...args} label={text.longLabel} description={text.description} />;
  },
};

/**
 * Tab reaches the box, Enter starts a new line, the counter follows each key, and the live
 * region speaks the count once typing pauses.
 */
export const KeyboardEntry: Story = {
  args: { maxLength: 100 },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole("textbox", { name: copy.fr.label });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard("Gilet{Enter}Lampe");
    await expect(args.onChange).toHaveBeenLastCalledWith("Gilet\nLampe");
    await expect(canvas.getByText("11 caractères sur 100")).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole("status")).toHaveTextContent("11 caractères sur 100"),
      { timeout: counterAnnouncementDelayMs * 3 },
    );
  },
};

const inLanguage = (locale: UiLocale, requiredName: string, counter: string): Story => ({
  globals: { locale },
  args: { isRequired: true, maxLength: 1000 },
  render: (args) => (
    <TextArea
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
  "Consignes pour l'équipe (obligatoire)",
  // Testing Library's text matching turns the narrow no-break space into a plain one.
  `${copy.fr.value.length} caractères sur 1 000`,
);
export const English: Story = inLanguage(
  "en",
  "Instructions for the team (required)",
  `${copy.en.value.length} characters of 1,000`,
);
export const German: Story = inLanguage(
  "de",
  "Hinweise für das Team (Pflichtfeld)",
  `${copy.de.value.length} von 1.000 Zeichen`,
);
