import type { Recurrence } from "@releve/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { RecurrenceEditor, type RecurrenceEditorProps } from "./RecurrenceEditor";
import * as storyStyles from "./RecurrenceEditor.stories.css";

/** A fixed Friday shift, so that pictures never depend on today. */
const firstOccurrence = { start: "2026-06-12T08:00", end: "2026-06-12T20:00" };

const weekly: Recurrence = {
  type: "weekly",
  start: "2026-06-12",
  end: null,
  occurrenceCount: 8,
  weekdays: 1 | 16,
  dayOfMonth: null,
  nth: null,
};

const meta = {
  title: "Domain/RecurrenceEditor",
  component: RecurrenceEditor,
  args: {
    defaultValue: weekly,
    firstOccurrence,
    timeZone: "Europe/Paris",
    onChange: fn(),
  },
  render: (args) => (
    <div className={storyStyles.wide}>
      <RecurrenceEditor {...(args as RecurrenceEditorProps)} />
    </div>
  ),
} satisfies Meta<typeof RecurrenceEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mondays and Fridays, eight times: the first five, the total and the last one. */
export const Weekly: Story = {
  play: async ({ canvas }) => {
    const preview = canvas.getByRole("region", { name: "Aperçu : 8 occurrences" });
    await expect(within(preview).getAllByRole("listitem")).toHaveLength(5);
    await expect(within(preview).getByText("… et 3 autres.")).toBeVisible();
  },
};

/** Every day until the end of June. */
export const Daily: Story = {
  args: { defaultValue: { ...weekly, type: "daily", end: "2026-06-30", occurrenceCount: null } },
};

/** The 31st of each month: shorter months take their last day. */
export const MonthlyByDay: Story = {
  args: {
    defaultValue: { ...weekly, type: "monthlyByDay", dayOfMonth: 31, occurrenceCount: 6 },
  },
};

/** The last Friday of each month, twelve times: the maximum for a monthly series. */
export const MonthlyNthAtMaximum: Story = {
  args: {
    defaultValue: {
      ...weekly,
      type: "monthlyNth",
      occurrenceCount: 12,
      nth: { value: -1, type: "friday" },
    },
  },
};

/** A hundred daily occurrences: within the count, but past the three months a daily series may last. */
export const DailyPastItsPeriod: Story = {
  args: { defaultValue: { ...weekly, type: "daily", occurrenceCount: 100 } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("textbox", { name: "Nombre d'occurrences" }),
    ).toHaveAccessibleDescription(/La récurrence ne peut pas dépasser 3 mois pour ce type/);
    await expect(
      canvas.getByText("Corrigez la récurrence pour voir ses occurrences."),
    ).toBeVisible();
  },
};

/** Every day of the week for six months: more occurrences than a weekly series allows. */
export const TooManyOccurrences: Story = {
  args: { defaultValue: { ...weekly, weekdays: 127, end: "2026-11-30", occurrenceCount: null } },
};

export const EndBeforeStart: Story = {
  args: { defaultValue: { ...weekly, end: "2026-06-01", occurrenceCount: null } },
};

/** A weekly series without a weekday. */
export const NoWeekday: Story = { args: { defaultValue: { ...weekly, weekdays: 0 } } };

/** Neither an end nor a count. */
export const NoEnd: Story = {
  args: { defaultValue: { ...weekly, end: null, occurrenceCount: null } },
};

/** The end falls before the first matching day: no occurrence. */
export const NoOccurrence: Story = {
  args: { defaultValue: { ...weekly, weekdays: 1, end: "2026-06-14", occurrenceCount: null } },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** In a narrow column the fields stack and long names wrap. */
export const Narrow: Story = {
  args: { defaultValue: { ...weekly, type: "monthlyNth", nth: { value: 1, type: "workday" } } },
  render: (args) => (
    <div className={storyStyles.narrow}>
      <RecurrenceEditor {...(args as RecurrenceEditorProps)} />
    </div>
  ),
};

export const HighContrast: Story = { globals: { theme: "highContrast" } };

/**
 * Tab enters the type on the chosen one and the arrow keys change it (the day of the month comes
 * from the first day); on the end, → switches to a count, Tab reaches it, and the preview follows
 * what is typed.
 */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Chaque semaine" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Chaque mois, à date fixe" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: "monthlyByDay", dayOfMonth: 12 }),
    );
    await expect(canvas.getByRole("textbox", { name: "Jour du mois" })).toHaveValue("12");

    await userEvent.click(canvas.getByRole("radio", { name: "Après un nombre d'occurrences" }));
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("radio", { name: "À une date" })).toBeChecked();
    await expect(canvas.getByRole("group", { name: "Date de fin" })).toBeVisible();
    await userEvent.keyboard("{ArrowRight}");
    await userEvent.tab();
    const count = canvas.getByRole("textbox", { name: "Nombre d'occurrences" });
    await expect(count).toHaveFocus();
    await expect(count).toHaveValue("8");
    await userEvent.keyboard("{Control>}a{/Control}3");
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole("region", { name: "Aperçu : 3 occurrences" })).toBeVisible(),
    );
  },
};

export const French: Story = { globals: { locale: "fr" } };

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Preview: 8 occurrences" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Vorschau: 8 Termine" })).toBeVisible();
  },
};
