import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { Radio, RadioGroup, type RadioGroupProps } from "./RadioGroup";
import { radioGroupOrientations } from "./RadioGroup.css";

type Means = "vpsp" | "vl" | "none";

interface RadioCopy {
  label: string;
  means: Record<Means, string>;
  noneDescription: string;
  description: string;
  error: string;
  warning: string;
  answer: string;
  yesNo: Record<"yes" | "no", string>;
  longLabel: string;
  longMeans: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, RadioCopy> = {
  fr: {
    label: "Véhicule engagé",
    means: { vpsp: "VPSP", vl: "Véhicule léger", none: "Aucun" },
    noneDescription: "L'équipe rejoint le poste par ses propres moyens.",
    description: "Le véhicule apparaîtra sur la fiche de départ.",
    error: "Choisissez le véhicule engagé.",
    warning: "Le VPSP est déjà engagé sur une autre activité ce jour-là.",
    answer: "Hébergement nécessaire",
    yesNo: { yes: "Oui", no: "Non" },
    longLabel:
      "Véhicule engagé par la délégation territoriale pour acheminer l'équipe jusqu'au poste de secours",
    longMeans: "Véhicule de premiers secours à personnes prêté par une délégation voisine",
  },
  en: {
    label: "Vehicle committed",
    means: { vpsp: "Ambulance", vl: "Car", none: "None" },
    noneDescription: "The team gets to the post by its own means.",
    description: "The vehicle will appear on the departure sheet.",
    error: "Choose the vehicle committed.",
    warning: "The ambulance is already committed to another activity that day.",
    answer: "Accommodation needed",
    yesNo: { yes: "Yes", no: "No" },
    longLabel: "Vehicle the local branch commits to take the team to the first-aid post",
    longMeans: "First-aid ambulance lent by a neighbouring branch",
  },
  de: {
    label: "Eingesetztes Fahrzeug",
    means: { vpsp: "Rettungswagen", vl: "Pkw", none: "Keines" },
    noneDescription: "Das Team kommt selbstständig zum Einsatzort.",
    description: "Das Fahrzeug erscheint auf dem Abfahrtsblatt.",
    error: "Wählen Sie das eingesetzte Fahrzeug.",
    warning: "Der Rettungswagen ist an diesem Tag bereits bei einer anderen Aktivität im Einsatz.",
    answer: "Unterkunft erforderlich",
    yesNo: { yes: "Ja", no: "Nein" },
    longLabel:
      "Fahrzeug, das die Kreisverbandsgeschäftsstelle einsetzt, um das Team zum Sanitätsdienst zu bringen",
    longMeans: "Rettungswagen, ausgeliehen von einem benachbarten Kreisverband",
  },
};

/** The three sample vehicles of a language. */
function Vehicles({ locale, ...props }: Omit<RadioGroupProps, "children"> & { locale: UiLocale }) {
  const text = copy[locale];
  return (
    <RadioGroup {...props}>
      <Radio value="vpsp">{text.means.vpsp}</Radio>
      <Radio value="vl">{text.means.vl}</Radio>
      <Radio value="none" description={text.noneDescription}>
        {text.means.none}
      </Radio>
    </RadioGroup>
  );
}

const meta = {
  title: "Primitives/RadioGroup",
  component: RadioGroup,
  args: { label: "", children: null, onChange: fn() },
  argTypes: { orientation: { control: "inline-radio", options: radioGroupOrientations } },
  decorators: [
    (Story) => (
      <div className={storyNarrow}>
        <Story />
      </div>
    ),
  ],
  render: ({ children: _, ...args }, { globals }) => {
    const locale = storyLocale(globals);
    return <Vehicles {...args} locale={locale} label={args.label || copy[locale].label} />;
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: Tab lands on the first option. */
export const Default: Story = {};

export const Selected: Story = {
  args: { defaultValue: "vl" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: copy.fr.means.vl })).toBeChecked();
  },
};

/** Two or three short answers side by side. */
export const Horizontal: Story = {
  args: { orientation: "horizontal", defaultValue: "no" },
  render: ({ children: _, ...args }, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <RadioGroup {...args} label={text.answer}>
        <Radio value="yes">{text.yesNo.yes}</Radio>
        <Radio value="no">{text.yesNo.no}</Radio>
      </RadioGroup>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup")).toHaveAttribute("aria-orientation", "horizontal");
  },
};

export const WithDescription: Story = {
  args: { defaultValue: "vpsp" },
  render: ({ children: _, ...args }, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <Vehicles
        {...args}
        locale={locale}
        label={copy[locale].label}
        description={copy[locale].description}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup")).toHaveAccessibleDescription(copy.fr.description);
    // react-aria reads the option's own description, then the group's.
    await expect(
      canvas.getByRole("radio", { name: copy.fr.means.none }),
    ).toHaveAccessibleDescription(`${copy.fr.noneDescription} ${copy.fr.description}`);
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true },
  render: ({ children: _, ...args }, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <Vehicles
        {...args}
        locale={locale}
        label={copy[locale].label}
        errorMessage={copy[locale].error}
      />
    );
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: `${copy.fr.label} (obligatoire)` });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription(copy.fr.error);
  },
};

/** A non-blocking warning: the answer is accepted. */
export const WithWarning: Story = {
  args: { defaultValue: "vpsp" },
  render: ({ children: _, ...args }, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <Vehicles
        {...args}
        locale={locale}
        label={copy[locale].label}
        warning={copy[locale].warning}
      />
    );
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup");
    await expect(group).not.toHaveAttribute("aria-invalid");
    await expect(group).toHaveAccessibleDescription(`Avertissement : ${copy.fr.warning}`);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "vl" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    for (const radio of canvas.getAllByRole("radio")) {
      await expect(radio).toBeDisabled();
      await expect(radio).not.toHaveFocus();
    }
  },
};

/** One option unavailable: the arrow keys pass over it. */
export const DisabledOption: Story = {
  args: { defaultValue: "vpsp" },
  render: ({ children: _, ...args }, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <RadioGroup {...args} label={text.label}>
        <Radio value="vpsp">{text.means.vpsp}</Radio>
        <Radio value="vl" isDisabled>
          {text.means.vl}
        </Radio>
        <Radio value="none">{text.means.none}</Radio>
      </RadioGroup>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: copy.fr.means.none })).toHaveFocus();
  },
};

/** Read-only: the chosen option is focusable and read out; arrows do not change it. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: "vpsp" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: copy.fr.means.vpsp })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A long group label and a long option wrap; each circle stays on its first line. */
export const LongLabels: Story = {
  args: { isRequired: true, defaultValue: "lent" },
  render: ({ children: _, ...args }, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <RadioGroup {...args} label={text.longLabel}>
        <Radio value="vpsp">{text.means.vpsp}</Radio>
        <Radio value="lent" description={text.noneDescription}>
          {text.longMeans}
        </Radio>
      </RadioGroup>
    );
  },
};

/** Tab enters on the selected option; arrows move and select, wrapping at the ends. */
export const KeyboardSelection: Story = {
  args: { defaultValue: "vl" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: copy.fr.means.vl })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: copy.fr.means.none })).toBeChecked();
    await userEvent.keyboard("{ArrowDown}");
    const first = canvas.getByRole("radio", { name: copy.fr.means.vpsp });
    await expect(first).toHaveFocus();
    await expect(first).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("vpsp");
  },
};

/** Side by side, Right and Left move between the answers. */
export const HorizontalKeyboard: Story = {
  args: { orientation: "horizontal" },
  render: ({ children: _, ...args }, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <RadioGroup {...args} label={text.answer}>
        <Radio value="yes">{text.yesNo.yes}</Radio>
        <Radio value="no">{text.yesNo.no}</Radio>
      </RadioGroup>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: copy.fr.yesNo.yes })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: copy.fr.yesNo.no })).toBeChecked();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(args.onChange).toHaveBeenLastCalledWith("yes");
  },
};

const inLanguage = (locale: UiLocale, requiredName: string): Story => ({
  globals: { locale },
  args: { isRequired: true, defaultValue: "vpsp" },
  render: ({ children: _, ...args }) => (
    <Vehicles
      {...args}
      locale={locale}
      label={copy[locale].label}
      description={copy[locale].description}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: requiredName })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr", "Véhicule engagé (obligatoire)");
export const English: Story = inLanguage("en", "Vehicle committed (required)");
export const German: Story = inLanguage("de", "Eingesetztes Fahrzeug (Pflichtfeld)");
