import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StorySelectStage } from "../../storybook/StoryStage";
import { storyLocale } from "../../storybook/storyLocale";
import { Select, type SelectBaseProps, type SelectOption } from "./Select";
import { SelectItem, SelectSection } from "./SelectItem";
import { copy, teams } from "./SelectStoryCopy";

/** What the stories vary: the field's state, and spies on its callbacks. */
type SelectStoryArgs = Pick<
  SelectBaseProps<SelectOption>,
  "isDisabled" | "isRequired" | "isInvalid" | "defaultValue" | "onChange" | "onOpenChange"
>;

const meta = {
  title: "Primitives/Select",
  // Select is generic over its items and takes one of three collections; the stories give the
  // collection themselves and drive only the args above.
  component: Select as ComponentType<SelectStoryArgs>,
  args: { onChange: fn(), onOpenChange: fn() },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StorySelectStage>
        {(container) => (
          <Select
            {...args}
            label={text.label}
            options={text.options}
            UNSTABLE_portalContainer={container}
          />
        )}
      </StorySelectStage>
    );
  },
} satisfies Meta<SelectStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: "outreach" } };

export const WithDescription: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StorySelectStage>
        {(container) => (
          <Select
            {...args}
            label={text.label}
            description={text.description}
            placeholder={text.placeholder}
            options={text.options}
            UNSTABLE_portalContainer={container}
          />
        )}
      </StorySelectStage>
    );
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Type d'activité/ });
    await expect(trigger).toHaveAccessibleDescription(copy.fr.description);
    await expect(trigger).toHaveTextContent(copy.fr.placeholder);
  },
};

/**
 * ArrowDown opens the list on its first option, ArrowDown moves, Enter chooses and closes, and focus
 * is back on the button; Escape closes without choosing and gives focus back too.
 */
export const KeyboardSelection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole("button", { name: /Type d'activité/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard("{ArrowDown}");
    const listbox = await canvas.findByRole("listbox");
    const options = within(listbox).getAllByRole("option");
    await waitFor(() => expect(options[0]).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(options[1]).toHaveFocus();
    await userEvent.keyboard("{Enter}");

    await expect(args.onChange).toHaveBeenCalledWith("outreach");
    await waitFor(() => expect(canvas.queryByRole("listbox")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent("Maraude");

    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("listbox")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("listbox")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** The open list: descriptions under labels, a disabled option skipped by the arrow keys. */
export const Open: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StorySelectStage isOpen>
        {(container) => (
          <Select
            {...args}
            label={text.label}
            options={text.options}
            defaultValue="food"
            UNSTABLE_portalContainer={container}
          />
        )}
      </StorySelectStage>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const listbox = await canvas.findByRole("listbox");
    const selected = within(listbox).getByRole("option", { name: /Distribution alimentaire/ });
    await waitFor(() => expect(selected).toHaveFocus());
    await expect(selected).toHaveAttribute("aria-selected", "true");

    await userEvent.keyboard("{ArrowDown}");
    // "Renfort ambulance" is disabled: the arrow goes past it.
    await expect(within(listbox).getByRole("option", { name: /Formation PSC1/ })).toHaveFocus();
    await expect(
      within(listbox).getByRole("option", { name: /Renfort ambulance/ }),
    ).toHaveAttribute("aria-disabled", "true");
  },
};

/** Options grouped under headings, given as static children. */
export const Sections: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    const [post, outreach, food, ambulance, training] = text.options;
    return (
      <StorySelectStage isOpen>
        {(container) => (
          <Select {...args} label={text.label} UNSTABLE_portalContainer={container}>
            <SelectSection title={text.emergency}>
              <SelectItem id="post">{post?.label}</SelectItem>
              <SelectItem id="ambulance">{ambulance?.label}</SelectItem>
            </SelectSection>
            <SelectSection title={text.social}>
              <SelectItem id="outreach">{outreach?.label}</SelectItem>
              <SelectItem id="food">{food?.label}</SelectItem>
            </SelectSection>
            <SelectSection title={text.training}>
              <SelectItem id="training">{training?.label}</SelectItem>
            </SelectSection>
          </Select>
        )}
      </StorySelectStage>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Type d'activité/ }));
    const listbox = await canvas.findByRole("listbox");
    const groups = within(listbox).getAllByRole("group");
    await expect(groups).toHaveLength(3);
    await expect(groups[0]).toHaveAccessibleName(copy.fr.emergency);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "post" },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole("button", { name: /Type d'activité/ });
    await expect(trigger).toBeDisabled();
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
    await userEvent.click(trigger);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StorySelectStage>
        {(container) => (
          <Select
            {...args}
            label={text.label}
            description={text.description}
            errorMessage={text.error}
            options={text.options}
            UNSTABLE_portalContainer={container}
          />
        )}
      </StorySelectStage>
    );
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Type d'activité \(obligatoire\)/ });
    await expect(trigger).toHaveAccessibleDescription(`${copy.fr.description} ${copy.fr.error}`);
  },
};

/** A non-blocking warning: the value is kept and the form can be sent. */
export const WithWarning: Story = {
  args: { defaultValue: "outreach" },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StorySelectStage>
        {(container) => (
          <Select
            {...args}
            label={text.label}
            warning={text.warning}
            options={text.options}
            UNSTABLE_portalContainer={container}
          />
        )}
      </StorySelectStage>
    );
  },
};

/** No option to offer: the list opens and says so. */
export const Empty: Story = {
  render: (args, { globals }) => (
    <StorySelectStage isOpen>
      {(container) => (
        <Select
          {...args}
          label={copy[storyLocale(globals)].label}
          options={[]}
          UNSTABLE_portalContainer={container}
        />
      )}
    </StorySelectStage>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await canvas.findByRole("listbox");
    await expect(listbox).toHaveTextContent("Aucune option");
  },
};

/** Long label, value and options wrap instead of overflowing. */
export const LongLabels: Story = {
  args: { defaultValue: "long-1" },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StorySelectStage isOpen>
        {(container) => (
          <Select
            {...args}
            label={text.longLabel}
            options={text.longOptions}
            UNSTABLE_portalContainer={container}
          />
        )}
      </StorySelectStage>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("listbox")).toBeVisible();
  },
};

/**
 * 1,000 options: typing on the closed button jumps to the option typed (type-ahead), without
 * opening the list.
 */
export const ThousandItems: Story = {
  render: (args, { globals }) => (
    <StorySelectStage>
      {(container) => (
        <Select
          {...args}
          label={copy[storyLocale(globals)].team}
          options={teams(storyLocale(globals))}
          UNSTABLE_portalContainer={container}
        />
      )}
    </StorySelectStage>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole("button", { name: /Équipe/ });
    await userEvent.tab();
    await userEvent.keyboard("Équipe 05");
    await waitFor(() => expect(trigger).toHaveTextContent("Équipe 0500"));
    await expect(args.onChange).toHaveBeenLastCalledWith("team-500");
    await expect(canvas.queryByRole("listbox")).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

const inLanguage = (locale: UiLocale, requiredName: RegExp): Story => ({
  globals: { locale },
  args: { isRequired: true },
  render: (args) => (
    <StorySelectStage isOpen>
      {(container) => (
        <Select
          {...args}
          label={copy[locale].label}
          description={copy[locale].description}
          options={copy[locale].options}
          UNSTABLE_portalContainer={container}
        />
      )}
    </StorySelectStage>
  ),
  play: async ({ canvas, userEvent }) => {
    // Placeholder and required marker are read out in the story's language.
    const trigger = canvas.getByRole("button", { name: requiredName });
    await userEvent.click(trigger);
    await expect(await canvas.findByRole("listbox")).toBeVisible();
  },
});

export const French: Story = inLanguage("fr", /Choisir une option Type d'activité \(obligatoire\)/);
export const English: Story = inLanguage("en", /Choose an option Activity type \(required\)/);
export const German: Story = inLanguage("de", /Option auswählen Art der Aktivität \(Pflichtfeld\)/);
