import { type RoleCode, roleCodes } from "@releve/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentType, useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StorySelectStage } from "../../storybook/StoryStage";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { RoleSelector } from "./RoleSelector";
import { type RoleSelectorVariant, roleSelectorVariants } from "./RoleSelector.css";
import { stack } from "./RoleSelector.stories.css";

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, { description: string; longLabel: string }> = {
  fr: {
    description: "Vos droits et vos menus suivent le rôle actif.",
    longLabel: "Rôle avec lequel vous travaillez dans la délégation territoriale aujourd'hui",
  },
  en: {
    description: "Your rights and menus follow the active role.",
    longLabel: "Role you are working with in the local branch today",
  },
  de: {
    description: "Ihre Rechte und Menüs richten sich nach der aktiven Rolle.",
    longLabel: "Rolle, mit der Sie heute in der Kreisverbandsgeschäftsstelle arbeiten",
  },
};

/** What the stories vary. */
interface RoleSelectorStoryArgs {
  roles: readonly RoleCode[];
  value: RoleCode;
  onChange: (role: RoleCode) => void;
  variant: RoleSelectorVariant;
  isDisabled?: boolean;
  description?: string;
  label?: string;
}

/** The selector with its value held in state, as the profile page holds the active role. */
function Stateful({ isOpen = false, ...args }: RoleSelectorStoryArgs & { isOpen?: boolean }) {
  const [value, setValue] = useState<RoleCode>(args.value);
  const onChange = (role: RoleCode) => {
    setValue(role);
    args.onChange(role);
  };
  if (args.variant === "full") {
    return (
      <div className={storyNarrow}>
        <RoleSelector {...args} variant="full" value={value} onChange={onChange} />
      </div>
    );
  }
  return (
    <StorySelectStage isOpen={isOpen}>
      {(container) => (
        <RoleSelector
          {...args}
          variant="compact"
          value={value}
          onChange={onChange}
          UNSTABLE_portalContainer={container}
        />
      )}
    </StorySelectStage>
  );
}

const meta = {
  title: "Domain/RoleSelector",
  // The stories hold the value in state and pick the variant's props; they drive the args below.
  component: RoleSelector as ComponentType<RoleSelectorStoryArgs>,
  render: (args) => <Stateful {...args} />,
  args: { roles: ["A", "B", "V"], value: "A", onChange: fn(), variant: "full" },
  argTypes: { variant: { control: "inline-radio", options: roleSelectorVariants } },
} satisfies Meta<RoleSelectorStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every role of the user in view, the active one checked. */
export const Full: Story = {};

/** One line, for a side pane or a toolbar. */
export const Compact: Story = { args: { variant: "compact" } };

/** The compact list open: the user's roles in the role table's order. */
export const CompactOpen: Story = {
  args: { variant: "compact", roles: ["V", "RH", "C", "A"], value: "C" },
  render: (args) => <Stateful {...args} isOpen />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const listbox = await canvas.findByRole("listbox");
    const options = within(listbox).getAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual([
      "Coordination",
      "Référent transport",
      "Bénévole terrain",
      "Ressources humaines",
    ]);
    await waitFor(() => expect(options[1]).toHaveFocus());
  },
};

/** All ten roles of the role table, for an administrator who holds them all. */
export const AllRoles: Story = {
  args: { roles: roleCodes, value: "Admin" },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("radio")).toHaveLength(roleCodes.length);
  },
};

/** A user with one role: shown, nothing else to choose. */
export const SingleRole: Story = { args: { roles: ["V"], value: "V" } };

/** Full variant: Tab lands on the active role, the arrow keys move and choose, Tab leaves. */
export const KeyboardFull: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Coordination" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const activityManager = canvas.getByRole("radio", { name: "Responsable d'activités" });
    await expect(activityManager).toHaveFocus();
    await expect(activityManager).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("B");
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onChange).toHaveBeenLastCalledWith("A");
  },
};

/** Compact variant: ArrowDown opens on the active role, ArrowDown moves, Enter chooses. */
export const KeyboardCompact: Story = {
  args: { variant: "compact" },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole("button", { name: /Rôle actif/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await canvas.findByRole("listbox");
    await waitFor(() =>
      expect(within(listbox).getByRole("option", { name: "Coordination" })).toHaveFocus(),
    );
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith("B");
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent("Responsable d'activités");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => (
    <div className={stack}>
      <Stateful {...args} />
      <Stateful {...args} variant="compact" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Coordination" })).not.toHaveFocus();
    await expect(canvas.getByRole("button", { name: /Rôle actif/ })).not.toHaveFocus();
  },
};

/** A host's long label and a description wrap in the field's column. */
export const LongLabel: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <div className={stack}>
        <Stateful {...args} label={text.longLabel} description={text.description} />
        <Stateful {...args} variant="compact" label={text.longLabel} />
      </div>
    );
  },
};

/** The high-contrast theme, both variants. */
export const HighContrast: Story = {
  globals: { theme: "highContrast" },
  render: (args) => (
    <div className={stack}>
      <Stateful {...args} />
      <Stateful {...args} variant="compact" />
    </div>
  ),
};

const inLanguage = (locale: UiLocale, label: string, role: string): Story => ({
  globals: { locale },
  args: { roles: ["A", "BAPS", "CAPS", "S"], value: "BAPS" },
  render: (args) => (
    <div className={stack}>
      <Stateful {...args} description={copy[locale].description} />
      <Stateful {...args} variant="compact" />
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: label });
    await expect(within(group).getByRole("radio", { name: role })).toBeChecked();
    await expect(canvas.getByRole("button", { name: new RegExp(label) })).toHaveTextContent(role);
  },
});

export const French: Story = inLanguage("fr", "Rôle actif", "Responsable APS");
export const English: Story = inLanguage("en", "Active role", "APS activity manager");
export const German: Story = inLanguage("de", "Aktive Rolle", "APS-Aktivitätsverantwortlicher");
