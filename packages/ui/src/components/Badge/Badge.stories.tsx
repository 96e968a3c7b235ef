import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow, storyRow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import type { IconName } from "../Icon/icons";
import { Badge, type BadgeLabelProps } from "./Badge";
import { type BadgeTone, badgeSizes, badgeTones } from "./Badge.css";

interface BadgeCopy {
  tones: Record<BadgeTone, string>;
  registrations: (count: number) => string;
  long: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, BadgeCopy> = {
  fr: {
    tones: {
      neutral: "Brouillon",
      info: "Public",
      success: "Validé",
      warning: "Incomplet",
      danger: "Annulé",
      brand: "Nouveau",
    },
    registrations: (count) =>
      count === 1 ? "1 nouvelle inscription" : `${count} nouvelles inscriptions`,
    long: "Personnel partiellement affecté, validation du responsable de poste en attente",
  },
  en: {
    tones: {
      neutral: "Draft",
      info: "Public",
      success: "Validated",
      warning: "Incomplete",
      danger: "Cancelled",
      brand: "New",
    },
    registrations: (count) => (count === 1 ? "1 new registration" : `${count} new registrations`),
    long: "Staff partially assigned, waiting for the post manager's validation",
  },
  de: {
    tones: {
      neutral: "Entwurf",
      info: "Öffentlich",
      success: "Bestätigt",
      warning: "Unvollständig",
      danger: "Abgesagt",
      brand: "Neu",
    },
    registrations: (count) => (count === 1 ? "1 neue Anmeldung" : `${count} neue Anmeldungen`),
    long: "Personal teilweise zugewiesen, Bestätigung durch die Wachleitung ausstehend",
  },
};

const toneIcons = {
  neutral: "edit",
  info: "info",
  success: "success",
  warning: "alert",
  danger: "danger",
  brand: "add",
} as const satisfies Record<BadgeTone, IconName>;

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  args: { children: "" },
  argTypes: {
    tone: { control: "inline-radio", options: badgeTones },
    size: { control: "inline-radio", options: badgeSizes },
  },
  render: (args, { globals }) => (
    <Badge {...args}>{args.children || copy[storyLocale(globals)].tones.info}</Badge>
  ),
} satisfies Meta<BadgeLabelProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every tone, each a documented text-on-surface pair of the theme. */
export const Tones: Story = {
  render: (_args, { globals }) => (
    <div className={storyRow}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {copy[storyLocale(globals)].tones[tone]}
        </Badge>
      ))}
    </div>
  ),
};

/** Both sizes of every tone. */
export const Sizes: Story = {
  render: (_args, { globals }) => (
    <div className={storyRow}>
      {badgeSizes.flatMap((size) =>
        badgeTones.map((tone) => (
          <Badge key={`${tone}-${size}`} tone={tone} size={size}>
            {copy[storyLocale(globals)].tones[tone]}
          </Badge>
        )),
      )}
    </div>
  ),
};

/** A decorative icon before the text; the words still carry the meaning. */
export const WithIcon: Story = {
  render: (_args, { globals }) => (
    <div className={storyRow}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone} icon={toneIcons[tone]}>
          {copy[storyLocale(globals)].tones[tone]}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const svg of canvasElement.querySelectorAll("svg")) {
      await expect(svg).toHaveAttribute("aria-hidden", "true");
    }
  },
};

/** Counts: the digits are shown, the host's sentence is read out. */
export const Count: Story = {
  render: (_args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <div className={storyRow}>
        {[1, 3, 12, 99].map((count) => (
          <Badge key={count} count={count} label={text.registrations(count)} />
        ))}
        <Badge count={7} tone="neutral" size="sm" label={text.registrations(7)} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("3")).toHaveAttribute("aria-hidden", "true");
    await expect(canvas.getByText("3 nouvelles inscriptions")).toBeInTheDocument();
  },
};

/** Past the maximum (99 by default) the badge shows "99+"; the label keeps the real number. */
export const HighCount: Story = {
  render: (_args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <div className={storyRow}>
        <Badge count={100} label={text.registrations(100)} />
        <Badge count={12_500} label={text.registrations(12_500)} />
        <Badge count={12} max={9} size="sm" label={text.registrations(12)} />
        <Badge count={1500} max={9999} tone="info" label={text.registrations(1500)} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("99+")).toHaveLength(2);
    await expect(canvas.getByText("9+")).toBeVisible();
    await expect(canvas.getByText("12500 nouvelles inscriptions")).toBeInTheDocument();
  },
};

/** A label longer than its column wraps; nothing is cut off. */
export const LongLabel: Story = {
  render: (_args, { globals }) => (
    <div className={storyNarrow}>
      <Badge tone="warning" icon="alert">
        {copy[storyLocale(globals)].long}
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText(copy.fr.long);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  render: () => (
    <div className={storyRow}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {copy[locale].tones[tone]}
        </Badge>
      ))}
      <Badge count={120} label={copy[locale].registrations(120)} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy[locale].registrations(120))).toBeInTheDocument();
    await expect(canvas.getByText("99+")).toBeVisible();
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
