import { registrationStatuses } from "@releve/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyRow } from "../../storybook/storyFrame.css";
import { badgeSizes } from "../Badge/Badge.css";
import { cell, column } from "../StaffCompletenessBadge/StaffCompletenessBadge.stories.css";
import {
  RegistrationStatusBadge,
  type RegistrationStatusBadgeProps,
} from "./RegistrationStatusBadge";

const meta = {
  title: "Domain/RegistrationStatusBadge",
  component: RegistrationStatusBadge,
  args: { status: "pending", isProposed: false },
  argTypes: {
    status: { control: "inline-radio", options: registrationStatuses },
    size: { control: "inline-radio", options: badgeSizes },
  },
} satisfies Meta<typeof RegistrationStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A badge shows, it does nothing: Tab goes past it. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText("En attente")).toBeVisible();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** Every status of the domain in a row, then a proposed one. */
const everyStatus = (args: RegistrationStatusBadgeProps, withProposed: boolean) => (
  <div className={column}>
    <div className={storyRow}>
      {registrationStatuses.map((status) => (
        <RegistrationStatusBadge key={status} {...args} status={status} />
      ))}
    </div>
    {withProposed ? <RegistrationStatusBadge {...args} status="pending" isProposed /> : null}
  </div>
);

/** Every status of the domain, each with its tone and its own shape. */
export const Statuses: Story = {
  render: (args) => everyStatus(args, false),
  play: async ({ canvasElement }) => {
    const shown = [...canvasElement.querySelectorAll("[data-status]")].map((badge) =>
      badge.getAttribute("data-status"),
    );
    await expect(shown).toEqual([...registrationStatuses]);
  },
};

/**
 * A registration a manager proposed: its status, then the flag with its own shape and words. The
 * domain's lifecycle gives the flag a meaning on pending and rejected registrations only.
 */
export const Proposed: Story = {
  args: { isProposed: true },
  render: (args) => (
    <div className={column}>
      <RegistrationStatusBadge {...args} status="pending" />
      <RegistrationStatusBadge {...args} status="rejected" />
      <RegistrationStatusBadge {...args} status="validated" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText("Proposée par un responsable")).toHaveLength(2);
    const validated = canvasElement.querySelector("[data-status='validated']");
    await expect(validated).not.toHaveAttribute("data-proposed");
  },
};

/** Both sizes, with and without the flag. */
export const Sizes: Story = {
  render: (args) => (
    <div className={column}>
      {badgeSizes.map((size) => (
        <div key={size} className={storyRow}>
          <RegistrationStatusBadge {...args} status="validated" size={size} />
          <RegistrationStatusBadge {...args} status="pending" isProposed size={size} />
        </div>
      ))}
    </div>
  ),
};

/** In a column as narrow as a calendar cell, the flag goes under the status and wraps inside. */
export const LongLabel: Story = {
  globals: { locale: "de" },
  args: { isProposed: true },
  render: (args) => (
    <div className={cell}>
      <RegistrationStatusBadge {...args} status="pending" />
      <RegistrationStatusBadge {...args} status="unregistered" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const badge of canvasElement.querySelectorAll<HTMLElement>("[data-status] > span")) {
      await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
    }
  },
};

/** The high-contrast theme: every tone keeps its documented text-on-surface pair. */
export const HighContrast: Story = {
  globals: { theme: "highContrast" },
  render: (args) => everyStatus(args, true),
};

const words: Record<UiLocale, { pending: string; proposed: string }> = {
  fr: { pending: "En attente", proposed: "Proposée par un responsable" },
  en: { pending: "Pending", proposed: "Proposed by a manager" },
  de: { pending: "Ausstehend", proposed: "Von der Leitung vorgeschlagen" },
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  render: (args) => everyStatus(args, true),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words[locale].proposed)).toBeVisible();
    await expect(canvas.getAllByText(words[locale].pending)).toHaveLength(2);
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
