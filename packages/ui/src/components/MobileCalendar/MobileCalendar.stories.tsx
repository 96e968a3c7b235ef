import { dayStatuses } from "@releve/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyLocale } from "../../storybook/storyLocale";
import { MobileCalendar, type MobileCalendarProps } from "./MobileCalendar";
import { phone, stage } from "./MobileCalendar.stories.css";
import type { MobileCalendarRegistration } from "./MobileCalendarModel";
import {
  copy,
  legendDays,
  sampleIncompleteDays,
  sampleMonth,
  sampleRegistration,
  sampleTimeZone,
  sampleToday,
} from "./MobileCalendarStoryData";

/** Which sample a story shows, in the toolbar's language. */
type Sample = "month" | "none" | "long";

const samples: Record<Sample, (locale: UiLocale) => MobileCalendarRegistration[]> = {
  month: sampleMonth,
  none: () => [],
  long: (locale) => [
    {
      ...sampleRegistration(1, 10, "07:00", "19:00", "validated", false, locale),
      meansTitle: copy[locale].longMeans,
      activityName: copy[locale].longActivity,
    },
    sampleRegistration(2, 9, "20:00", "08:00", "pending", true, locale),
  ],
};

type StoryArgs = Omit<MobileCalendarProps, "registrations"> & { sample: Sample; isPhone?: boolean };

const meta = {
  title: "Domain/MobileCalendar",
  argTypes: { sample: { control: "select", options: Object.keys(samples) } },
  args: {
    sample: "month",
    incompleteDays: sampleIncompleteDays,
    today: sampleToday,
    timeZone: sampleTimeZone,
    onSelectRegistration: fn(),
    onViewChange: fn(),
    onChange: fn(),
    onFocusChange: fn(),
  },
  render: ({ sample, isPhone, ...args }, { globals }) => (
    <div className={isPhone ? phone : stage}>
      <MobileCalendar {...args} registrations={samples[sample](storyLocale(globals))} />
    </div>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const focused = () => document.activeElement as HTMLElement;

/** June 2026: each day with a registration or an incomplete flag shows its status's icon. */
export const Month: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("grid", { name: /Mon calendrier/ })).toBeVisible();
    await expect(canvas.getByRole("list", { name: "Légende" })).toHaveTextContent(
      "ValidéProposéInscritIncomplet",
    );
  },
};

/**
 * The legend's four states, each on a day of the month: a day is described by its entry, so a
 * screen reader says "Validé" after the date.
 */
export const EachLegendState: Story = {
  play: async ({ canvasElement }) => {
    for (const status of dayStatuses) {
      const days = canvasElement.querySelectorAll(`[data-day-status="${status}"]`);
      await expect(days.length).toBeGreaterThan(0);
      const [first] = days;
      const entry = document.getElementById(first?.getAttribute("aria-describedby") ?? "");
      await expect(entry?.textContent).toBe(
        {
          validated: "Validé",
          proposed: "Proposé",
          registered: "Inscrit",
          incomplete: "Incomplet",
        }[status],
      );
    }
  },
};

/** The day view of 10 June: its status, and its registrations as a list, by start. */
export const Day: Story = {
  args: { defaultView: "day", defaultValue: sampleToday },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: /^Inscriptions du mercredi 10 juin 2026/ });
    await expect(within(list).getAllByRole("button")).toHaveLength(3);
  },
};

/** The day view of a day of each status. */
const dayOf = (date: (typeof legendDays)[keyof typeof legendDays]): Story => ({
  args: { defaultView: "day", defaultValue: date },
});
export const ValidatedDay: Story = dayOf(legendDays.validated);
export const ProposedDay: Story = dayOf(legendDays.proposed);
export const RegisteredDay: Story = dayOf(legendDays.registered);
export const IncompleteDay: Story = {
  ...dayOf(legendDays.incomplete),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Incomplet")).toBeVisible();
    await expect(
      canvas.getByRole("heading", { name: "Aucune inscription ce jour-là" }),
    ).toBeVisible();
  },
};

/** No registration at all: the month shows no status. */
export const Empty: Story = {
  args: { sample: "none", incompleteDays: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-day-status]")).toHaveLength(0);
  },
};

/** While the registrations load: no status yet, and "loading" said once. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-day-status]")).toHaveLength(0);
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent("Chargement de votre calendrier…"),
    );
  },
};

/** The day view while loading. */
export const LoadingDay: Story = {
  args: { isLoading: true, defaultView: "day", defaultValue: sampleToday },
};

/** Long names of means and activities wrap inside their card, on a phone. */
export const LongNames: Story = {
  args: { sample: "long", defaultView: "day", defaultValue: sampleToday, isPhone: true },
};

/** On a 390 px phone: seven days across, each a 48 px target at least. */
export const Phone390: Story = {
  args: { isPhone: true },
  play: async ({ canvas }) => {
    const frame = document.querySelector("[data-story-root]");
    await expect(frame?.getBoundingClientRect().width).toBe(390);
    for (const day of canvas.getAllByRole("button").filter((b) => b.closest("td"))) {
      if (day.closest("td")?.querySelector("[data-outside-month]")) continue;
      const { width, height } = day.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
  },
};

/**
 * The arrows move from day to day, PageDown and PageUp from month to month, Enter opens the day
 * (its title takes the focus), Escape comes back to the month and to that day.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    for (let step = 0; step < 4 && !focused().closest('[role="grid"]'); step++) {
      await userEvent.tab();
    }
    await expect(focused()).toHaveAccessibleName(/10 juin 2026/);
    await userEvent.keyboard("{ArrowRight}");
    await expect(focused()).toHaveAccessibleName(/jeudi 11 juin 2026/);
    await userEvent.keyboard("{PageDown}");
    await expect(focused()).toHaveAccessibleName(/11 juillet 2026/);
    await userEvent.keyboard("{PageUp}");
    await expect(focused()).toHaveAccessibleName(/11 juin 2026/);

    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(canvas.getByRole("heading", { name: "jeudi 11 juin 2026" })).toHaveFocus(),
    );
    await expect(args.onViewChange).toHaveBeenLastCalledWith("day");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(focused()).toHaveAccessibleName(/11 juin 2026/));
    await expect(focused().closest('[role="grid"]')).not.toBeNull();
  },
};

/** High contrast theme: the same icons and words, the theme's stronger colours. */
export const HighContrast: Story = { globals: { theme: "highContrast" } };

const inLanguage = (locale: UiLocale): Story => ({ globals: { locale } });

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
