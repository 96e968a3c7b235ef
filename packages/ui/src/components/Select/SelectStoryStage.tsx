import { type ReactNode, useCallback, useState } from "react";
import { stage, stageOpen, stageWide } from "./Select.stories.css";

/** Props of {@link SelectStoryStage}. */
export interface SelectStoryStageProps {
  /** Renders the story, given the element its floating list must be rendered into. */
  children: (portalContainer: Element | undefined) => ReactNode;
  /** Leaves room under the field for the open list, for stories that picture it open. */
  isOpen?: boolean;
  /** Twice a field's width, for controls laid out in a row. */
  isWide?: boolean;
}

/**
 * The box a story of a select-like field renders in. Its floating list is rendered into the story
 * frame (`[data-story-root]`), so the list is part of the story's picture, of its accessibility
 * check and of `canvas` queries, and it takes the frame's theme. The frame is not positioned:
 * react-aria then places the list against the page, exactly as in the app.
 */
export function SelectStoryStage({
  children,
  isOpen = false,
  isWide = false,
}: SelectStoryStageProps) {
  const [container, setContainer] = useState<Element | null>(null);
  const findFrame = useCallback((element: HTMLDivElement | null) => {
    setContainer(element?.closest("[data-story-root]") ?? element);
  }, []);
  const className = [stage, isOpen ? stageOpen : "", isWide ? stageWide : ""].join(" ").trim();
  return (
    <div ref={findFrame} className={className}>
      {children(container ?? undefined)}
    </div>
  );
}
