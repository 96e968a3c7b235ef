import { type ReactNode, useState } from "react";
import { pickerFrame, pickerFrameOpen } from "./DatePicker.stories.css";

/** Props of {@link DatePickerStoryFrame}. */
export interface DatePickerStoryFrameProps {
  /** Whether the story leaves the calendar open: the frame then makes room for it. */
  isOpen?: boolean;
  /** The picker, given the element its popover must be rendered into. */
  children: (portalContainer: Element) => ReactNode;
}

/**
 * Renders a picker story's popover inside the story frame, so that the visual test photographs it
 * and axe checks it (a popover in `document.body` would be outside both).
 */
export function DatePickerStoryFrame({ isOpen = false, children }: DatePickerStoryFrameProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} className={isOpen ? pickerFrameOpen : pickerFrame}>
      {container ? children(container) : null}
    </div>
  );
}
