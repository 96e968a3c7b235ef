import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Key } from "react-aria-components";
import { expect, fn } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { Breadcrumb, Breadcrumbs } from "./Breadcrumbs";

interface TrailCopy {
  landmark: string;
  home: string;
  activities: string;
  activity: string;
  means: string;
  longActivity: string;
  longMeans: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, TrailCopy> = {
  fr: {
    landmark: "Fil d'Ariane",
    home: "Accueil",
    activities: "Activités opérationnelles",
    activity: "Marathon de Paris",
    means: "VPSP 2",
    longActivity:
      "Dispositif prévisionnel de secours du marathon international de Paris — secteur arrivée avenue Foch",
    longMeans: "Véhicule de premiers secours à personnes n° 2 — équipe de renfort de la délégation",
  },
  en: {
    landmark: "Breadcrumb",
    home: "Home",
    activities: "Operational activities",
    activity: "Paris Marathon",
    means: "Ambulance 2",
    longActivity:
      "Planned first-aid cover of the Paris international marathon — finish area on avenue Foch",
    longMeans: "First-aid vehicle no. 2 — reinforcement team of the local branch",
  },
  de: {
    landmark: "Brotkrumennavigation",
    home: "Startseite",
    activities: "Einsatzaktivitäten",
    activity: "Paris-Marathon",
    means: "RTW 2",
    longActivity:
      "Sanitätswachdienst beim Internationalen Paris-Marathon — Zielbereich Avenue Foch",
    longMeans: "Rettungswagen Nr. 2 — Verstärkungsteam des Kreisverbands",
  },
};

interface TrailProps {
  locale: UiLocale;
  isLong?: boolean;
  onAction?: (key: Key) => void;
}

function Trail({ locale, isLong = false, onAction }: TrailProps) {
  const text = copy[locale];
  return (
    <Breadcrumbs {...(onAction ? { onAction } : {})}>
      <Breadcrumb id="home" href="/home">
        {text.home}
      </Breadcrumb>
      <Breadcrumb id="activities" href="/operational-activity/list">
        {text.activities}
      </Breadcrumb>
      <Breadcrumb id="activity" href="/operational-activity-detail-page/42">
        {isLong ? text.longActivity : text.activity}
      </Breadcrumb>
      <Breadcrumb id="means">{isLong ? text.longMeans : text.means}</Breadcrumb>
    </Breadcrumbs>
  );
}

const meta = {
  title: "Primitives/Breadcrumbs",
  component: Breadcrumbs,
  render: (_args, { globals }) => <Trail locale={storyLocale(globals)} />,
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Fil d'Ariane" })).toBeVisible();
    await expect(canvas.getByText(copy.fr.means).parentElement).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** Only the current page: no link, no separator. */
export const SingleLevel: Story = {
  render: (_args, { globals }) => (
    <Breadcrumbs>
      <Breadcrumb id="home">{copy[storyLocale(globals)].home}</Breadcrumb>
    </Breadcrumbs>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryAllByRole("link", { name: /./ })).toHaveLength(1);
    await expect(canvasElement.querySelectorAll("svg")).toHaveLength(0);
  },
};

/**
 * Long names: an ancestor is cut with an ellipsis and shown whole while focused or hovered; the
 * current page wraps. The accessible names are always whole.
 */
export const LongLabels: Story = {
  render: (_args, { globals }) => (
    <div className={storyNarrow}>
      <Trail locale={storyLocale(globals)} isLong />
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: copy.fr.longActivity });
    const label = canvas.getByText(copy.fr.longActivity);
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    await expect(link).toBeVisible();
  },
};

/** The cut ancestor, once focused with the keyboard, shows its whole name. */
export const LongLabelFocused: Story = {
  render: (_args, { globals }) => (
    <div className={storyNarrow}>
      <Trail locale={storyLocale(globals)} isLong />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: copy.fr.longActivity });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("data-focus-visible");
    const label = canvas.getByText(copy.fr.longActivity);
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
  },
};

/** Tab goes through the ancestors, skips the current page, and shows the focus ring. */
export const KeyboardNavigation: Story = {
  render: (_args, { globals }) => <Trail locale={storyLocale(globals)} onAction={fn()} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: copy.fr.home })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const last = canvas.getByRole("link", { name: copy.fr.activity });
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute("data-focus-visible");
    await userEvent.tab();
    await expect(last).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(last).toHaveFocus();
  },
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  render: () => <Trail locale={locale} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: copy[locale].landmark })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
