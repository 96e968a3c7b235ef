import type { Meta, StoryObj } from "@storybook/react-vite";
import { DialogTrigger } from "react-aria-components";
import { expect, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StoryOverlayStage } from "../../storybook/StoryStage";
import { storyLocale } from "../../storybook/storyLocale";
import { Button } from "../Button/Button";
import { IconButton } from "../IconButton/IconButton";
import { PopoverDialog } from "./PopoverDialog";

interface PopoverCopy {
  trigger: string;
  title: string;
  text: string;
  long: string;
  done: string;
}

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, PopoverCopy> = {
  fr: {
    trigger: "Aide sur l'effectif requis",
    title: "Effectif requis",
    text: "Nombre d'équipiers secouristes attendus sur le poste, chef de poste compris.",
    long: "L'effectif requis compte les équipiers secouristes, le chef de poste et, pour un poste de secours de grande envergure, le logisticien et l'opérateur radio désignés par la délégation territoriale. Il est comparé à l'effectif inscrit pour calculer la complétude.",
    done: "Compris",
  },
  en: {
    trigger: "Help on required staff",
    title: "Required staff",
    text: "Number of first-aiders expected on the post, team leader included.",
    long: "Required staff counts the first-aiders, the team leader and, for a large first-aid post, the logistics officer and radio operator appointed by the local branch. It is compared with the registered staff to compute completeness.",
    done: "Got it",
  },
  de: {
    trigger: "Hilfe zur Sollstärke",
    title: "Sollstärke",
    text: "Anzahl der erwarteten Sanitäterinnen und Sanitäter, Wachleitung eingeschlossen.",
    long: "Die Sollstärke umfasst die Sanitäterinnen und Sanitäter, die Wachleitung und bei einem großen Sanitätswachdienst die vom Kreisverband benannte Logistik- und Funkbesetzung. Sie wird mit der angemeldeten Stärke verglichen, um die Vollständigkeit zu berechnen.",
    done: "Verstanden",
  },
};

const meta = {
  title: "Primitives/Popover",
  component: PopoverDialog,
  args: { children: null, showArrow: false, placement: "bottom start" },
  argTypes: {
    placement: {
      control: "select",
      options: ["bottom start", "bottom", "top", "start", "end"],
    },
  },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="compact">
        {(portalContainer) => (
          <DialogTrigger defaultOpen>
            <IconButton icon="help" aria-label={text.trigger} variant="secondary" />
            <PopoverDialog {...args} title={text.title} UNSTABLE_portalContainer={portalContainer}>
              {text.text}
            </PopoverDialog>
          </DialogTrigger>
        )}
      </StoryOverlayStage>
    );
  },
} satisfies Meta<typeof PopoverDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole("dialog", { name: copy.fr.title });
    await expect(dialog).toHaveTextContent(copy.fr.text);
  },
};

export const WithArrow: Story = { args: { showArrow: true } };

/** Placed above its trigger; flipped by react-aria when there is no room. */
export const Top: Story = {
  args: { showArrow: true, placement: "top" },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="compact" align="bottom">
        {(portalContainer) => (
          <DialogTrigger defaultOpen>
            <IconButton icon="help" aria-label={text.trigger} variant="secondary" />
            <PopoverDialog {...args} title={text.title} UNSTABLE_portalContainer={portalContainer}>
              {text.text}
            </PopoverDialog>
          </DialogTrigger>
        )}
      </StoryOverlayStage>
    );
  },
};

/** Placed after its trigger in the reading direction. */
export const End: Story = { args: { showArrow: true, placement: "end" } };

/** A long explanation wraps at a reading width instead of running across the screen. */
export const LongContent: Story = {
  args: { showArrow: true },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="regular">
        {(portalContainer) => (
          <DialogTrigger defaultOpen>
            <IconButton icon="help" aria-label={text.trigger} variant="secondary" />
            <PopoverDialog {...args} title={text.title} UNSTABLE_portalContainer={portalContainer}>
              {text.long}
            </PopoverDialog>
          </DialogTrigger>
        )}
      </StoryOverlayStage>
    );
  },
};

/** Without a visible title the dialog takes its name from `aria-label`. */
export const WithoutTitle: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="compact">
        {(portalContainer) => (
          <DialogTrigger defaultOpen>
            <IconButton icon="help" aria-label={text.trigger} variant="secondary" />
            <PopoverDialog
              {...args}
              aria-label={text.title}
              UNSTABLE_portalContainer={portalContainer}
            >
              {text.text}
            </PopoverDialog>
          </DialogTrigger>
        )}
      </StoryOverlayStage>
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("dialog", { name: copy.fr.title })).toBeVisible();
  },
};

/**
 * Enter opens it and moves focus inside; Tab stays inside; Escape closes it and focus returns to
 * the trigger; Space opens it again and its own button closes it.
 */
export const KeyboardInteraction: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="compact">
        {(portalContainer) => (
          <DialogTrigger>
            <IconButton icon="help" aria-label={text.trigger} variant="secondary" />
            <PopoverDialog {...args} title={text.title} UNSTABLE_portalContainer={portalContainer}>
              <p style={{ margin: 0 }}>{text.text}</p>
              <Button slot="close" size="sm" variant="secondary">
                {text.done}
              </Button>
            </PopoverDialog>
          </DialogTrigger>
        )}
      </StoryOverlayStage>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = await canvas.findByRole("button", { name: copy.fr.trigger });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    const dialog = await canvas.findByRole("dialog", { name: copy.fr.title });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    const done = canvas.getByRole("button", { name: copy.fr.done });
    await expect(done).toHaveFocus();
    await userEvent.tab();
    await expect(done).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard(" ");
    const reopened = await canvas.findByRole("dialog", { name: copy.fr.title });
    await waitFor(() => expect(reopened).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  args: { showArrow: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("dialog", { name: copy[locale].title })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
