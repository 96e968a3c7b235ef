import { forwardRef, type ReactNode } from "react";
import { composeRenderProps, Dialog, type DialogProps, Heading } from "react-aria-components";
import { Popover, type PopoverProps } from "./Popover";
import * as styles from "./Popover.css";

/** Props of {@link PopoverDialog}. */
export interface PopoverDialogProps
  extends Omit<PopoverProps, "children">,
    Pick<DialogProps, "aria-label" | "aria-labelledby"> {
  /**
   * A visible heading, which also names the dialog. Without it, give an `aria-label` (or the
   * dialog is named after its trigger).
   */
  title?: ReactNode;
  /** The content; a function receives `close` to dismiss the popover from inside. */
  children: DialogProps["children"];
}

/**
 * A popover holding a non-modal dialog, for content with its own controls or explanations next to
 * a trigger (a filter panel, a "why?" explanation). Put it in a `DialogTrigger` after its trigger
 * button: react-aria moves focus into it, keeps Tab inside, closes it with Escape and returns focus
 * to the trigger.
 */
export const PopoverDialog = forwardRef<HTMLElement, PopoverDialogProps>(function PopoverDialog(
  {
    title,
    children,
    className,
    "aria-label": ariaLabel,
    "aria-labelledby": ariaLabelledBy,
    ...props
  },
  ref,
) {
  return (
    <Popover
      {...props}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.dialogPopover} ${extra}` : styles.dialogPopover,
      )}
    >
      <Dialog
        className={styles.dialog}
        {...(ariaLabel === undefined ? {} : { "aria-label": ariaLabel })}
        {...(ariaLabelledBy === undefined ? {} : { "aria-labelledby": ariaLabelledBy })}
      >
        {(renderProps) => (
          <>
            {title ? (
              <Heading slot="title" className={styles.heading}>
                {title}
              </Heading>
            ) : null}
            {typeof children === "function" ? children(renderProps) : children}
          </>
        )}
      </Dialog>
    </Popover>
  );
});
