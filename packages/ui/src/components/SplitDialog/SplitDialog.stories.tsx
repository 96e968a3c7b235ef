import type { Schedule } from "@releve/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StoryOverlayStage } from "../../storybook/StoryStage";
import { storyLocale } from "../../storybook/storyLocale";
import { AlertBanner } from "../AlertBanner/AlertBanner";
import { Button } from "../Button/Button";
import { DialogTrigger } from "../Dialog/Dialog";
import { SplitDialog, type SplitDialogProps } from "./SplitDialog";
import type { SplitFollower } from "./SplitDialogFollowers";

/** Fixed periods, so that pictures never depend on today. */
const dayShift: Schedule = { start: "2026-06-12T08:00:00+02:00", end: "2026-06-12T20:00:00+02:00" };
const nightShift: Schedule = {
  start: "2026-06-12T20:00:00+02:00",
  end: "2026-06-13T08:00:00+02:00",
};
/** The spring-forward night in Paris: 12 hours on the wall clock, 11 real hours. */
const springForwardNight: Schedule = {
  start: "2026-03-28T20:00:00+01:00",
  end: "2026-03-29T08:00:00+02:00",
};
const tenHours: Schedule = { start: "2026-06-12T08:00:00+02:00", end: "2026-06-12T18:00:00+02:00" };

/** People registered on the day shift: an employee, a volunteer across the cut, an external. */
const at = (time: string) => `2026-06-12T${time}:00+02:00`;
const followers: SplitFollower[] = [
  {
    registrationId: 401,
    name: "MOREAU Lucas",
    staffType: "employee",
    start: at("08:00"),
    end: at("12:00"),
  },
  {
    registrationId: 402,
    name: "PETIT Emma",
    staffType: "volunteer",
    start: at("10:00"),
    end: at("16:00"),
  },
  {
    registrationId: 403,
    name: "KARA Inès",
    staffType: "external",
    start: at("15:00"),
    end: at("20:00"),
  },
];

/** Sample labels of the stories' own parts, per language (not in the catalogue). */
const copy: Record<UiLocale, { open: string; longTitle: string; refusal: string; unread: string }> =
  {
    fr: {
      open: "Scission",
      longTitle:
        "Scinder le moyen « Poste de secours n° 3 — Marathon international de Paris, arrivée avenue Foch »",
      refusal: "Ce moyen a déjà été scindé : une scission est définitive et ne se refait pas.",
      unread: "Le personnel n'a pas pu être chargé : le serveur ne répond pas.",
    },
    en: {
      open: "Splitting",
      longTitle:
        "Split the means “First-aid post no. 3 — Paris International Marathon, Avenue Foch finish”",
      refusal: "This means has already been split: a split is final and cannot be done again.",
      unread: "The personnel could not be loaded: the server does not answer.",
    },
    de: {
      open: "Teilung",
      longTitle:
        "Einsatzmittel „Sanitätsposten Nr. 3 — Internationaler Paris-Marathon, Ziel Avenue Foch“ teilen",
      refusal:
        "Dieses Einsatzmittel wurde bereits geteilt: Eine Teilung ist endgültig und kann nicht wiederholt werden.",
      unread: "Das Personal konnte nicht geladen werden: Der Server antwortet nicht.",
    },
  };

type SplitStoryArgs = SplitDialogProps & {
  isInitiallyOpen: boolean;
  hasLongTitle: boolean;
  /** Shows the host's refusal of the last split, in the story's language. */
  hasRefusal: boolean;
  /** Shows the host's problem reading the people registered, in the story's language. */
  hasFollowersProblem: boolean;
};

const meta = {
  title: "Domain/SplitDialog",
  component: SplitDialog,
  args: {
    means: dayShift,
    onConfirm: fn(),
    onSplitTypeChange: fn(),
    isInitiallyOpen: true,
    hasLongTitle: false,
    hasRefusal: false,
    hasFollowersProblem: false,
  },
  render: (
    { isInitiallyOpen, hasLongTitle, hasRefusal, hasFollowersProblem, ...args },
    { globals },
  ) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="wide">
        {(portalContainer) => (
          <DialogTrigger defaultOpen={isInitiallyOpen}>
            <Button variant="secondary">{text.open}</Button>
            <SplitDialog
              {...args}
              {...(hasLongTitle ? { title: text.longTitle } : {})}
              {...(hasRefusal ? { refusal: text.refusal } : {})}
              {...(hasFollowersProblem
                ? {
                    followersProblem: <AlertBanner level="danger">{text.unread}</AlertBanner>,
                  }
                : {})}
              UNSTABLE_portalContainer={portalContainer}
            />
          </DialogTrigger>
        )}
      </StoryOverlayStage>
    );
  },
} satisfies Meta<SplitStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day shift split 6 h + 6 h: the cut at 14:00 and both halves. */
export const HalfAndHalf: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("dialog", { name: "Scinder le moyen" });
    await expect(canvas.getByRole("radio", { name: "6 h + 6 h" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "6 h + 6 h" })).toHaveAccessibleDescription(
      "Coupure à 14:00",
    );
    await expect(canvas.getByRole("button", { name: "Scinder" })).toBeEnabled();
  },
};

export const FourAndEight: Story = { args: { defaultSplitType: "from12To4And8" } };

export const EightAndFour: Story = { args: { defaultSplitType: "from12To8And4" } };

/** A night shift: the halves run over midnight. */
export const NightShift: Story = { args: { means: nightShift } };

/** On the spring-forward night the second half lasts an hour less than its name. */
export const SpringForwardNight: Story = {
  args: { means: springForwardNight },
  play: async ({ canvas }) => {
    await canvas.findByRole("dialog");
    await expect(canvas.getByText("5 h")).toBeVisible();
  },
};

/** A means that does not last 12 hours: the domain's refusal, no preview, Split disabled. */
export const NotTwelveHours: Story = {
  args: { means: tenHours },
  play: async ({ canvas }) => {
    await canvas.findByRole("dialog");
    await expect(canvas.getByRole("radiogroup")).toHaveAccessibleDescription(
      /Seul un moyen de 12 h peut être scindé/,
    );
    await expect(canvas.getByRole("button", { name: "Scinder" })).toBeDisabled();
  },
};

/** The medium width: the halves stack when their dates do not fit side by side. */
export const Medium: Story = { args: { size: "md" } };

/** A long title wraps. */
export const LongTitle: Story = { args: { hasLongTitle: true } };

export const HighContrast: Story = { globals: { theme: "highContrast" } };

/**
 * Enter opens it; Tab reaches the selected type, an arrow key picks the next one and the preview
 * follows; Tab reaches Split, Enter splits once and focus returns to the trigger.
 */
export const KeyboardSplit: Story = {
  args: { isInitiallyOpen: false },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = await canvas.findByRole("button", { name: copy.fr.open });
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = await canvas.findByRole("dialog", { name: "Scinder le moyen" });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Fermer" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "6 h + 6 h" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const fourAndEight = canvas.getByRole("radio", { name: "4 h + 8 h" });
    await expect(fourAndEight).toBeChecked();
    await expect(args.onSplitTypeChange).toHaveBeenCalledWith("from12To4And8");
    await expect(canvas.getByText("8 h")).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Annuler" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Scinder" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Fermer" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard("{Enter}");
    await expect(args.onConfirm).toHaveBeenCalledWith("from12To4And8", {
      first: { start: "2026-06-12T08:00:00+02:00", end: "2026-06-12T12:00:00+02:00" },
      second: { start: "2026-06-12T12:00:00+02:00", end: "2026-06-12T20:00:00+02:00" },
    });
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape cancels without splitting; focus returns to the trigger. */
export const KeyboardCancel: Story = {
  args: { isInitiallyOpen: false },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = await canvas.findByRole("button", { name: copy.fr.open });
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await canvas.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * Scrolls the dialog's body to an element below its fold, so that the picture shows it: the
 * stage is shorter than a dialog holding its people.
 */
function bringIntoPicture(element: HTMLElement) {
  element.scrollIntoView({ block: "end" });
}

/**
 * The people registered, placed as the domain moves them for 4 h + 8 h (cut at 12:00): the
 * employee onto both parts, the volunteer across the cut on both, the external on the second.
 */
export const WithFollowers: Story = {
  args: { followers, defaultSplitType: "from12To4And8" },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole("region", { name: "Personnes inscrites" });
    const [lucas, emma, ines] = within(region).getAllByRole("listitem");
    await expect(lucas).toHaveTextContent(/Salarié.*Première partie.*Seconde partie : .*12:00/);
    await expect(emma).toHaveTextContent(/Bénévole.*10:00.*12:00.*Seconde partie : .*12:00.*16:00/);
    await expect(ines).toHaveTextContent(/Externe/);
    await expect(ines).not.toHaveTextContent(/Première partie/);
    bringIntoPicture(region);
  },
};

/** The same people in German. */
export const WithFollowersGerman: Story = {
  args: { followers, defaultSplitType: "from12To4And8" },
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole("region", { name: "Angemeldete Personen" });
    await expect(region).toHaveTextContent(/Angestellt.*Erster Teil: .*Zweiter Teil: /);
    bringIntoPicture(region);
  },
};

/** Nobody is registered: said, so the person knows nobody moves. */
export const NobodyRegistered: Story = {
  args: { followers: [] },
  play: async ({ canvas }) => {
    const nobody = await canvas.findByText("Personne n'est inscrit sur ce moyen.");
    bringIntoPicture(nobody);
    await expect(nobody).toBeVisible();
  },
};

/** While the host reads the people registered: a placeholder, and Split waits for them. */
export const FollowersLoading: Story = {
  args: { followers: "loading" },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole("region", { name: "Personnes inscrites" });
    await expect(within(region).getByRole("status")).toHaveTextContent(
      "Recherche des personnes inscrites…",
    );
    await expect(canvas.getByRole("button", { name: "Scinder" })).toBeDisabled();
    bringIntoPicture(region);
  },
};

/** The host could not read the people: it says so there, and the split stays possible. */
export const FollowersProblem: Story = {
  args: { hasFollowersProblem: true },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole("region", { name: "Personnes inscrites" });
    await expect(within(region).getByRole("alert")).toHaveTextContent(/pas pu être chargé/);
    await expect(canvas.getByRole("button", { name: "Scinder" })).toBeEnabled();
    bringIntoPicture(region);
  },
};

/**
 * The split call under way: Split busy, nothing else within reach, the dialog open until the
 * call answers. (Pressing Split with an asynchronous `onConfirm` gets here too; the unit tests
 * press it. A story does not: react-aria announces the busy button through a live region that
 * outlives the story and would point the next story's axe check at a button gone.)
 */
export const Busy: Story = {
  args: { followers, isPending: true },
  play: async ({ canvas, userEvent, args }) => {
    const busy = await canvas.findByRole("button", { name: "Scission en cours…" });
    await expect(busy).toHaveAttribute("aria-disabled", "true");
    await expect(canvas.getByRole("button", { name: "Annuler" })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: "4 h + 8 h" })).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "Fermer" })).toBeNull();
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("dialog")).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    bringIntoPicture(canvas.getByRole("region", { name: "Personnes inscrites" }));
  },
};

/** The split refused: the dialog stays open and says why, Split offered again. */
export const Refused: Story = {
  args: { followers, hasRefusal: true },
  play: async ({ canvas }) => {
    const refusal = await canvas.findByRole("alert");
    await expect(refusal).toHaveTextContent(/Scission refusée.*déjà été scindé/);
    await expect(canvas.getByRole("button", { name: "Scinder" })).toBeEnabled();
    bringIntoPicture(refusal);
  },
};

const inLanguage = (locale: UiLocale, title: string, confirm: string): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("dialog", { name: title })).toBeVisible();
    await expect(canvas.getByRole("button", { name: confirm })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr", "Scinder le moyen", "Scinder");
export const English: Story = inLanguage("en", "Split the means", "Split");
export const German: Story = inLanguage("de", "Einsatzmittel teilen", "Teilen");
