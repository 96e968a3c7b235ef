import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StorySelectStage } from "../../storybook/StoryStage";
import { storyLocale } from "../../storybook/storyLocale";
import type { SelectOption } from "../Select/Select";
import { MultiSelect, type MultiSelectBaseProps } from "./MultiSelect";

interface MultiSelectCopy {
  label: string;
  description: string;
  error: string;
  placeholder: string;
  skills: SelectOption[];
  longLabel: string;
  longSkills: SelectOption[];
  team: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, MultiSelectCopy> = {
  fr: {
    label: "Compétences requises",
    description: "Les bénévoles proposés auront toutes ces compétences.",
    error: "Choisissez au moins une compétence.",
    placeholder: "Rechercher une compétence",
    skills: [
      { id: "psc1", label: "PSC1", description: "Prévention et secours civiques" },
      { id: "pse1", label: "PSE1" },
      { id: "pse2", label: "PSE2" },
      { id: "driver", label: "Permis poids lourd" },
      { id: "lead", label: "Chef d'équipe" },
      { id: "logistics", label: "Logistique", isDisabled: true },
    ],
    longLabel: "Compétences exigées de chaque membre de l'équipe engagée sur le dispositif",
    longSkills: [
      { id: "long-1", label: "Formateur aux premiers secours en équipe de niveau deux" },
      { id: "long-2", label: "Conducteur de véhicule de premiers secours à personnes" },
      { id: "long-3", label: "PSC1" },
    ],
    team: "Équipe",
  },
  en: {
    label: "Required skills",
    description: "Proposed volunteers will have all these skills.",
    error: "Choose at least one skill.",
    placeholder: "Search for a skill",
    skills: [
      { id: "psc1", label: "First aid", description: "Civic first aid and prevention" },
      { id: "pse1", label: "Team first aid 1" },
      { id: "pse2", label: "Team first aid 2" },
      { id: "driver", label: "Heavy vehicle licence" },
      { id: "lead", label: "Team lead" },
      { id: "logistics", label: "Logistics", isDisabled: true },
    ],
    longLabel: "Skills required of every member of the team sent to the operation",
    longSkills: [
      { id: "long-1", label: "Trainer for level-two team first aid" },
      { id: "long-2", label: "Driver of first-aid vehicles for people in distress" },
      { id: "long-3", label: "First aid" },
    ],
    team: "Team",
  },
  de: {
    label: "Erforderliche Qualifikationen",
    description: "Vorgeschlagene Ehrenamtliche haben alle diese Qualifikationen.",
    error: "Wählen Sie mindestens eine Qualifikation.",
    placeholder: "Qualifikation suchen",
    skills: [
      { id: "psc1", label: "Erste Hilfe", description: "Grundkurs für alle" },
      { id: "pse1", label: "Sanitätsdienst 1" },
      { id: "pse2", label: "Sanitätsdienst 2" },
      { id: "driver", label: "Lkw-Führerschein" },
      { id: "lead", label: "Gruppenführung" },
      { id: "logistics", label: "Logistik", isDisabled: true },
    ],
    longLabel: "Von jedem Mitglied des eingesetzten Teams verlangte Qualifikationen",
    longSkills: [
      { id: "long-1", label: "Ausbilderin für Sanitätsdienst der zweiten Stufe" },
      { id: "long-2", label: "Fahrerin von Krankentransport- und Rettungsfahrzeugen" },
      { id: "long-3", label: "Erste Hilfe" },
    ],
    team: "Team",
  },
};

/** 1,000 teams, numbered with four digits. */
const teams = (locale: UiLocale): SelectOption[] =>
  Array.from({ length: 1000 }, (_, index) => ({
    id: `team-${index + 1}`,
    label: `${copy[locale].team} ${String(index + 1).padStart(4, "0")}`,
  }));

/** What the stories vary: the field's state, and a spy on changes. */
type MultiSelectStoryArgs = Pick<
  MultiSelectBaseProps<SelectOption>,
  "isDisabled" | "isRequired" | "isInvalid" | "defaultValue" | "onChange"
>;

const meta = {
  title: "Primitives/MultiSelect",
  // MultiSelect is generic over its items and takes one of three collections; the stories give
  // the collection themselves and drive only the args above.
  component: MultiSelect as ComponentType<MultiSelectStoryArgs>,
  args: { onChange: fn() },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StorySelectStage>
        {(container) => (
          <MultiSelect
            {...args}
            label={text.label}
            placeholder={text.placeholder}
            options={text.skills}
            UNSTABLE_portalContainer={container}
          />
        )}
      </StorySelectStage>
    );
  },
} satisfies Meta<MultiSelectStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: ["psc1", "driver", "lead"] } };

/**
 * ArrowDown opens the list, Enter and Space toggle the option in focus and keep the list open,
 * Escape closes it with focus still in the input, Backspace in the empty input removes the last
 * tag, and the count is announced.
 */
export const KeyboardSelection: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StorySelectStage isOpen>
        {(container) => (
          <MultiSelect
            {...args}
            label={text.label}
            options={text.skills}
            UNSTABLE_portalContainer={container}
          />
        )}
      </StorySelectStage>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("combobox", { name: "Compétences requises" });
    await userEvent.tab();
    await expect(input).toHaveFocus();

    await userEvent.keyboard("{ArrowDown}");
    const listbox = await canvas.findByRole("listbox");
    await expect(listbox).toHaveAttribute("aria-multiselectable", "true");
    await userEvent.keyboard("{Enter}{ArrowDown} ");
    await expect(args.onChange).toHaveBeenLastCalledWith(["psc1", "pse1"]);
    await expect(within(listbox).getByRole("option", { name: "PSE1" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("status")).toHaveTextContent("2 sélectionnés");

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("listbox")).toBeNull());
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{Backspace}");
    await expect(args.onChange).toHaveBeenLastCalledWith(["psc1"]);
    await expect(canvas.getByRole("status")).toHaveTextContent("1 sélectionné");

    // Ends with the list open, to picture check marks next to the tags.
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(["psc1", "pse2"]);
  },
};

/** Tags are one Tab stop before the input; Backspace on a tag removes it. */
export const RemoveWithKeyboard: Story = {
  args: { defaultValue: ["psc1", "driver", "lead"] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("row", { name: "PSC1" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{Backspace}");
    await expect(args.onChange).toHaveBeenLastCalledWith(["psc1", "lead"]);
    await expect(canvas.getByRole("row", { name: "Chef d'équipe" })).toHaveFocus();

    await userEvent.click(canvas.getByRole("button", { name: "Retirer PSC1" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(["lead"]);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ["psc1", "lead"] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("combobox")).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: /Retirer/ })).toBeNull();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StorySelectStage>
        {(container) => (
          <MultiSelect
            {...args}
            label={text.label}
            description={text.description}
            errorMessage={text.error}
            options={text.skills}
            UNSTABLE_portalContainer={container}
          />
        )}
      </StorySelectStage>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Compétences requises (obligatoire)" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(`${copy.fr.description} ${copy.fr.error}`);
  },
};

/** Nothing matches what was typed: the list says so. */
export const NoResult: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StorySelectStage isOpen>
        {(container) => (
          <MultiSelect
            {...args}
            label={text.label}
            options={text.skills}
            UNSTABLE_portalContainer={container}
          />
        )}
      </StorySelectStage>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox"));
    await userEvent.keyboard("zzz");
    await expect(await canvas.findByRole("listbox")).toHaveTextContent("Aucun résultat");
  },
};

/** Long tags wrap inside the field; the input moves to its own line. */
export const LongLabels: Story = {
  args: { defaultValue: ["long-1", "long-2"] },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StorySelectStage>
        {(container) => (
          <MultiSelect
            {...args}
            label={text.longLabel}
            options={text.longSkills}
            UNSTABLE_portalContainer={container}
          />
        )}
      </StorySelectStage>
    );
  },
};

/**
 * 1,000 options, filtered as the person types: "050" leaves eleven, the one already chosen
 * checked. Choosing clears the search, so the list is closed afterwards to keep the picture small.
 */
export const ThousandItems: Story = {
  args: { defaultValue: ["team-50"] },
  render: (args, { globals }) => (
    <StorySelectStage isOpen>
      {(container) => (
        <MultiSelect
          {...args}
          label={copy[storyLocale(globals)].team}
          options={teams(storyLocale(globals))}
          UNSTABLE_portalContainer={container}
        />
      )}
    </StorySelectStage>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("combobox", { name: "Équipe" });
    await userEvent.click(input);
    // Pasted in one go: typed key by key, "0" alone would first list all 1,000.
    await userEvent.paste("050");
    const listbox = await canvas.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(11));
    await expect(within(listbox).getByRole("option", { name: "Équipe 0050" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    // Focus starts on the chosen option; the next one down is 0500.
    await userEvent.keyboard("{ArrowDown}");
    const next = within(listbox).getByRole("option", { name: "Équipe 0500" });
    await expect(input).toHaveAttribute("aria-activedescendant", next.id);
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(["team-50", "team-500"]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("listbox")).toBeNull());
  },
};

const inLanguage = (locale: UiLocale, count: string): Story => ({
  globals: { locale },
  args: { defaultValue: ["psc1", "lead"] },
  render: (args) => (
    <StorySelectStage isOpen>
      {(container) => (
        <MultiSelect
          {...args}
          label={copy[locale].label}
          description={copy[locale].description}
          options={copy[locale].skills}
          UNSTABLE_portalContainer={container}
        />
      )}
    </StorySelectStage>
  ),
  play: async ({ canvas, userEvent }) => {
    // The count is announced in the story's language.
    await expect(canvas.getByRole("status")).toHaveTextContent(count);
    await userEvent.click(canvas.getByRole("combobox", { name: copy[locale].label }));
    await userEvent.keyboard("{ArrowDown}");
    await expect(await canvas.findByRole("listbox")).toBeVisible();
  },
});

export const French: Story = inLanguage("fr", "2 sélectionnés");
export const English: Story = inLanguage("en", "2 selected");
export const German: Story = inLanguage("de", "2 ausgewählt");
