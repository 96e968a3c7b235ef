import type { Language } from "@releve/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StorySelectStage } from "../../storybook/StoryStage";
import { storyLocale } from "../../storybook/storyLocale";
import { LanguageSelector, type LanguageSelectorProps } from "./LanguageSelector";

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, { description: string; longLabel: string; error: string }> = {
  fr: {
    description: "Langue des écrans et des e-mails que vous recevez.",
    longLabel:
      "Langue des écrans, des notifications et des e-mails de mobilisation que vous recevez",
    error: "Choisissez la langue de votre profil.",
  },
  en: {
    description: "Language of the screens and of the e-mails you receive.",
    longLabel: "Language of the screens, notifications and mobilisation e-mails you receive",
    error: "Choose the language of your profile.",
  },
  de: {
    description: "Sprache der Bildschirme und der E-Mails, die Sie erhalten.",
    longLabel:
      "Sprache der Bildschirme, Benachrichtigungen und Alarmierungs-E-Mails, die Sie erhalten",
    error: "Wählen Sie die Sprache Ihres Profils.",
  },
};

/** The selector with its value held in state, as a profile page holds it. */
function Stateful({
  isOpen = false,
  ...args
}: Omit<LanguageSelectorProps, "value"> & { value?: Language; isOpen?: boolean }) {
  const [value, setValue] = useState<Language>(args.value ?? "fr");
  return (
    <StorySelectStage isOpen={isOpen}>
      {(container) => (
        <LanguageSelector
          {...args}
          value={value}
          onChange={(language) => {
            setValue(language);
            args.onChange(language);
          }}
          UNSTABLE_portalContainer={container}
        />
      )}
    </StorySelectStage>
  );
}

const meta = {
  title: "Domain/LanguageSelector",
  component: LanguageSelector,
  args: { value: "fr", onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Opens the list by keyboard and checks each option's `lang` and the chosen one. */
const openList: NonNullable<Story["play"]> = async ({ canvas, userEvent }) => {
  await userEvent.tab();
  await userEvent.keyboard("{Enter}");
  const listbox = await canvas.findByRole("listbox");
  const options = within(listbox).getAllByRole("option");
  await expect(options.map((option) => option.getAttribute("lang"))).toEqual(["fr", "en", "de"]);
  await waitFor(() => expect(options[1]).toHaveFocus());
  await expect(options[1]).toHaveAttribute("aria-selected", "true");
};

/**
 * The open list: each language in its own language and marked with its `lang`, the chosen one
 * checked.
 */
export const Open: Story = {
  args: { value: "en" },
  render: (args) => <Stateful {...args} isOpen />,
  play: openList,
};

/** Tab, ArrowDown opens, ArrowDown moves, Enter chooses; Escape closes without choosing. */
export const KeyboardSelection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole("button", { name: /Langue/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard("{ArrowDown}");
    const listbox = await canvas.findByRole("listbox");
    await waitFor(() =>
      expect(within(listbox).getByRole("option", { name: "Français" })).toHaveFocus(),
    );
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith("de");
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent("Deutsch");

    await userEvent.keyboard("{Enter}");
    await canvas.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("listbox")).toBeNull());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  render: (args, { globals }) => (
    <Stateful {...args} description={copy[storyLocale(globals)].description} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Langue/ })).toHaveAccessibleDescription(
      copy.fr.description,
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true },
  render: (args, { globals }) => (
    <Stateful {...args} errorMessage={copy[storyLocale(globals)].error} />
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /Langue/ })).not.toHaveFocus();
  },
};

/** A host's long label wraps above the field. */
export const LongLabel: Story = {
  render: (args, { globals }) => (
    <Stateful {...args} label={copy[storyLocale(globals)].longLabel} />
  ),
};

/** The high-contrast theme, list open. */
export const HighContrast: Story = {
  globals: { theme: "highContrast" },
  args: { value: "en" },
  render: (args) => <Stateful {...args} isOpen />,
  play: openList,
};

const inLanguage = (locale: UiLocale, label: string): Story => ({
  globals: { locale },
  render: (args) => <Stateful {...args} description={copy[locale].description} />,
  play: async ({ canvas }) => {
    // The label follows the interface; the language names never do.
    await expect(canvas.getByRole("button", { name: new RegExp(label) })).toHaveTextContent(
      "Français",
    );
  },
});

export const French: Story = inLanguage("fr", "Langue");
export const English: Story = inLanguage("en", "Language");
export const German: Story = inLanguage("de", "Sprache");
