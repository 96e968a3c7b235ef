import type { Meta, StoryObj } from "@storybook/react-vite";
import { RouterProvider } from "react-aria-components";
import { expect, fn } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { Link } from "./Link";
import { linkVariants } from "./Link.css";
import { paragraph, stack } from "./Link.stories.css";

interface LinkCopy {
  before: string;
  inline: string;
  after: string;
  standalone: string;
  external: string;
  long: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, LinkCopy> = {
  fr: {
    before: "Avant de vous inscrire, lisez ",
    inline: "la charte du bénévole",
    after: " et vérifiez vos disponibilités.",
    standalone: "Voir tous les dispositifs",
    external: "Guide des premiers secours",
    long: "Consulter la liste complète des dispositifs prévisionnels de secours de la délégation territoriale",
  },
  en: {
    before: "Before you register, read ",
    inline: "the volunteer charter",
    after: " and check your availability.",
    standalone: "See all operations",
    external: "First-aid guide",
    long: "See the complete list of planned first-aid operations of the local branch",
  },
  de: {
    before: "Lesen Sie vor der Anmeldung ",
    inline: "die Charta für Ehrenamtliche",
    after: " und prüfen Sie Ihre Verfügbarkeit.",
    standalone: "Alle Einsätze anzeigen",
    external: "Erste-Hilfe-Leitfaden",
    long: "Vollständige Liste der geplanten Sanitätswachdienste des Kreisverbands anzeigen",
  },
};

/** Matches an accessible name with its white space (the no-break space before the icon) collapsed. */
const spoken = (expected: string) => (name: string) => name.replace(/\s+/g, " ") === expected;

const meta = {
  title: "Primitives/Link",
  component: Link,
  args: { href: "#charte", onPress: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: linkVariants },
  },
  // Links in stories go through a router that records the navigation instead of leaving the page.
  decorators: [
    (Story) => (
      <RouterProvider navigate={fn()}>
        <Story />
      </RouterProvider>
    ),
  ],
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <p className={paragraph}>
        {text.before}
        <Link {...args}>{args.children ?? text.inline}</Link>
        {text.after}
      </p>
    );
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a sentence: the surrounding text's size, underlined. */
export const Default: Story = {};

export const Inline: Story = { args: { variant: "inline" } };

/** On its own: semibold, at least 24 px high. */
export const Standalone: Story = {
  args: { variant: "standalone" },
  render: (args, { globals }) => <Link {...args}>{copy[storyLocale(globals)].standalone}</Link>,
};

/** Both variants, each also opening a new tab. */
export const AllVariants: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <div className={stack}>
        {linkVariants.map((variant) => (
          <Link key={variant} {...args} variant={variant}>
            {text.standalone}
          </Link>
        ))}
        {linkVariants.map((variant) => (
          <Link key={`${variant}-external`} {...args} variant={variant} target="_blank">
            {text.external}
          </Link>
        ))}
      </div>
    );
  },
};

/** `target="_blank"`: an icon, and "(s'ouvre dans un nouvel onglet)" in the accessible name. */
export const External: Story = {
  args: { variant: "standalone", href: "https://example.org/guide", target: "_blank" },
  render: (args, { globals }) => <Link {...args}>{copy[storyLocale(globals)].external}</Link>,
  play: async ({ canvas }) => {
    const anchor = canvas.getByRole("link", {
      name: spoken("Guide des premiers secours (s'ouvre dans un nouvel onglet)"),
    });
    await expect(anchor).toHaveAttribute("target", "_blank");
    await expect(anchor.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

/** An external link inside a sentence. */
export const ExternalInline: Story = {
  args: { href: "https://example.org/charte", target: "_blank" },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: "standalone" },
  render: (args, { globals }) => <Link {...args}>{copy[storyLocale(globals)].standalone}</Link>,
  play: async ({ canvas, userEvent, args }) => {
    const anchor = canvas.getByRole("link");
    await expect(anchor).toHaveAttribute("aria-disabled", "true");
    await userEvent.tab();
    await expect(anchor).not.toHaveFocus();
    await userEvent.click(anchor);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A label longer than its column wraps, inline and standalone, external icon included. */
export const LongLabel: Story = {
  args: { target: "_blank", href: "https://example.org/dispositifs" },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <div className={`${storyNarrow} ${stack}`}>
        <Link {...args} variant="standalone">
          {text.long}
        </Link>
        <p className={paragraph}>
          {text.before}
          <Link {...args}>{text.long}</Link>
          {text.after}
        </p>
      </div>
    );
  },
};

/** Tab brings the focus ring; Enter follows the link (through the router). */
export const KeyboardActivation: Story = {
  args: { variant: "standalone", href: "/dispositifs" },
  render: (args, { globals }) => <Link {...args}>{copy[storyLocale(globals)].standalone}</Link>,
  play: async ({ canvas, userEvent, args }) => {
    const anchor = canvas.getByRole("link", { name: "Voir tous les dispositifs" });
    await userEvent.tab();
    await expect(anchor).toHaveFocus();
    await expect(anchor).toHaveAttribute("data-focus-visible");
    await userEvent.keyboard("{Enter}");
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Hover: the link colour darkens and the underline thickens. */
export const Hovered: Story = {
  args: { variant: "standalone" },
  render: (args, { globals }) => <Link {...args}>{copy[storyLocale(globals)].standalone}</Link>,
  play: async ({ canvas, userEvent }) => {
    const anchor = canvas.getByRole("link");
    await userEvent.hover(anchor);
    await expect(anchor).toHaveAttribute("data-hovered");
  },
};

export const HighContrast: Story = {
  ...AllVariants,
  globals: { theme: "highContrast" },
};

const inLanguage = (locale: UiLocale, externalName: string): Story => ({
  globals: { locale },
  args: { href: "https://example.org/guide" },
  render: (args) => (
    <div className={stack}>
      <p className={paragraph}>
        {copy[locale].before}
        <Link {...args}>{copy[locale].inline}</Link>
        {copy[locale].after}
      </p>
      <Link {...args} variant="standalone" target="_blank">
        {copy[locale].external}
      </Link>
    </div>
  ),
  play: async ({ canvas }) => {
    // "(opens in a new tab)" is read out in the story's language.
    await expect(canvas.getByRole("link", { name: spoken(externalName) })).toBeVisible();
  },
});

export const French: Story = inLanguage(
  "fr",
  "Guide des premiers secours (s'ouvre dans un nouvel onglet)",
);
export const English: Story = inLanguage("en", "First-aid guide (opens in a new tab)");
export const German: Story = inLanguage("de", "Erste-Hilfe-Leitfaden (öffnet in einem neuen Tab)");
