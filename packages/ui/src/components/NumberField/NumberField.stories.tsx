import type { Meta, StoryObj } from "@storybook/react-vite";
import { I18nProvider } from "react-aria-components";
import { expect, fn } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { storyColumn } from "../Checkbox/Checkbox.stories.css";
import { NumberField } from "./NumberField";

/**
 * react-aria formats and parses numbers in the locale of its own `I18nProvider`, not Lingui's:
 * until the Storybook decorator provides it for every story, these stories do.
 */
const formatLocales: Record<UiLocale, string> = { fr: "fr-FR", en: "en-GB", de: "de-DE" };

interface NumberCopy {
  label: string;
  distance: string;
  rate: string;
  description: string;
  error: string;
  warning: string;
  placeholder: string;
  longLabel: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, NumberCopy> = {
  fr: {
    label: "Nombre de places",
    distance: "Distance jusqu'au poste",
    rate: "Taux de remplissage visé",
    description: "Entre 1 et 40 bénévoles.",
    error: "Indiquez au moins une place.",
    warning: "Plus de 20 places : prévoyez un second chef d'équipe.",
    placeholder: "Par exemple : 12",
    longLabel:
      "Nombre de places ouvertes aux bénévoles de la délégation territoriale pour cette activité opérationnelle",
  },
  en: {
    label: "Number of places",
    distance: "Distance to the post",
    rate: "Target fill rate",
    description: "Between 1 and 40 volunteers.",
    error: "Enter at least one place.",
    warning: "More than 20 places: plan a second team leader.",
    placeholder: "For example: 12",
    longLabel:
      "Number of places open to the volunteers of the local branch for this operational activity",
  },
  de: {
    label: "Anzahl der Plätze",
    distance: "Entfernung zum Einsatzort",
    rate: "Angestrebte Besetzungsquote",
    description: "Zwischen 1 und 40 Ehrenamtlichen.",
    error: "Geben Sie mindestens einen Platz an.",
    warning: "Mehr als 20 Plätze: Planen Sie einen zweiten Gruppenführer ein.",
    placeholder: "Zum Beispiel: 12",
    longLabel:
      "Anzahl der Plätze, die den Ehrenamtlichen der Kreisverbandsgeschäftsstelle für diese Einsatzaktivität offenstehen",
  },
};

const kilometres = { style: "unit", unit: "kilometer", maximumFractionDigits: 1 } as const;

const meta = {
  title: "Primitives/NumberField",
  component: NumberField,
  args: { label: "", minValue: 1, maxValue: 40, onChange: fn() },
  decorators: [
    (Story, { globals }) => (
      <I18nProvider locale={formatLocales[storyLocale(globals)]}>
        <div className={storyNarrow}>
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
  // An empty label takes the toolbar language's sample one.
  render: (args, { globals }) => (
    <NumberField {...args} label={args.label || copy[storyLocale(globals)].label} />
  ),
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithPlaceholder: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <NumberField {...args} label={text.label} placeholder={text.placeholder} />;
  },
};

export const Filled: Story = {
  args: { defaultValue: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: copy.fr.label })).toHaveValue("12");
  },
};

/** A unit from `formatOptions`, written the French way: "12,5 km". */
export const WithUnit: Story = {
  args: { defaultValue: 12.5, step: 0.5, minValue: 0, maxValue: 500, formatOptions: kilometres },
  render: (args, { globals }) => (
    <NumberField {...args} label={copy[storyLocale(globals)].distance} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveValue("12,5\u202fkm");
  },
};

/** A percentage: the value is a fraction (0.85), shown as "85 %". */
export const Percentage: Story = {
  args: {
    defaultValue: 0.85,
    step: 0.05,
    minValue: 0,
    maxValue: 1,
    formatOptions: { style: "percent" },
  },
  render: (args, { globals }) => <NumberField {...args} label={copy[storyLocale(globals)].rate} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveValue("85\u00a0%");
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

export const WithDescription: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <NumberField {...args} label={text.label} description={text.description} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveAccessibleDescription(copy.fr.description);
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <NumberField
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

/** A non-blocking warning: the value is accepted. */
export const WithWarning: Story = {
  args: { defaultValue: 24 },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <NumberField
        {...args}
        label={text.label}
        description={text.description}
        warning={text.warning}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toBeValid();
    await expect(input).toHaveAccessibleDescription(
      `${copy.fr.description} Avertissement : ${copy.fr.warning}`,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 12 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: `Augmenter ${copy.fr.label}` }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Read-only: focusable and read out; keys and buttons do not change it. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 12 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("textbox");
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(input).toHaveValue("12");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** At the maximum, + is disabled (and − at the minimum). */
export const AtMaximum: Story = {
  args: { defaultValue: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: `Augmenter ${copy.fr.label}` })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: `Diminuer ${copy.fr.label}` })).toBeEnabled();
  },
};

export const LongLabel: Story = {
  args: { isRequired: true, defaultValue: 8 },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <NumberField {...args} label={text.longLabel} description={text.description} />;
  },
};

/**
 * Arrow Up/Down and Page Up/Down step by `step`; Home and End go to the bounds. The − and +
 * buttons stay out of the Tab order: the keys do the same on the input.
 */
export const KeyboardStepping: Story = {
  args: { defaultValue: 10, step: 5, minValue: 0 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("textbox", { name: copy.fr.label });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(input).toHaveValue("15");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(input).toHaveValue("5");
    await userEvent.keyboard("{PageUp}");
    await expect(input).toHaveValue("10");
    await userEvent.keyboard("{End}");
    await expect(input).toHaveValue("40");
    await userEvent.keyboard("{Home}");
    await expect(input).toHaveValue("0");
    await userEvent.keyboard("{PageUp}");
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** A decimal typed the French way ("2,5") is read on leaving the field. */
export const TypedDecimal: Story = {
  args: { step: 0.5, minValue: 0, maxValue: 500, formatOptions: kilometres },
  render: (args, { globals }) => (
    <NumberField {...args} label={copy[storyLocale(globals)].distance} />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("textbox");
    await userEvent.type(input, "2,5");
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(2.5);
    await expect(input).toHaveValue("2,5\u202fkm");
  },
};

/** Each language writes the same distance its own way; the buttons are named in it too. */
const inLanguage = (locale: UiLocale, shown: string, plusName: string): Story => ({
  globals: { locale },
  args: { isRequired: true },
  render: (args) => (
    <div className={storyColumn}>
      <NumberField {...args} label={copy[locale].label} defaultValue={12} />
      <NumberField
        {...args}
        label={copy[locale].distance}
        defaultValue={1234.5}
        minValue={0}
        maxValue={5000}
        formatOptions={kilometres}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("textbox")[1]).toHaveValue(shown);
    await expect(canvas.getAllByRole("button", { name: plusName })).toHaveLength(1);
  },
});

export const French: Story = inLanguage(
  "fr",
  "1\u202f234,5\u202fkm",
  "Augmenter Nombre de places (obligatoire)",
);
export const English: Story = inLanguage(
  "en",
  "1,234.5 km",
  "Increase Number of places (required)",
);
export const German: Story = inLanguage(
  "de",
  "1.234,5 km",
  "erhöhen Anzahl der Plätze (Pflichtfeld)",
);
