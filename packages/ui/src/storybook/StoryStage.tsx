import { type ReactNode, useCallback, useState } from "react";
import {
  overlayStage,
  pickerStage,
  pickerStageOpen,
  type StoryStageSize,
  selectStage,
  selectStageOpen,
  selectStageWide,
} from "./storyStage.css";

/*
 * Boxes that stories of overlays render in, each handing its story the element the overlay is
 * portalled into (`UNSTABLE_portalContainer`), so that an open modal, popover, menu, list or
 * calendar is part of the picture, of the accessibility check and of the theme (a portal into
 * `<body>` would be outside all three). Stories only.
 */

/** Renders its story once its own box exists, with that box as the portal container. */
function PortalStage({
  className,
  children,
}: {
  className: string;
  children: (portalContainer: HTMLElement) => ReactNode;
}) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div ref={setContainer} className={className}>
      {container ? children(container) : null}
    </div>
  );
}

/** Props of {@link StoryOverlayStage}. */
export interface StoryOverlayStageProps {
  /** Size of the stage. @default "regular" */
  size?: StoryStageSize;
  /** Where the trigger sits in the stage. @default "top" */
  align?: "top" | "bottom";
  /** Renders the story once the stage exists, given the element overlays are portalled into. */
  children: (portalContainer: HTMLElement) => ReactNode;
}

/**
 * A fixed-size stage inside the photographed frame, for a modal, a popover, a menu, a tooltip or
 * toasts.
 */
export function StoryOverlayStage({
  size = "regular",
  align = "top",
  children,
}: StoryOverlayStageProps) {
  return <PortalStage className={overlayStage({ size, align })}>{children}</PortalStage>;
}

/** Props of {@link StoryPickerStage}. */
export interface StoryPickerStageProps {
  /** Whether the story leaves the calendar open: the stage then makes room for it. */
  isOpen?: boolean;
  /** The picker, given the element its popover must be rendered into. */
  children: (portalContainer: HTMLElement) => ReactNode;
}

/** A field column for a date picker, tall enough for its open calendar when the story opens it. */
export function StoryPickerStage({ isOpen = false, children }: StoryPickerStageProps) {
  return <PortalStage className={isOpen ? pickerStageOpen : pickerStage}>{children}</PortalStage>;
}

/** Props of {@link StorySelectStage}. */
export interface StorySelectStageProps {
  /** Renders the story, given the element its floating list must be rendered into. */
  children: (portalContainer: Element | undefined) => ReactNode;
  /** Leaves room under the field for the open list, for stories that picture it open. */
  isOpen?: boolean;
  /** Twice a field's width, for controls laid out in a row. */
  isWide?: boolean;
}

/**
 * The box a story of a select-like field renders in. Its floating list is rendered into the story
 * frame (`[data-story-root]`), so the list is also part of `canvas` queries. The frame is not
 * positioned: react-aria then places the list against the page, exactly as in the app.
 */
export function StorySelectStage({
  children,
  isOpen = false,
  isWide = false,
}: StorySelectStageProps) {
  const [container, setContainer] = useState<Element | null>(null);
  const findFrame = useCallback((element: HTMLDivElement | null) => {
    setContainer(element?.closest("[data-story-root]") ?? element);
  }, []);
  const className = [selectStage, isOpen ? selectStageOpen : "", isWide ? selectStageWide : ""]
    .join(" ")
    .trim();
  return (
    <div ref={findFrame} className={className}>
      {children(container ?? undefined)}
    </div>
  );
}
