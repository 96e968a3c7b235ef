import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentType, useState } from "react";
import type { Key } from "react-aria-components";
import { expect, fn, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow, storyRow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { TagGroup, TagGroupItem } from "./TagGroup";

interface Skill {
  id: string;
  name: string;
}

interface TagCopy {
  label: string;
  description: string;
  skills: Skill[];
  longSkills: Skill[];
  empty: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, TagCopy> = {
  fr: {
    label: "Compétences",
    description: "Validées par la délégation territoriale.",
    skills: [
      { id: "psc1", name: "PSC1" },
      { id: "pse2", name: "PSE2" },
      { id: "driver", name: "Permis poids lourd" },
      { id: "lead", name: "Chef d'équipe" },
    ],
    longSkills: [
      { id: "long-1", name: "Formateur aux premiers secours en équipe de niveau deux" },
      { id: "long-2", name: "Conducteur de véhicule de premiers secours à personnes" },
    ],
    empty: "Aucune compétence validée pour l'instant.",
  },
  en: {
    label: "Skills",
    description: "Validated by the local branch.",
    skills: [
      { id: "psc1", name: "First aid" },
      { id: "pse2", name: "Team first aid" },
      { id: "driver", name: "Heavy vehicle licence" },
      { id: "lead", name: "Team lead" },
    ],
    longSkills: [
      { id: "long-1", name: "Trainer for level-two team first aid" },
      { id: "long-2", name: "Driver of first-aid vehicles for people in distress" },
    ],
    empty: "No validated skill yet.",
  },
  de: {
    label: "Qualifikationen",
    description: "Vom Kreisverband bestätigt.",
    skills: [
      { id: "psc1", name: "Erste Hilfe" },
      { id: "pse2", name: "Sanitätsdienst" },
      { id: "driver", name: "Lkw-Führerschein" },
      { id: "lead", name: "Gruppenführung" },
    ],
    longSkills: [
      { id: "long-1", name: "Ausbilderin für Sanitätsdienst der zweiten Stufe" },
      { id: "long-2", name: "Fahrerin von Krankentransport- und Rettungsfahrzeugen" },
    ],
    empty: "Noch keine bestätigte Qualifikation.",
  },
};

/** Tags that really go away when removed, as a host wires them. */
function RemovableSkills({
  label,
  initial,
  onRemove,
}: {
  label: string;
  initial: Skill[];
  onRemove: (keys: Set<Key>) => void;
}) {
  const [skills, setSkills] = useState(initial);
  return (
    <TagGroup
      label={label}
      items={skills}
      onRemove={(keys) => {
        onRemove(keys);
        setSkills((current) => current.filter((skill) => !keys.has(skill.id)));
      }}
    >
      {(skill) => <TagGroupItem id={skill.id}>{skill.name}</TagGroupItem>}
    </TagGroup>
  );
}

/** What the stories vary: a spy on removals. */
interface TagGroupStoryArgs {
  onRemove: (keys: Set<Key>) => void;
}

const meta = {
  title: "Primitives/TagGroup",
  // TagGroup is generic over its items; the stories give the items themselves.
  component: TagGroup as ComponentType<TagGroupStoryArgs>,
  args: { onRemove: fn() },
  decorators: [
    (Story) => (
      <div className={storyNarrow}>
        <Story />
      </div>
    ),
  ],
  render: (_args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <TagGroup label={text.label} items={text.skills}>
        {(skill) => <TagGroupItem id={skill.id}>{skill.name}</TagGroupItem>}
      </TagGroup>
    );
  },
} satisfies Meta<TagGroupStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only tags: no remove button, one Tab stop, arrow keys between tags. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole("row", { name: "PSC1" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("row", { name: "PSE2" })).toHaveFocus();
  },
};

export const WithDescription: Story = {
  render: (_args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <TagGroup label={text.label} description={text.description} items={text.skills}>
        {(skill) => <TagGroupItem id={skill.id}>{skill.name}</TagGroupItem>}
      </TagGroup>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("grid")).toHaveAccessibleDescription(copy.fr.description);
  },
};

/**
 * Removable tags: each has a 24 × 24 px remove button named "Retirer {name}"; with the keyboard,
 * the arrow keys reach a tag and Backspace (or Delete) removes it, focus moving to its neighbour.
 */
export const Removable: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return <RemovableSkills label={text.label} initial={text.skills} onRemove={args.onRemove} />;
  },
  play: async ({ canvas, userEvent, args }) => {
    for (const button of canvas.getAllByRole("button", { name: /^Retirer / })) {
      const { width, height } = button.getBoundingClientRect();
      await expect(width).toBeGreaterThanOrEqual(24);
      await expect(height).toBeGreaterThanOrEqual(24);
    }
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("row", { name: "PSE2" })).toHaveFocus();
    await userEvent.keyboard("{Backspace}");
    await expect(args.onRemove).toHaveBeenCalledWith(new Set(["pse2"]));
    await waitFor(() => expect(canvas.queryByRole("row", { name: "PSE2" })).toBeNull());
    await expect(canvas.getByRole("row", { name: "Permis poids lourd" })).toHaveFocus();

    await userEvent.click(canvas.getByRole("button", { name: "Retirer PSC1" }));
    await expect(args.onRemove).toHaveBeenLastCalledWith(new Set(["psc1"]));
  },
};

/** Disabled tags are skipped by the arrow keys and cannot be removed. */
export const Disabled: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <TagGroup
        label={text.label}
        items={text.skills}
        disabledKeys={["pse2", "driver"]}
        onRemove={args.onRemove}
      >
        {(skill) => <TagGroupItem id={skill.id}>{skill.name}</TagGroupItem>}
      </TagGroup>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("button", { name: "Retirer PSE2" })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("row", { name: "Chef d'équipe" })).toHaveFocus();
  },
};

/** No tag: the group says so, in the host's words or the default "Aucun élément". */
export const Empty: Story = {
  render: (_args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <div className={storyRow}>
        <TagGroup label={text.label} items={[] as Skill[]}>
          {(skill) => <TagGroupItem id={skill.id}>{skill.name}</TagGroupItem>}
        </TagGroup>
        <TagGroup label={text.label} items={[] as Skill[]} emptyState={text.empty}>
          {(skill) => <TagGroupItem id={skill.id}>{skill.name}</TagGroupItem>}
        </TagGroup>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Aucun élément")).toBeVisible();
    await expect(canvas.getByText(copy.fr.empty)).toBeVisible();
  },
};

/** Long tag texts wrap inside the column; the remove button stays beside them. */
export const LongLabels: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <RemovableSkills label={text.label} initial={text.longSkills} onRemove={args.onRemove} />
    );
  },
};

const inLanguage = (locale: UiLocale, removeName: string): Story => ({
  globals: { locale },
  render: (args) => (
    <RemovableSkills
      label={copy[locale].label}
      initial={copy[locale].skills}
      onRemove={args.onRemove}
    />
  ),
  play: async ({ canvas }) => {
    // The remove buttons are named in the story's language, in that language's word order.
    await expect(canvas.getByRole("button", { name: removeName })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr", "Retirer Chef d'équipe");
export const English: Story = inLanguage("en", "Remove Team lead");
export const German: Story = inLanguage("de", "Gruppenführung entfernen");
