import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyNarrow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { Button } from "../Button/Button";
import { AlertBanner, type AlertBannerProps } from "./AlertBanner";
import { type AlertBannerLevel, alertBannerLevels } from "./AlertBanner.css";
import { storyStack } from "./AlertBanner.stories.css";

interface BannerCopy {
  title: string;
  text: string;
}

/** Sample messages per level, in every language the toolbar offers (not in the catalogue). */
const copy: Record<UiLocale, Record<AlertBannerLevel, BannerCopy> & { long: BannerCopy }> = {
  fr: {
    info: {
      title: "Plan grand froid activé",
      text: "Les maraudes du soir passent à deux équipes jusqu'au 15 janvier.",
    },
    warning: {
      title: "Dispositif incomplet",
      text: "Il manque 3 équipiers secouristes pour samedi matin.",
    },
    danger: {
      title: "Conflit d'affectation",
      text: "Le véhicule VPSP 2 est engagé sur deux dispositifs qui se chevauchent.",
    },
    long: {
      title:
        "Alerte météo orange : vents violents attendus sur l'ensemble de la délégation territoriale",
      text: "Les dispositifs en extérieur prévus samedi et dimanche doivent être confirmés par leur chef de poste avant vendredi 18 h ; à défaut, ils seront suspendus et les bénévoles inscrits prévenus par courriel et par SMS.",
    },
  },
  en: {
    info: {
      title: "Cold weather plan activated",
      text: "Evening outreach runs with two teams until 15 January.",
    },
    warning: {
      title: "Incomplete operation",
      text: "3 first-aiders are missing for Saturday morning.",
    },
    danger: {
      title: "Assignment conflict",
      text: "Ambulance VPSP 2 is committed to two overlapping operations.",
    },
    long: {
      title: "Orange weather warning: strong winds expected across the whole local branch area",
      text: "Outdoor operations planned on Saturday and Sunday must be confirmed by their team leader before Friday 6 pm; otherwise they will be suspended and registered volunteers notified by email and text message.",
    },
  },
  de: {
    info: {
      title: "Kälteplan aktiviert",
      text: "Die abendliche Streetwork läuft bis zum 15. Januar mit zwei Teams.",
    },
    warning: {
      title: "Unvollständiger Einsatz",
      text: "Für Samstagvormittag fehlen 3 Sanitäter.",
    },
    danger: {
      title: "Zuordnungskonflikt",
      text: "Der Rettungswagen VPSP 2 ist für zwei sich überschneidende Einsätze eingeplant.",
    },
    long: {
      title:
        "Unwetterwarnung Stufe Orange: Sturmböen im gesamten Gebiet des Kreisverbands erwartet",
      text: "Die für Samstag und Sonntag geplanten Einsätze im Freien müssen bis Freitag 18 Uhr von ihrer Wachleitung bestätigt werden; andernfalls werden sie ausgesetzt und die angemeldeten Ehrenamtlichen per E-Mail und SMS informiert.",
    },
  },
};

const meta = {
  title: "Primitives/AlertBanner",
  component: AlertBanner,
  args: { level: "info" },
  argTypes: { level: { control: "inline-radio", options: alertBannerLevels } },
  decorators: [
    (Story) => (
      <div className={storyNarrow}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)][args.level ?? "info"];
    return (
      <AlertBanner {...args} title={text.title}>
        {text.text}
      </AlertBanner>
    );
  },
} satisfies Meta<typeof AlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** News: a polite `status`, announced when the person's screen reader is free. */
export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      `Information : ${copy.fr.info.title}`,
    );
  },
};

export const Warning: Story = {
  args: { level: "warning" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      `Attention : ${copy.fr.warning.title}`,
    );
  },
};

/** An urgent problem: the only level that is an assertive `alert`. */
export const Danger: Story = {
  args: { level: "danger" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(`Urgent : ${copy.fr.danger.title}`);
  },
};

/** The three levels, each with its icon, edge and spoken word. */
export const AllLevels: Story = {
  render: (args, { globals }) => (
    <div className={storyStack}>
      {alertBannerLevels.map((level) => (
        <AlertBanner
          key={level}
          {...args}
          level={level}
          title={copy[storyLocale(globals)][level].title}
        >
          {copy[storyLocale(globals)][level].text}
        </AlertBanner>
      ))}
    </div>
  ),
};

/** Without a title, the level word is spoken before the text. */
export const TextOnly: Story = {
  args: { level: "warning" },
  render: (args, { globals }) => (
    <AlertBanner {...args}>{copy[storyLocale(globals)].warning.text}</AlertBanner>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      `Attention : ${copy.fr.warning.text}`,
    );
  },
};

/** Long title and text wrap; the icon and the dismiss button stay on the first line. */
export const LongContent: Story = {
  args: { level: "warning", onDismiss: fn() },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)].long;
    return (
      <AlertBanner {...args} title={text.title}>
        {text.text}
      </AlertBanner>
    );
  },
};

/** A banner its page removes once dismissed, and a button to bring it back. */
function DismissibleBanner({ locale, ...args }: AlertBannerProps & { locale: UiLocale }) {
  const text = copy[locale].info;
  const [isShown, setShown] = useState(true);
  return isShown ? (
    <AlertBanner
      {...args}
      title={text.title}
      onDismiss={() => {
        args.onDismiss?.();
        setShown(false);
      }}
    >
      {text.text}
    </AlertBanner>
  ) : (
    <Button variant="secondary" onPress={() => setShown(true)}>
      {text.title}
    </Button>
  );
}

/** Dismissible: Tab reaches the button, Enter hides the banner (the caller removes it). */
export const Dismissible: Story = {
  args: { level: "info", onDismiss: fn() },
  render: (args, { globals }) => <DismissibleBanner {...args} locale={storyLocale(globals)} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const dismiss = canvas.getByRole("button", { name: "Masquer l'alerte" });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole("status")).toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: copy.fr.info.title }));
    await expect(await canvas.findByRole("status")).toBeVisible();
  },
};

/** Not dismissible: no button, nothing to reach with Tab. */
export const NotDismissible: Story = {
  args: { level: "danger" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

const inLanguage = (locale: UiLocale, words: [string, string, string], hide: string): Story => ({
  globals: { locale },
  render: (args) => (
    <div className={storyStack}>
      {alertBannerLevels.map((level) => (
        <AlertBanner
          key={level}
          {...args}
          level={level}
          title={copy[locale][level].title}
          onDismiss={fn()}
        >
          {copy[locale][level].text}
        </AlertBanner>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [info, warning, danger] = words;
    const statuses = canvas.getAllByRole("status");
    await expect(statuses[0]).toHaveTextContent(`${info} ${copy[locale].info.title}`);
    await expect(statuses[1]).toHaveTextContent(`${warning} ${copy[locale].warning.title}`);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      `${danger} ${copy[locale].danger.title}`,
    );
    await expect(canvas.getAllByRole("button", { name: hide })).toHaveLength(3);
  },
});

export const French: Story = inLanguage(
  "fr",
  ["Information :", "Attention :", "Urgent :"],
  "Masquer l'alerte",
);
export const English: Story = inLanguage(
  "en",
  ["Information:", "Warning:", "Urgent:"],
  "Hide alert",
);
export const German: Story = inLanguage(
  "de",
  ["Information:", "Achtung:", "Dringend:"],
  "Hinweis ausblenden",
);
