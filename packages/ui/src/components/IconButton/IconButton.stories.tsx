import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyRow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { buttonSizes, buttonVariants } from "../Button/Button.css";
import { IconButton } from "./IconButton";

/** Sample names, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, { close: string; next: string; more: string; remove: string }> = {
  fr: { close: "Fermer", next: "Mois suivant", more: "Plus d'actions", remove: "Supprimer" },
  en: { close: "Close", next: "Next month", more: "More actions", remove: "Delete" },
  de: { close: "Schließen", next: "Nächster Monat", more: "Weitere Aktionen", remove: "Löschen" },
};

const meta = {
  title: "Primitives/IconButton",
  component: IconButton,
  args: { icon: "close", "aria-label": "Fermer", onPress: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: buttonVariants },
    size: { control: "inline-radio", options: buttonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => (
    <IconButton {...args} aria-label={copy[storyLocale(globals)].close} />
  ),
};

/** Every variant at both sizes; each stays at least 24 × 24 px (WCAG 2.5.8). */
export const AllVariantsAndSizes: Story = {
  render: (args, { globals }) => (
    <div className={storyRow}>
      {buttonSizes.flatMap((size) =>
        buttonVariants.map((variant) => (
          <IconButton
            key={`${variant}-${size}`}
            {...args}
            icon="trash"
            variant={variant}
            size={size}
            aria-label={copy[storyLocale(globals)].remove}
          />
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole("button")) {
      const { width, height } = button.getBoundingClientRect();
      await expect(width).toBeGreaterThanOrEqual(24);
      await expect(height).toBeGreaterThanOrEqual(24);
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole("button");
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Tab shows the focus ring; Enter and Space press it. */
export const KeyboardActivation: Story = {
  args: { icon: "chevronRight", "aria-label": "Mois suivant" },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Mois suivant" });
    await userEvent.tab();
    await expect(button).toHaveAttribute("data-focus-visible");
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  render: (args) => (
    <div className={storyRow}>
      <IconButton {...args} icon="close" aria-label={copy[locale].close} />
      <IconButton {...args} icon="chevronRight" aria-label={copy[locale].next} />
      <IconButton {...args} icon="more" aria-label={copy[locale].more} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: copy[locale].close })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
