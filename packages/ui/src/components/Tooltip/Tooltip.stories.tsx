import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { StoryOverlayStage } from "../../storybook/StoryStage";
import { storyRow } from "../../storybook/storyFrame.css";
import { storyLocale } from "../../storybook/storyLocale";
import { Button } from "../Button/Button";
import { IconButton } from "../IconButton/IconButton";
import { Tooltip, TooltipTrigger } from "./Tooltip";

/** Sample content, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, { edit: string; copy: string; long: string }> = {
  fr: {
    edit: "Modifier le dispositif",
    copy: "Dupliquer",
    long: "Dupliquer le dispositif et ses besoins en personnel sur les dates choisies",
  },
  en: {
    edit: "Edit the operation",
    copy: "Duplicate",
    long: "Duplicate the operation and its staffing needs on the chosen dates",
  },
  de: {
    edit: "Einsatz bearbeiten",
    copy: "Duplizieren",
    long: "Den Einsatz und seinen Personalbedarf an den gewählten Tagen duplizieren",
  },
};

const meta = {
  title: "Primitives/Tooltip",
  component: Tooltip,
  args: { children: null, showArrow: true, placement: "top" },
  argTypes: {
    placement: { control: "select", options: ["top", "bottom", "start", "end"] },
  },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="compact" align="bottom">
        {(portalContainer) => (
          <TooltipTrigger defaultOpen>
            <IconButton icon="edit" aria-label={text.edit} variant="secondary" />
            <Tooltip {...args} UNSTABLE_portalContainer={portalContainer}>
              {text.edit}
            </Tooltip>
          </TooltipTrigger>
        )}
      </StoryOverlayStage>
    );
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const tooltip = await canvas.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent(copy.fr.edit);
  },
};

export const WithoutArrow: Story = { args: { showArrow: false } };

export const Bottom: Story = {
  args: { placement: "bottom" },
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="compact">
        {(portalContainer) => (
          <TooltipTrigger defaultOpen>
            <IconButton icon="edit" aria-label={text.edit} variant="secondary" />
            <Tooltip {...args} UNSTABLE_portalContainer={portalContainer}>
              {text.edit}
            </Tooltip>
          </TooltipTrigger>
        )}
      </StoryOverlayStage>
    );
  },
};

export const End: Story = { args: { placement: "end" } };

/** A long description wraps at a short measure. */
export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="compact" align="bottom">
        {(portalContainer) => (
          <TooltipTrigger defaultOpen>
            <IconButton icon="copy" aria-label={text.copy} variant="secondary" />
            <Tooltip {...args} UNSTABLE_portalContainer={portalContainer}>
              {text.long}
            </Tooltip>
          </TooltipTrigger>
        )}
      </StoryOverlayStage>
    );
  },
};

/**
 * Keyboard focus shows the tooltip at once and ties it to the trigger; Escape hides it while focus
 * stays on the trigger (WCAG 1.4.13, dismissible); Tab to the next control hides it too.
 */
export const KeyboardFocus: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="compact" align="bottom">
        {(portalContainer) => (
          <div className={storyRow}>
            <TooltipTrigger>
              <IconButton icon="edit" aria-label={text.edit} variant="secondary" />
              <Tooltip {...args} UNSTABLE_portalContainer={portalContainer}>
                {text.edit}
              </Tooltip>
            </TooltipTrigger>
            <TooltipTrigger>
              <IconButton icon="copy" aria-label={text.copy} variant="secondary" />
              <Tooltip {...args} UNSTABLE_portalContainer={portalContainer}>
                {text.copy}
              </Tooltip>
            </TooltipTrigger>
          </div>
        )}
      </StoryOverlayStage>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const edit = await canvas.findByRole("button", { name: copy.fr.edit });
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    const tooltip = await canvas.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent(copy.fr.edit);
    await expect(edit).toHaveAttribute("aria-describedby", tooltip.id);

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("tooltip")).toBeNull());
    await expect(edit).toHaveFocus();

    await userEvent.tab();
    const next = await canvas.findByRole("tooltip");
    await expect(next).toHaveTextContent(copy.fr.copy);
  },
};

/** The pointer resting on the trigger shows the tooltip after the delay. */
export const Hover: Story = {
  render: (args, { globals }) => {
    const text = copy[storyLocale(globals)];
    return (
      <StoryOverlayStage size="compact" align="bottom">
        {(portalContainer) => (
          <TooltipTrigger delay={0}>
            <Button variant="secondary">{text.copy}</Button>
            <Tooltip {...args} UNSTABLE_portalContainer={portalContainer}>
              {text.long}
            </Tooltip>
          </TooltipTrigger>
        )}
      </StoryOverlayStage>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = await canvas.findByRole("button", { name: copy.fr.copy });
    // The mouse moves on the page first: react-aria opens on hover only for a pointer user.
    await userEvent.pointer({ target: canvasElement });
    await userEvent.hover(button);
    await expect(await canvas.findByRole("tooltip")).toHaveTextContent(copy.fr.long);
  },
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("tooltip")).toHaveTextContent(copy[locale].edit);
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
