import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { Checkbox } from "../Checkbox/Checkbox";
import { storyColumn } from "../Checkbox/Checkbox.stories.css";
import { CheckboxGroup, type CheckboxGroupProps } from "./CheckboxGroup";

interface GroupCopy {
  label: string;
  skills: Record<"pse1" | "pse2" | "driver" | "radio", string>;
  description: string;
  error: string;
  warning: string;
  all: string;
  longLabel: string;
  longSkill: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, GroupCopy> = {
  fr: {
    label: "Compétences requises",
    skills: {
      pse1: "Secouriste (PSE1)",
      pse2: "Équipier secouriste (PSE2)",
      driver: "Chauffeur VPSP",
      radio: "Opérateur radio",
    },
    description: "Les bénévoles proposés devront en avoir au moins une.",
    error: "Choisissez au moins une compétence.",
    warning: "Aucun bénévole de la délégation n'est chauffeur VPSP.",
    all: "Toutes les compétences",
    longLabel:
      "Compétences que les bénévoles doivent détenir pour être proposés sur ce poste de secours",
    longSkill:
      "Chef d'équipe titulaire de l'unité d'enseignement « encadrement des opérations de secours »",
  },
  en: {
    label: "Required skills",
    skills: {
      pse1: "First aider (PSE1)",
      pse2: "Team first aider (PSE2)",
      driver: "Ambulance driver",
      radio: "Radio operator",
    },
    description: "Proposed volunteers will need at least one of them.",
    error: "Choose at least one skill.",
    warning: "No volunteer of the branch is an ambulance driver.",
    all: "All skills",
    longLabel: "Skills the volunteers must hold to be proposed for this first-aid post",
    longSkill: "Team leader holding the teaching unit “supervision of rescue operations”",
  },
  de: {
    label: "Erforderliche Qualifikationen",
    skills: {
      pse1: "Ersthelfer (PSE1)",
      pse2: "Sanitäter im Team (PSE2)",
      driver: "Fahrer Rettungswagen",
      radio: "Funker",
    },
    description: "Vorgeschlagene Ehrenamtliche brauchen mindestens eine davon.",
    error: "Wählen Sie mindestens eine Qualifikation.",
    warning: "Niemand im Kreisverband ist Fahrer eines Rettungswagens.",
    all: "Alle Qualifikationen",
    longLabel:
      "Qualifikationen, die Ehrenamtliche besitzen müssen, um für diesen Sanitätsdienst vorgeschlagen zu werden",
    longSkill: "Gruppenführer mit der Lehreinheit „Führung von Rettungseinsätzen“",
  },
};

const skillValues = ["pse1", "pse2", "driver", "radio"] as const;

/** The group with the four sample skills of a language. */
function Skills({ locale, ...props }: Omit<CheckboxGroupProps, "children"> & { locale: UiLocale }) {
  return (
    <CheckboxGroup {...props}>
      {skillValues.map((value) => (
        <Checkbox key={value} value={value}>
          {copy[locale].skills[value]}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/** {@link Skills} under a "select all" box that reflects and drives the selection. */
function SkillsWithSelectAll({
  locale,
  ...props
}: Omit<CheckboxGroupProps, "children" | "label"> & { locale: UiLocale }) {
  const [selected, setSelected] = useState<string[]>(["pse1"]);
  const isAll = selected.length === skillValues.length;
  return (
    <div className={storyColumn}>
      <Checkbox
        isSelected={isAll}
        isIndeterminate={selected.length > 0 && !isAll}
        onChange={(isSelected) => setSelected(isSelected ? [...skillValues] : [])}
      >
        {copy[locale].all}
      </Checkbox>
      <Skills
        {...props}
        locale={locale}
        label={copy[locale].label}
        value={selected}
        onChange={setSelected}
      />
    </div>
  );
}

const meta = {
  title: "Primitives/CheckboxGroup",
  component: CheckboxGroup,
  args: { label: "", children: null, onChange: fn() },
  decorators: [
    (Story) => (
      <div className={storyNarrow}>
        <Story />
      </div>
    ),
  ],
  render: ({ children: _, ...args }, { globals }) => {
    const locale = storyLocale(globals);
    return <Skills {...args} locale={locale} label={args.label || copy[locale].label} />;
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithSelection: Story = {
  args: { defaultValue: ["pse1", "driver"] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: copy.fr.skills.pse1 })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: copy.fr.skills.pse2 })).not.toBeChecked();
  },
};

export const WithDescription: Story = {
  render: ({ children: _, ...args }, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <Skills
        {...args}
        locale={locale}
        label={copy[locale].label}
        description={copy[locale].description}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group")).toHaveAccessibleDescription(copy.fr.description);
  },
};

/** "At least one" broken: the group and every box show it, the message says what to do. */
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true },
  render: ({ children: _, ...args }, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <Skills
        {...args}
        locale={locale}
        label={copy[locale].label}
        description={copy[locale].description}
        errorMessage={copy[locale].error}
      />
    );
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: `${copy.fr.label} (obligatoire)` });
    await expect(group).toHaveAccessibleDescription(`${copy.fr.description} ${copy.fr.error}`);
    for (const checkbox of canvas.getAllByRole("checkbox")) await expect(checkbox).toBeInvalid();
  },
};

/** A non-blocking warning on the group: the selection is accepted. */
export const WithWarning: Story = {
  args: { defaultValue: ["driver"] },
  render: ({ children: _, ...args }, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <Skills {...args} locale={locale} label={copy[locale].label} warning={copy[locale].warning} />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group")).toHaveAccessibleDescription(
      `Avertissement : ${copy.fr.warning}`,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ["pse2"] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    for (const checkbox of canvas.getAllByRole("checkbox")) {
      await expect(checkbox).toBeDisabled();
      await expect(checkbox).not.toHaveFocus();
    }
  },
};

/** Read-only: each box is focusable and read out, none changes. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: ["pse1", "radio"] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: copy.fr.skills.pse1 })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A long group label and a long option wrap; each box stays on its first line. */
export const LongLabels: Story = {
  args: { isRequired: true },
  render: ({ children: _, ...args }, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <CheckboxGroup {...args} label={text.longLabel}>
        <Checkbox value="pse1">{text.skills.pse1}</Checkbox>
        <Checkbox value="lead">{text.longSkill}</Checkbox>
      </CheckboxGroup>
    );
  },
};

/** Each box is its own Tab stop; Space toggles the focused one. */
export const KeyboardSelection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: copy.fr.skills.pse1 })).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: copy.fr.skills.driver })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith(["pse1", "driver"]);
  },
};

/** A "select all" box above the group: indeterminate while only part of the list is selected. */
export const SelectAll: Story = {
  render: ({ children: _, ...args }, { globals }) => (
    <SkillsWithSelectAll {...args} locale={storyLocale(globals)} />
  ),
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole("checkbox", { name: copy.fr.all });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    for (const checkbox of canvas.getAllByRole("checkbox")) await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: copy.fr.skills.radio }));
    await expect(all).toBePartiallyChecked();
  },
};

const inLanguage = (locale: UiLocale, requiredName: string): Story => ({
  globals: { locale },
  args: { isRequired: true, defaultValue: ["pse2"] },
  render: ({ children: _, ...args }) => (
    <Skills
      {...args}
      locale={locale}
      label={copy[locale].label}
      description={copy[locale].description}
      warning={copy[locale].warning}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: requiredName })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr", "Compétences requises (obligatoire)");
export const English: Story = inLanguage("en", "Required skills (required)");
export const German: Story = inLanguage("de", "Erforderliche Qualifikationen (Pflichtfeld)");
