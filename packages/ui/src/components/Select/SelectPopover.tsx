import { type ReactNode, useContext, useLayoutEffect, useMemo, useRef } from "react";
import {
  ListBox as AriaListBox,
  type ListBoxProps as AriaListBoxProps,
  Popover as AriaPopover,
  OverlayTriggerStateContext,
  PopoverContext,
  useSlottedContext,
} from "react-aria-components";
import * as styles from "./Select.css";

/** Props of {@link SelectPopover}. */
export interface SelectPopoverProps {
  /** The list shown in the panel. */
  children: ReactNode;
  /**
   * Element the panel is rendered into instead of `document.body`: a dialog in a shadow root, or a
   * story's frame so that its picture shows the open list.
   */
  UNSTABLE_portalContainer?: Element | undefined;
}

/**
 * The floating panel of a select, a combo box or a multi-select. Its trigger, placement, focus
 * handling and dismissal come from the react-aria field around it.
 */
export function SelectPopover({ children, UNSTABLE_portalContainer }: SelectPopoverProps) {
  const state = useOpenStateSparedByEarlierScroll();
  return (
    <OverlayTriggerStateContext.Provider value={state}>
      <AriaPopover
        className={styles.popover}
        {...(UNSTABLE_portalContainer ? { UNSTABLE_portalContainer } : {})}
      >
        {children}
      </AriaPopover>
    </OverlayTriggerStateContext.Provider>
  );
}

/**
 * The field's open state as its panel reads it, except that a scroll which happened before the
 * list opened does not close it.
 *
 * React-aria closes the list of a combo box or a multi-select when the page, or a region holding
 * the field, scrolls: the list would no longer sit by its field (and closing empties what is being
 * typed). A scroll event is only dispatched with the next frame, though: the page scrolled to the
 * field just before it is pressed or typed into (the browser bringing it into view, a flick of
 * the page coming to rest) is reported once the list is open, and closed it at once. So a scroll
 * reported while the field is still where it was on screen when the list opened leaves the list
 * open; one that moved the field closes it as before.
 */
function useOpenStateSparedByEarlierScroll() {
  const state = useContext(OverlayTriggerStateContext);
  const triggerRef = useSlottedContext(PopoverContext)?.triggerRef;
  const isOpen = state?.isOpen ?? false;
  // Where the field was on screen when its list opened, before any scroll event of that frame.
  const openedAt = useRef<DOMRect | null>(null);
  useLayoutEffect(() => {
    openedAt.current = isOpen ? (triggerRef?.current?.getBoundingClientRect() ?? null) : null;
  }, [isOpen, triggerRef]);
  return useMemo(() => {
    if (!state) return null;
    const fieldHasNotMoved = () => {
      const opened = openedAt.current;
      const now = triggerRef?.current?.getBoundingClientRect();
      return opened != null && now != null && now.top === opened.top && now.left === opened.left;
    };
    return {
      ...state,
      close: () => {
        // React-aria's scroll listener closes the list while the scroll event is dispatched;
        // its other closes (Escape, focus leaving the list) go through untouched.
        if (window.event?.type === "scroll" && fieldHasNotMoved()) return;
        state.close();
      },
    };
  }, [state, triggerRef]);
}

/** Props of {@link SelectListBox}. */
export interface SelectListBoxProps<T extends object>
  extends Omit<AriaListBoxProps<T>, "className" | "renderEmptyState"> {
  /** What the list says when it has no option; {@link SelectListBox} gives no default. */
  emptyState: ReactNode;
}

/**
 * The options of a select, a combo box or a multi-select, with what to say when there is none.
 * Selection, keyboard and virtual focus come from the field that provides react-aria's context.
 */
export function SelectListBox<T extends object>({ emptyState, ...props }: SelectListBoxProps<T>) {
  return (
    <AriaListBox
      {...props}
      className={styles.listBox}
      renderEmptyState={() => <div className={styles.emptyState}>{emptyState}</div>}
    />
  );
}
