import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { DuplicatePreview } from "./DuplicatePreview";
import * as storyStyles from "./DuplicatePreview.stories.css";

/** A fixed "now", so that copies in the past or far ahead are the same in every picture. */
const now = new Date("2026-06-01T08:00:00Z");
const source = { start: "2026-06-12T08:00", end: "2026-06-12T20:00" };
/** A means of six weeks ago: its first copies start too long ago, the next ones in the past. */
const pastSource = { start: "2026-04-20T08:00", end: "2026-04-20T20:00" };

const meta = {
  title: "Domain/DuplicatePreview",
  component: DuplicatePreview,
  args: {
    source,
    now,
    timeZone: "Europe/Paris",
    defaultValue: {
      mode: "offset",
      offset: { days: 7, hours: 0, minutes: 0 },
      targetDate: null,
      copyCount: 4,
    },
    onChange: fn(),
  },
  render: (args) => (
    <div className={storyStyles.wide}>
      <DuplicatePreview {...args} />
    </div>
  ),
} satisfies Meta<typeof DuplicatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four weekly copies, listed under the fields. */
export const Weekly: Story = {
  play: async ({ canvas }) => {
    const preview = canvas.getByRole("region", { name: "Aperçu : 4 copies" });
    await expect(within(preview).getAllByRole("listitem")).toHaveLength(4);
    await expect(within(preview).getByText("Copie 4")).toBeVisible();
  },
};

/** An offset of a day, two hours and thirty minutes between copies. */
export const DaysHoursAndMinutes: Story = {
  args: {
    defaultValue: {
      mode: "offset",
      offset: { days: 1, hours: 2, minutes: 30 },
      targetDate: null,
      copyCount: 3,
    },
  },
};

/** Copies spaced by the date of the first one: three days later, then every three days. */
export const TargetDate: Story = {
  args: {
    defaultValue: {
      mode: "targetDate",
      offset: { days: 0, hours: 0, minutes: 0 },
      targetDate: "2026-06-15",
      copyCount: 3,
    },
  },
};

/**
 * The maximum of copies at once: the last ones start more than a year ahead and are flagged to
 * check; + stops at the maximum.
 */
export const MaximumCopies: Story = {
  args: {
    defaultValue: {
      mode: "offset",
      offset: { days: 7, hours: 0, minutes: 0 },
      targetDate: null,
      copyCount: 52,
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByText("À vérifier")).toHaveLength(2);
    // The long list scrolls, so the keyboard can reach it after the count.
    await userEvent.click(canvas.getByRole("textbox", { name: "Nombre de copies" }));
    await userEvent.tab();
    await expect(canvas.getByRole("list", { name: "Aperçu : 52 copies" })).toHaveFocus();
    await expect(
      canvas.getByRole("button", { name: /Augmenter.*Nombre de copies/ }),
    ).toBeDisabled();
  },
};

/** A count above the maximum, given by the host: the domain's refusal, and no preview. */
export const TooManyCopies: Story = {
  args: {
    value: {
      mode: "offset",
      offset: { days: 7, hours: 0, minutes: 0 },
      targetDate: null,
      copyCount: 60,
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("textbox", { name: "Nombre de copies" }),
    ).toHaveAccessibleDescription(/Au plus 52 copies en une fois/);
    await expect(canvas.getByText("Aperçu des copies")).toBeVisible();
  },
};

/** No offset: the domain asks for one. */
export const NoOffset: Story = {
  args: {
    defaultValue: {
      mode: "offset",
      offset: { days: 0, hours: 0, minutes: 0 },
      targetDate: null,
      copyCount: 2,
    },
  },
};

/**
 * Copies of a means six weeks old: those starting more than a month ago are refused, those in
 * the past within the month flagged, the next ones accepted.
 */
export const CopiesInThePast: Story = {
  args: {
    source: pastSource,
    defaultValue: {
      mode: "offset",
      offset: { days: 7, hours: 0, minutes: 0 },
      targetDate: null,
      copyCount: 8,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("Refusée")).toHaveLength(1);
    await expect(canvas.getAllByText("À vérifier")).toHaveLength(4);
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** In a narrow column the offset fields wrap and the copies stack. */
export const Narrow: Story = {
  render: (args) => (
    <div className={storyStyles.narrow}>
      <DuplicatePreview {...args} />
    </div>
  ),
};

export const HighContrast: Story = {
  args: { ...CopiesInThePast.args },
  globals: { theme: "highContrast" },
};

/**
 * Tab goes from the spacing choice to the days, the hours, the minutes and the count; ↑ adds a
 * day and the copies move; typing a count changes the list; ← on the choice switches to a date.
 */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Décalage" })).toHaveFocus();
    await userEvent.tab();
    const days = canvas.getByRole("textbox", { name: "Jours" });
    await expect(days).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(days).toHaveValue("8");
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ offset: { days: 8, hours: 0, minutes: 0 } }),
    );
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Heures" })).toHaveFocus();
    await userEvent.tab();
    const minutes = canvas.getByRole("textbox", { name: "Minutes" });
    await expect(minutes).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(minutes).toHaveValue("5");
    await userEvent.tab();
    const count = canvas.getByRole("textbox", { name: "Nombre de copies" });
    await expect(count).toHaveFocus();
    await userEvent.keyboard("{Control>}a{/Control}2");
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole("region", { name: "Aperçu : 2 copies" })).toBeVisible(),
    );

    await userEvent.click(canvas.getByRole("radio", { name: "Décalage" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Date de la première copie" })).toBeChecked();
    await expect(canvas.getByRole("group", { name: "Date de la première copie" })).toBeVisible();
  },
};

export const French: Story = { globals: { locale: "fr" } };

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Preview: 4 copies" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Vorschau: 4 Kopien" })).toBeVisible();
  },
};
