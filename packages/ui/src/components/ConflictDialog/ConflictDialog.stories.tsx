import type { Conflict } from "@releve/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StoryOverlayStage } from "../../storybook/StoryStage";
import { storyLocale } from "../../storybook/storyLocale";
import { Button } from "../Button/Button";
import { DialogTrigger } from "../Dialog/Dialog";
import {
  ConflictDialog,
  type ConflictDialogProps,
  type ConflictMeansLinkProps,
} from "./ConflictDialog";

/** Sample people (names are not translated). */
const people: Record<number, string> = {
  7: "Camille DURAND",
  12: "Yanis MARTIN",
  31: "Marie-Amélie de LA ROCHEFOUCAULD-MONTBRISON ÉPOUSE VAN DEN BERGHE-HOHENZOLLERN",
};

/** Sample labels of the stories' own buttons, per language (not in the catalogue). */
const copy: Record<UiLocale, { open: string; confirm: string }> = {
  fr: { open: "Affecter", confirm: "Affecter quand même" },
  en: { open: "Assign", confirm: "Assign anyway" },
  de: { open: "Zuweisen", confirm: "Trotzdem zuweisen" },
};

const ubiquity: Conflict = {
  type: "ubiquity",
  personId: 7,
  meansOfInterventionId: 1042,
  otherIds: [1043, 1050],
  blocking: true,
};
const absence: Conflict = {
  type: "absence",
  personId: 12,
  meansOfInterventionId: 1042,
  otherIds: [],
  blocking: true,
};
const partialAbsence: Conflict = {
  type: "partialAbsence",
  personId: 12,
  meansOfInterventionId: 1050,
  otherIds: [],
  blocking: false,
};
const pendingAbsence: Conflict = {
  type: "pendingAbsence",
  personId: 7,
  meansOfInterventionId: 1050,
  registrationId: 88,
  otherIds: [],
  blocking: false,
};
const pendingElsewhere: Conflict = {
  type: "existingRegistration",
  personId: 7,
  meansOfInterventionId: 1042,
  otherIds: [998],
  blocking: false,
};

const blockingAndNot = [ubiquity, absence, partialAbsence];
const nonBlockingOnly = [partialAbsence, pendingAbsence, pendingElsewhere];

type ConflictStoryArgs = Omit<ConflictDialogProps, keyof ConflictMeansLinkProps | "personName"> & {
  onOpenMeans: (meansOfInterventionId: number) => void;
  /** Whether the other means are links (through `onOpenMeans`). */
  linksMeans: boolean;
  /** Whether people are named (through `personName`). */
  namesPeople: boolean;
  isInitiallyOpen: boolean;
};

const meta = {
  title: "Domain/ConflictDialog",
  component: ConflictDialog,
  args: {
    conflicts: blockingAndNot,
    onConfirm: fn(),
    onOpenMeans: fn(),
    linksMeans: true,
    namesPeople: true,
    isInitiallyOpen: true,
  },
  render: ({ isInitiallyOpen, linksMeans, namesPeople, onOpenMeans, ...args }, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="regular">
        {(portalContainer) => (
          <DialogTrigger defaultOpen={isInitiallyOpen}>
            <Button variant="secondary">{text.open}</Button>
            <ConflictDialog
              {...args}
              confirmLabel={text.confirm}
              {...(linksMeans ? { onOpenMeans } : {})}
              {...(namesPeople ? { personName: (id: number) => people[id] ?? String(id) } : {})}
              UNSTABLE_portalContainer={portalContainer}
            />
          </DialogTrigger>
        )}
      </StoryOverlayStage>
    );
  },
} satisfies Meta<ConflictStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Blocking and non-blocking conflicts together: the action is refused, so Cancel is the only
 * answer, in the danger tone.
 */
export const Blocking: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole("alertdialog", { name: "Conflits de planification" });
    await expect(dialog).toHaveAccessibleDescription(/L'action est refusée : 2 conflits bloquants/);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Annuler" })).toHaveFocus());
    await expect(canvas.queryByRole("button", { name: copy.fr.confirm })).toBeNull();
    await expect(canvas.getByRole("region", { name: "Conflits bloquants" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Conflits non bloquants" })).toBeVisible();
  },
};

/** Only non-blocking conflicts: the warning tone, and the person may confirm anyway. */
export const NonBlocking: Story = {
  args: { conflicts: nonBlockingOnly },
  play: async ({ canvas }) => {
    await canvas.findByRole("alertdialog", { name: "Conflits de planification" });
    await expect(canvas.getByRole("button", { name: copy.fr.confirm })).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Conflits bloquants" })).toBeNull();
  },
};

/** A single blocking conflict, without other means. */
export const SingleBlocking: Story = { args: { conflicts: [absence] } };

/** Without a way to open the other means, their numbers are plain text. */
export const WithoutLinks: Story = {
  args: { conflicts: [ubiquity], linksMeans: false },
  play: async ({ canvas }) => {
    await canvas.findByRole("alertdialog");
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.getByText("Moyen n° 1043")).toBeVisible();
  },
};

/** Without person names, a person is named by number. */
export const WithoutPersonNames: Story = {
  args: { conflicts: [partialAbsence], namesPeople: false },
};

/** Opened with no conflict at all: a plain confirmation. */
export const NoConflict: Story = { args: { conflicts: [] } };

/** A long name wraps, and a conflict listing many other means wraps its links. */
export const LongNamesAndManyMeans: Story = {
  args: {
    conflicts: [
      {
        type: "existingRegistration",
        personId: 31,
        meansOfInterventionId: 20_931,
        otherIds: Array.from({ length: 14 }, (_, index) => 20_940 + index * 3),
        blocking: true,
      },
      { ...partialAbsence, personId: 31 },
    ],
  },
};

/** Many conflicts: the body scrolls between the fixed header and footer. */
export const ManyConflicts: Story = {
  args: {
    conflicts: Array.from({ length: 10 }, (_, index) => ({
      ...pendingElsewhere,
      meansOfInterventionId: 2000 + index,
    })),
  },
};

/** The high-contrast theme: tones keep their icon and heading. */
export const HighContrast: Story = { globals: { theme: "highContrast" } };

/**
 * Blocking: focus starts on Cancel, Tab cycles through the links to the other means and Cancel
 * without leaving the dialog; Enter on a link opens that means; Cancel closes and focus returns
 * to the trigger.
 */
export const KeyboardBlocking: Story = {
  args: { conflicts: [ubiquity], isInitiallyOpen: false },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = await canvas.findByRole("button", { name: copy.fr.open });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const cancel = await canvas.findByRole("button", { name: "Annuler" });
    await waitFor(() => expect(cancel).toHaveFocus());
    const first = canvas.getByRole("link", { name: "Moyen n°\u00a01043" });
    const second = canvas.getByRole("link", { name: "Moyen n°\u00a01050" });
    for (const next of [first, second, cancel]) {
      await userEvent.tab();
      await expect(next).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(second).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onOpenMeans).toHaveBeenCalledWith(1050);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * Non-blocking: Escape cancels and focus returns to the trigger; opened again, Tab reaches the
 * confirm button and Enter confirms once.
 */
export const KeyboardConfirm: Story = {
  args: { conflicts: [partialAbsence], isInitiallyOpen: false },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = await canvas.findByRole("button", { name: copy.fr.open });
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Annuler" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Annuler" })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: copy.fr.confirm })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Annuler" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard("{Enter}");
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const inLanguage = (locale: UiLocale, title: string, cancel: string): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alertdialog", { name: title })).toBeVisible();
    await expect(canvas.getByRole("button", { name: cancel })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr", "Conflits de planification", "Annuler");
export const English: Story = inLanguage("en", "Scheduling conflicts", "Cancel");
export const German: Story = inLanguage("de", "Planungskonflikte", "Abbrechen");
