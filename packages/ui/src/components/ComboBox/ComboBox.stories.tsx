import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { useAsyncList } from "react-aria-components";
import { expect, fn, waitFor, within } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StorySelectStage } from "../../storybook/StoryStage";
import { storyLocale } from "../../storybook/storyLocale";
import type { SelectOption } from "../Select/Select";
import { SelectItem } from "../Select/SelectItem";
import { ComboBox, type ComboBoxBaseProps } from "./ComboBox";
import { copy, searchVolunteers, teams, type Volunteer } from "./ComboBoxStoryCopy";

/** What the stories vary: the field's state, and spies on its callbacks. */
type ComboBoxStoryArgs = Pick<
  ComboBoxBaseProps<SelectOption>,
  "isDisabled" | "isRequired" | "isInvalid" | "defaultValue" | "onChange" | "onInputChange"
>;

const meta = {
  title: "Primitives/ComboBox",
  // ComboBox is generic over its items and takes one of four collections; the stories give the
  // collection themselves and drive only the args above.
  component: ComboBox as ComponentType<ComboBoxStoryArgs>,
  args: { onChange: fn(), onInputChange: fn() },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StorySelectStage>
        {(container) => (
          <ComboBox
            {...args}
            label={text.label}
            options={text.places}
            UNSTABLE_portalContainer={container}
          />
        )}
      </StorySelectStage>
    );
  },
} satisfies Meta<ComboBoxStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: "stadium" } };

/**
 * ArrowDown opens the list and moves through it while focus stays in the input (the option is
 * `aria-activedescendant`), Enter chooses and closes, Escape closes a list opened by typing.
 */
export const KeyboardSelection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("combobox", { name: "Lieu de rendez-vous" });
    await userEvent.tab();
    await expect(input).toHaveFocus();

    await userEvent.keyboard("{ArrowDown}");
    const listbox = await canvas.findByRole("listbox");
    const options = within(listbox).getAllByRole("option");
    await waitFor(() => expect(input).toHaveAttribute("aria-activedescendant", options[0]?.id));
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveAttribute("aria-activedescendant", options[1]?.id);
    await userEvent.keyboard("{Enter}");

    await expect(args.onChange).toHaveBeenCalledWith("hq");
    await waitFor(() => expect(canvas.queryByRole("listbox")).toBeNull());
    await expect(input).toHaveValue("Siège de la délégation");
    await expect(input).toHaveFocus();

    await userEvent.clear(input);
    await userEvent.keyboard("sta");
    await expect(await canvas.findByRole("listbox")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("listbox")).toBeNull());
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute("aria-expanded", "false");
  },
};

/** Typing filters the list on what each option contains, ignoring case and accents. */
export const Filtering: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StorySelectStage isOpen>
        {(container) => (
          <ComboBox
            {...args}
            label={text.label}
            description={text.description}
            placeholder={text.placeholder}
            options={text.places}
            UNSTABLE_portalContainer={container}
          />
        )}
      </StorySelectStage>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox"));
    await userEvent.keyboard("DÉ");
    const listbox = await canvas.findByRole("listbox");
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole("option")
          .map((option) => option.id),
      ).toHaveLength(4),
    );
    await expect(within(listbox).queryByRole("option", { name: "Mairie du 13e" })).toBeNull();
  },
};

/**
 * Async search: the host keeps the typed text and the results in react-aria's `useAsyncList`,
 * whose `load` stands in for the API here. The list shows what the host gives, unfiltered.
 */
export const AsyncSearch: Story = {
  render: function AsyncSearchStory(args, { globals }) {
    const list = useAsyncList<Volunteer>({
      load: async ({ signal, filterText }) => ({
        items: await searchVolunteers(filterText ?? "", signal),
      }),
    });
    return (
      <StorySelectStage isOpen>
        {(container) => (
          <ComboBox
            {...args}
            label={copy[storyLocale(globals)].volunteer}
            items={list.items}
            inputValue={list.filterText}
            onInputChange={list.setFilterText}
            isLoading={list.isLoading}
            UNSTABLE_portalContainer={container}
          >
            {(volunteer) => <SelectItem id={volunteer.id}>{volunteer.name}</SelectItem>}
          </ComboBox>
        )}
      </StorySelectStage>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("combobox", { name: "Bénévole" });
    await userEvent.click(input);
    await userEvent.keyboard("dup");
    const listbox = await canvas.findByRole("listbox");
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Marie Dupont", "Jean Dupuis"]),
    );
    await waitFor(() => expect(canvas.getByRole("status")).toBeEmptyDOMElement());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const jean = within(listbox).getByRole("option", { name: "Jean Dupuis" });
    await expect(input).toHaveAttribute("aria-activedescendant", jean.id);
  },
};

/** While the host fetches: a spinner in the field, "Chargement…" in the list and announced. */
export const Loading: Story = {
  render: (args, { globals }) => (
    <StorySelectStage isOpen>
      {(container) => (
        <ComboBox
          {...args}
          label={copy[storyLocale(globals)].volunteer}
          items={[] as Volunteer[]}
          isLoading
          UNSTABLE_portalContainer={container}
        >
          {(volunteer) => <SelectItem id={volunteer.id}>{volunteer.name}</SelectItem>}
        </ComboBox>
      )}
    </StorySelectStage>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Chargement…");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect(await canvas.findByRole("listbox")).toHaveTextContent("Chargement…");
  },
};

/** Nothing matches what was typed: the list says so. */
export const NoResult: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StorySelectStage isOpen>
        {(container) => (
          <ComboBox
            {...args}
            label={text.label}
            options={text.places}
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

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "station" },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("combobox");
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StorySelectStage>
        {(container) => (
          <ComboBox
            {...args}
            label={text.label}
            description={text.description}
            errorMessage={text.error}
            options={text.places}
            UNSTABLE_portalContainer={container}
          />
        )}
      </StorySelectStage>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Lieu de rendez-vous (obligatoire)" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(`${copy.fr.description} ${copy.fr.error}`);
  },
};

/** Long label and options wrap instead of overflowing. */
export const LongLabels: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StorySelectStage isOpen>
        {(container) => (
          <ComboBox
            {...args}
            label={text.longLabel}
            options={text.longPlaces}
            UNSTABLE_portalContainer={container}
          />
        )}
      </StorySelectStage>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect(await canvas.findByRole("listbox")).toBeVisible();
  },
};

/** 1,000 options, filtered as the person types: "050" leaves eleven (0050, 0500 to 0509). */
export const ThousandItems: Story = {
  render: (args, { globals }) => (
    <StorySelectStage isOpen>
      {(container) => (
        <ComboBox
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
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const second = within(listbox).getByRole("option", { name: "Équipe 0500" });
    await expect(input).toHaveAttribute("aria-activedescendant", second.id);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const inLanguage = (locale: UiLocale, query: string): Story => ({
  globals: { locale },
  render: (args) => (
    <StorySelectStage isOpen>
      {(container) => (
        <ComboBox
          {...args}
          label={copy[locale].label}
          description={copy[locale].description}
          options={copy[locale].places}
          UNSTABLE_portalContainer={container}
        />
      )}
    </StorySelectStage>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: copy[locale].label }));
    await userEvent.keyboard(query);
    await expect(await canvas.findByRole("listbox")).toBeVisible();
  },
});

export const French: Story = inLanguage("fr", "ga");
export const English: Story = inLanguage("en", "st");
export const German: Story = inLanguage("de", "ba");
