import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyLocale } from "../../storybook/storyLocale";
import { PlanningCalendar, type PlanningCalendarProps } from "./PlanningCalendar";
import { stage, stageNarrow } from "./PlanningCalendar.stories.css";
import { planningCalendarViews } from "./PlanningCalendarDates";
import {
  copy,
  eachStatus,
  overlapping,
  sampleMeans,
  sampleOne,
  sampleTimeZone,
  sampleToday,
} from "./PlanningCalendarStoryData";

/** Which sample planning a story shows, in the toolbar's language. */
type Sample = "month" | "none" | "tenThousand" | "eachStatus" | "overlap" | "long";

const samples: Record<Sample, (locale: UiLocale) => PlanningCalendarProps["items"]> = {
  month: (locale) => sampleMeans(60, locale),
  none: () => [],
  tenThousand: (locale) => sampleMeans(10_000, locale),
  eachStatus,
  overlap: overlapping,
  long: (locale) => [
    ...overlapping(locale).slice(0, 3),
    sampleOne(200, 10, "07:00", "19:00", {
      title: copy[locale].long,
      activityName: copy[locale].activities[3] ?? "",
      status: "open",
      staff: { required: 12, validated: 11, pending: 1 },
    }),
  ],
};

type StoryArgs = Omit<PlanningCalendarProps, "items"> & { sample: Sample; narrow?: boolean };

const meta = {
  title: "Domain/PlanningCalendar",
  argTypes: {
    defaultView: { control: "inline-radio", options: planningCalendarViews },
    sample: { control: "select", options: Object.keys(samples) },
  },
  args: {
    sample: "month",
    today: sampleToday,
    defaultFocusedDate: sampleToday,
    timeZone: sampleTimeZone,
    onSelectMeans: fn(),
    onFocusChange: fn(),
    onViewChange: fn(),
    onRangeChange: fn(),
  },
  render: ({ sample, narrow, ...args }, { globals }) => (
    <div className={narrow ? stageNarrow : stage}>
      <PlanningCalendar {...args} items={samples[sample](storyLocale(globals))} />
    </div>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs until a cell of the grid has the focus (toolbar buttons come first). */
async function tabToGrid(userEvent: { tab: () => Promise<void> }) {
  for (let step = 0; step < 12; step++) {
    await userEvent.tab();
    if (document.activeElement?.hasAttribute("data-cell")) return;
  }
  throw new Error("No cell of the grid took the focus");
}

/** June 2026 by month: at most three means a day, the others counted in "+N autres". */
export const Month: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("grid", { name: /Juin 2026/ })).toBeVisible();
    await expect(canvas.getAllByRole("row")).toHaveLength(6);
    await expect(canvas.getByRole("button", { name: /^mercredi 10 juin 2026/ })).toHaveAttribute(
      "aria-current",
      "date",
    );
  },
};

/** The week of 10 June: hours down, days across, overlapping means side by side. */
export const Week: Story = { args: { defaultView: "week" } };

/** 10 June alone, with room for six lanes. */
export const Day: Story = { args: { defaultView: "day", sample: "overlap" } };

/** No means in the period: the grid stays, and a message says so. */
export const Empty: Story = {
  args: { sample: "none" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Aucun moyen d'intervention sur cette période.",
    );
  },
};

/** While the means load: grey bars in place of means, and the grid marked busy. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("grid")).toHaveAttribute("aria-busy", "true");
    await expect(document.querySelectorAll("[data-means-index]")).toHaveLength(0);
  },
};

/** The week view while loading. */
export const LoadingWeek: Story = { args: { isLoading: true, defaultView: "week" } };

/** 10,000 means in June: each day shows three and a count, so the page stays light. */
export const TenThousandMeans: Story = {
  args: { sample: "tenThousand" },
  play: async ({ canvas }) => {
    const [cell] = canvas
      .getAllByRole("gridcell")
      .filter((candidate) => candidate.querySelector('[aria-label^="mercredi 10 juin 2026"]'));
    await expect(cell?.querySelectorAll("[data-means-index]")).toHaveLength(3);
    await expect(cell).toHaveTextContent(/\+\d{3} autres/);
    await expect(document.querySelectorAll("[data-means-index]").length).toBeLessThanOrEqual(
      35 * 3,
    );
  },
};

/** 10,000 means by week: two lanes a day, the rest counted in each day's "+N". */
export const TenThousandMeansWeek: Story = {
  args: { sample: "tenThousand", defaultView: "week" },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button", { name: /^\+\d+ autres$/ })).toHaveLength(7);
  },
};

/** Long titles are cut on a month line and wrap inside their box on the grid. */
export const LongTitles: Story = { args: { sample: "long", narrow: true, defaultView: "week" } };

/** Long titles in month cells. */
export const LongTitlesMonth: Story = { args: { sample: "long", narrow: true } };

/** Each status (draft, public, open, cancelled), each with another staff completeness. */
export const EachStatus: Story = {
  args: { sample: "eachStatus", defaultView: "day" },
  play: async ({ canvas }) => {
    for (const word of ["Brouillon", "Public", "Ouvert", "Annulé"]) {
      await expect(canvas.getByRole("button", { name: new RegExp(`, ${word}, `) })).toBeVisible();
    }
  },
};

/** Five overlapping means in a week: two lanes, and "+N" on the day. */
export const Overlap: Story = {
  args: { sample: "overlap", defaultView: "week" },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^\+\d autres$/ }));
    await expect(args.onViewChange).toHaveBeenCalledWith("day");
    await expect(canvas.getByRole("grid", { name: /Mercredi 10 juin 2026/ })).toBeVisible();
  },
};

/** The arrows move from day to day and week to week, PageDown to the next month, Enter opens a day. */
export const KeyboardMonth: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await tabToGrid(userEvent);
    const focused = () => document.activeElement?.getAttribute("aria-label") ?? "";
    await expect(focused()).toMatch(/^mercredi 10 juin 2026/);
    await userEvent.keyboard("{ArrowRight}");
    await expect(focused()).toMatch(/^jeudi 11 juin 2026/);
    await userEvent.keyboard("{ArrowDown}");
    await expect(focused()).toMatch(/^jeudi 18 juin 2026/);
    await userEvent.keyboard("{Home}");
    await expect(focused()).toMatch(/^lundi 15 juin 2026/);
    await userEvent.keyboard("{End}");
    await expect(focused()).toMatch(/^dimanche 21 juin 2026/);
    await userEvent.keyboard("{PageDown}");
    await expect(focused()).toMatch(/^mardi 21 juillet 2026/);
    await expect(canvas.getByRole("grid", { name: /Juillet 2026/ })).toBeVisible();
    await userEvent.keyboard("{PageUp}{ArrowLeft}");
    await expect(focused()).toMatch(/^samedi 20 juin 2026/);
    await expect(args.onRangeChange).toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await expect(args.onViewChange).toHaveBeenLastCalledWith("day");
    await expect(focused()).toMatch(/^samedi 20 juin 2026/);
    await expect(canvas.getByRole("grid", { name: /Samedi 20 juin 2026/ })).toBeVisible();
  },
};

/** Tab goes from the focused day into its means, Enter chooses one, Escape comes back to the day. */
export const KeyboardMeans: Story = {
  args: { sample: "eachStatus" },
  play: async ({ canvas, userEvent, args }) => {
    await tabToGrid(userEvent);
    const cell = document.activeElement;
    await userEvent.tab();
    await expect(document.activeElement?.getAttribute("aria-label")).toMatch(/, Brouillon, /);
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelectMeans).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await userEvent.keyboard("{Escape}");
    await expect(cell).toHaveFocus();
    await expect(canvas.getByRole("button", { name: /^\+1 autre$/ })).toBeVisible();
  },
};

/** In the week, the day headers are the tab stops; Tab goes to the day's "+N", then its means. */
export const KeyboardWeek: Story = {
  args: { defaultView: "week", sample: "overlap" },
  play: async ({ userEvent }) => {
    await tabToGrid(userEvent);
    const focused = () => document.activeElement?.getAttribute("aria-label") ?? "";
    await expect(focused()).toBe("mercredi 10 juin 2026, 6 moyens");
    await userEvent.tab();
    await expect(document.activeElement).toHaveTextContent("+3 autres");
    await userEvent.tab();
    await expect(focused()).toMatch(/^Poste de secours 9 20:00–08:00 · 2\/2, Ouvert/);
    await userEvent.keyboard("{Escape}{ArrowLeft}");
    await expect(focused()).toMatch(/^mardi 9 juin 2026/);
    await userEvent.keyboard("{PageDown}");
    await expect(focused()).toMatch(/^mardi 16 juin 2026/);
    await userEvent.keyboard("{Home}");
    await expect(focused()).toMatch(/^lundi 15 juin 2026/);
  },
};

/** The hour's "+N" of the day view lists the means beyond the lanes. */
export const DayOverflow: Story = {
  args: { defaultView: "day", sample: "overlap", maxDayLanes: 2 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: "+2 autres, Autres moyens à partir de 10:00" }),
    );
    const list = await waitFor(() => document.querySelector('[role="dialog"]') as HTMLElement);
    await expect(list).toHaveAccessibleName("Autres moyens à partir de 10:00");
    const [means] = list.querySelectorAll<HTMLElement>("[data-means-index]");
    if (means) await userEvent.click(means);
    await expect(args.onSelectMeans).toHaveBeenCalledWith(expect.objectContaining({ id: 103 }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  },
};

/** The high-contrast theme (toolbar global): black on white, status told by shape and word. */
export const HighContrast: Story = {
  globals: { theme: "highContrast" },
  args: { sample: "overlap", defaultView: "week" },
};

const inLanguage = (locale: UiLocale, name: RegExp): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("grid", { name })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr", /Juin 2026/);
export const English: Story = inLanguage("en", /June 2026/);
export const German: Story = inLanguage("de", /Juni 2026/);
