import { forwardRef, type ReactNode } from "react";
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from "react-aria-components";
import { type DialogSize, modal, modalFullScreenOnSmall, overlay } from "./Dialog.css";

/** Props of {@link Modal}: react-aria's modal overlay props, plus a width. */
export interface ModalProps extends Omit<ModalOverlayProps, "children" | "className" | "style"> {
  /** The content, usually a react-aria `Dialog` (prefer {@link Dialog}, which lays one out). */
  children: ReactNode;
  /**
   * Width of the panel: `sm` (400 px, a confirmation), `md` (576 px, a short form), `lg` (832 px,
   * a table or a preview). Below 640 px of screen every size fills the screen.
   * @default "md"
   */
  size?: DialogSize;
  /** An extra class for the panel. */
  className?: string;
}

/**
 * A modal panel over a dimmed page: react-aria's `ModalOverlay` and `Modal`, which hide the rest of
 * the page from assistive technology, block its scrolling, keep focus inside and give it back to
 * the trigger on close. Escape closes it unless `isKeyboardDismissDisabled`; a press outside closes
 * it only with `isDismissable`. Controlled by a `DialogTrigger`, or by `isOpen`/`onOpenChange`.
 */
export const Modal = forwardRef<HTMLDivElement, ModalProps>(function Modal(
  { children, size = "md", className, ...props },
  ref,
) {
  const panel = `${modal({ size })} ${modalFullScreenOnSmall}`;
  return (
    <ModalOverlay {...props} className={overlay}>
      <AriaModal ref={ref} className={className ? `${panel} ${className}` : panel}>
        {children}
      </AriaModal>
    </ModalOverlay>
  );
});
