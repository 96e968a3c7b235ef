import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useLayoutEffect, useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StoryOverlayStage } from "../../storybook/StoryStage";
import { storyLocale } from "../../storybook/storyLocale";
import type { StoryStageSize } from "../../storybook/storyStage.css";
import { releveTheme } from "../../tokens/theme.css";
import { Button } from "../Button/Button";
import { storyRegion } from "./Toast.stories.css";
import { ToastProvider } from "./ToastProvider";
import { createToastQueue, type ToastContent, type ToastQueue } from "./ToastQueue";

interface ToastCopy {
  save: string;
  savedWhat: string;
  errorWhat: string;
  infoTitle: string;
  infoText: string;
  longTitle: string;
  longText: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, ToastCopy> = {
  fr: {
    save: "Enregistrer",
    savedWhat: "Poste de secours — Marathon de Paris",
    errorWhat: "Le dispositif a été modifié par quelqu'un d'autre entre-temps.",
    infoTitle: "Nouvelle demande de renfort",
    infoText: "La délégation de Lyon demande 4 équipiers pour samedi.",
    longTitle: "Inscriptions enregistrées pour tous les bénévoles proposés sur le dispositif",
    longText:
      "Les 14 bénévoles proposés sont inscrits sur le poste de secours du Marathon de Paris ; le chef de poste et la délégation territoriale ont été prévenus par courriel.",
  },
  en: {
    save: "Save",
    savedWhat: "First-aid post — Paris Marathon",
    errorWhat: "Someone else changed the operation in the meantime.",
    infoTitle: "New request for reinforcements",
    infoText: "The Lyon branch asks for 4 first-aiders on Saturday.",
    longTitle: "Registrations saved for every volunteer proposed on the operation",
    longText:
      "The 14 proposed volunteers are registered on the Paris Marathon first-aid post; the team leader and the local branch have been notified by email.",
  },
  de: {
    save: "Speichern",
    savedWhat: "Sanitätswachdienst — Paris-Marathon",
    errorWhat: "Der Einsatz wurde zwischenzeitlich von jemand anderem geändert.",
    infoTitle: "Neue Anforderung von Verstärkung",
    infoText: "Der Kreisverband Lyon fordert für Samstag 4 Sanitäter an.",
    longTitle: "Anmeldungen für alle vorgeschlagenen Ehrenamtlichen des Einsatzes gespeichert",
    longText:
      "Die 14 vorgeschlagenen Ehrenamtlichen sind für den Sanitätswachdienst beim Paris-Marathon angemeldet; die Wachleitung und der Kreisverband wurden per E-Mail informiert.",
  },
};

/** The region is in `<body>`, outside the story's canvas. */
const page = () => within(document.body);

/** Kept on screen for the picture: a `saved` toast would otherwise go after five seconds. */
const forThePicture = { timeout: 600_000 };

/**
 * The region is portalled into `<body>`, outside the story frame that carries the theme: while
 * the story is shown, `<body>` carries it too, as it does in an application.
 */
function ThemedBody({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.body.classList.add(releveTheme);
    return () => document.body.classList.remove(releveTheme);
  }, []);
  return children;
}

interface ToastStageProps {
  toasts: (locale: UiLocale) => ToastContent[];
  locale: UiLocale;
  size?: StoryStageSize;
  /** Renders controls in the stage, given the story's queue. */
  children?: (queue: ToastQueue) => ReactNode;
}

/** A stage with its own queue, holding the given toasts from the first render. */
function ToastStage({ toasts, locale, size = "compact", children }: ToastStageProps) {
  const [queue] = useState(() => {
    const created = createToastQueue();
    for (const content of toasts(locale)) created.add(content, forThePicture);
    return created;
  });
  return (
    <ThemedBody>
      {/* Controls sit at the bottom of the stage, clear of the toasts at its top. */}
      <StoryOverlayStage size={size} align="bottom">
        {() => children?.(queue)}
      </StoryOverlayStage>
      <ToastProvider queue={queue} className={storyRegion} />
    </ThemedBody>
  );
}

const meta = {
  title: "Primitives/Toast",
  component: ToastProvider,
  args: {},
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const single = (content: (text: ToastCopy) => ToastContent, name: string): Story => ({
  render: (_args, { globals }) => (
    <ToastStage locale={storyLocale(globals)} toasts={(locale) => [content(copy[locale])]} />
  ),
  play: async () => {
    await expect(await page().findByRole("alertdialog", { name })).toBeVisible();
  },
});

/** A save in progress: a spinner, and no close button (it goes when the save ends). */
export const Saving: Story = single(() => ({ kind: "saving" }), "Enregistrement en cours…");

/** A save done; it goes by itself after five seconds. */
export const Saved: Story = single(
  (text) => ({ kind: "saved", description: text.savedWhat }),
  "Modifications enregistrées",
);

/** A failure: it stays until the person closes it. */
export const ErrorToast: Story = {
  ...single((text) => ({ kind: "error", description: text.errorWhat }), "Une erreur est survenue"),
  name: "Error",
};

export const Info: Story = single(
  (text) => ({ kind: "info", title: text.infoTitle, description: text.infoText }),
  copy.fr.infoTitle,
);

/** Every kind at once, stacked. */
export const AllKinds: Story = {
  render: (_args, { globals }) => (
    <ToastStage
      locale={storyLocale(globals)}
      size="regular"
      toasts={(locale) => [
        { kind: "saving" },
        { kind: "saved", description: copy[locale].savedWhat },
        { kind: "error", description: copy[locale].errorWhat },
        { kind: "info", title: copy[locale].infoTitle, description: copy[locale].infoText },
      ]}
    />
  ),
  play: async () => {
    await waitFor(() => expect(page().getAllByRole("alertdialog")).toHaveLength(4));
  },
};

/** A long title and description wrap inside the toast's width. */
export const LongContent: Story = single(
  (text) => ({ kind: "saved", title: text.longTitle, description: text.longText }),
  copy.fr.longTitle,
);

/**
 * The flow of a save: Enter on the button shows the saving toast, replaced by the saved toast
 * when the save ends.
 */
export const SaveFlow: Story = {
  render: (_args, { globals }) => (
    <ToastStage locale={storyLocale(globals)} toasts={() => []}>
      {(queue) => (
        <Button
          onPress={() => {
            const save = queue.saving();
            setTimeout(() => save.saved({}, forThePicture), 300);
          }}
        >
          {copy[storyLocale(globals)].save}
        </Button>
      )}
    </ToastStage>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: copy.fr.save })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const saving = await page().findByRole("alertdialog", { name: "Enregistrement en cours…" });
    await expect(saving).toBeVisible();
    await expect(
      await page().findByRole("alertdialog", { name: "Modifications enregistrées" }),
    ).toBeVisible();
    await expect(
      page().queryByRole("alertdialog", { name: "Enregistrement en cours…" }),
    ).toBeNull();
  },
};

/**
 * F6 moves focus to the notifications landmark; Tab reaches a toast's close button; Enter closes
 * it, and focus goes back to where it was.
 */
export const KeyboardDismiss: Story = {
  render: (_args, { globals }) => (
    <ToastStage
      locale={storyLocale(globals)}
      toasts={(locale) => [{ kind: "error", description: copy[locale].errorWhat }]}
    >
      {() => <Button variant="secondary">{copy[storyLocale(globals)].save}</Button>}
    </ToastStage>
  ),
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: copy.fr.save });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const region = await page().findByRole("region", { name: "Notifications" });

    await userEvent.keyboard("{F6}");
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    const close = page().getByRole("button", { name: "Fermer la notification" });
    while (document.activeElement !== close && region.contains(document.activeElement)) {
      await userEvent.tab();
    }
    await expect(close).toHaveFocus();
    await userEvent.keyboard("{Enter}");

    await waitFor(() => expect(page().queryByRole("region", { name: "Notifications" })).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A saved toast goes by itself once its timeout has run (shortened here). */
export const SavedGoesByItself: Story = {
  render: (_args, { globals }) => (
    <ToastStage locale={storyLocale(globals)} toasts={() => []}>
      {(queue) => (
        <Button onPress={() => queue.add({ kind: "saved" }, { timeout: 200 })}>
          {copy[storyLocale(globals)].save}
        </Button>
      )}
    </ToastStage>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: copy.fr.save }));
    await expect(
      await page().findByRole("alertdialog", { name: "Modifications enregistrées" }),
    ).toBeVisible();
    // The pointer still rests on the button, not on the toast, so the timer runs.
    await waitFor(() => expect(page().queryByRole("alertdialog")).toBeNull(), { timeout: 3000 });
  },
};

const inLanguage = (locale: UiLocale, saved: string): Story => ({
  globals: { locale },
  render: () => (
    <ToastStage
      locale={locale}
      size="regular"
      toasts={(current) => [
        { kind: "saving" },
        { kind: "saved", description: copy[current].savedWhat },
        { kind: "error", description: copy[current].errorWhat },
      ]}
    />
  ),
  play: async () => {
    await expect(await page().findByRole("alertdialog", { name: saved })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr", "Modifications enregistrées");
export const English: Story = inLanguage("en", "Changes saved");
export const German: Story = inLanguage("de", "Änderungen gespeichert");
