import { type ReactNode, useState } from "react";
import { type StoryStageSize, storyStage } from "./PopoverStoryStage.css";

/** Props of {@link PopoverStoryStage}. */
export interface PopoverStoryStageProps {
  /** Size of the stage. @default "regular" */
  size?: StoryStageSize;
  /** Where the trigger sits in the stage. @default "top" */
  align?: "top" | "bottom";
  /** Renders the story once the stage exists, given the element overlays are portalled into. */
  children: (portalContainer: HTMLElement) => ReactNode;
}

/**
 * Stories only: a fixed-size stage inside the photographed frame, handed to overlays as their
 * `UNSTABLE_portalContainer`, so that an open modal, popover, menu or tooltip is part of the
 * picture and of the theme (a portal into `<body>` would be outside both).
 */
export function PopoverStoryStage({
  size = "regular",
  align = "top",
  children,
}: PopoverStoryStageProps) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div ref={setContainer} className={storyStage({ size, align })}>
      {container ? children(container) : null}
    </div>
  );
}
