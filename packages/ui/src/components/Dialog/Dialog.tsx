import { useLingui } from "@lingui/react/macro";
import { forwardRef, type ReactNode, useId } from "react";
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  type DialogTriggerProps,
  Heading,
} from "react-aria-components";
import { useTabStopWhenScrolling } from "../../hooks/useTabStopWhenScrolling";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/icons";
import { IconButton } from "../IconButton/IconButton";
import type { DialogVariant } from "./Dialog.css";
import * as styles from "./Dialog.css";
import { Modal, type ModalProps } from "./Modal";

/** The icon that, with the top border, marks a dialog's tone. */
const toneIcons: Record<DialogVariant, IconName | null> = {
  default: null,
  warning: "alert",
  danger: "danger",
};

/** Props of {@link Dialog}. */
export interface DialogProps extends Omit<ModalProps, "children"> {
  /** The heading, which also names the dialog for assistive technology. */
  title: ReactNode;
  /** The body. It scrolls between the header and the footer when it is long. */
  children: ReactNode;
  /**
   * The buttons of the footer, in reading order (the main action last). A function receives
   * `close`, for a button that closes the dialog after its own work.
   */
  actions?: ReactNode | ((close: () => void) => ReactNode);
  /**
   * `default`, `warning` (the action has consequences to weigh) or `danger` (it destroys
   * something): the last two add an icon and a coloured top border.
   * @default "default"
   */
  variant?: DialogVariant;
  /**
   * Shows the close button ("Fermer") in the header. An alert dialog, which asks for an explicit
   * answer, leaves it out.
   * @default true
   */
  hasCloseButton?: boolean;
  /**
   * `alertdialog` for a dialog that interrupts to ask for a decision; use {@link AlertDialog},
   * which sets it.
   * @default "dialog"
   */
  role?: "dialog" | "alertdialog";
}

/**
 * A modal dialog: a titled panel with a body and footer actions, over a dimmed page. react-aria
 * moves focus into it when it opens, keeps Tab and Shift+Tab inside, closes it on Escape (unless
 * `isKeyboardDismissDisabled`) and gives focus back to the element that opened it. Put it after
 * its trigger in a {@link DialogTrigger}, or control it with `isOpen` and `onOpenChange`.
 */
export const Dialog = forwardRef<HTMLElement, DialogProps>(function Dialog(
  {
    title,
    children,
    actions,
    variant = "default",
    hasCloseButton = true,
    role = "dialog",
    ...modalProps
  },
  ref,
) {
  const { t } = useLingui();
  const body = useTabStopWhenScrolling<HTMLDivElement>();
  const bodyId = useId();
  const toneIcon = toneIcons[variant];
  return (
    <Modal {...modalProps}>
      <AriaDialog
        ref={ref}
        role={role}
        // An alert dialog's message is its description, read out with its title when it opens
        // (WAI-ARIA APG, alert dialog); a plain dialog's body may be a whole form, and is not.
        {...(role === "alertdialog" ? { "aria-describedby": bodyId } : {})}
        className={styles.dialog({ variant })}
      >
        {({ close }) => (
          <>
            <div
              className={
                hasCloseButton ? styles.header : `${styles.header} ${styles.headerWithoutClose}`
              }
            >
              {toneIcon ? <Icon name={toneIcon} className={styles.toneIcon} /> : null}
              {/* A modal's title heads its own outline, right under the page's h1. */}
              <Heading slot="title" level={2} className={styles.heading}>
                {title}
              </Heading>
              {hasCloseButton ? (
                <IconButton
                  slot="close"
                  icon="close"
                  aria-label={t({
                    comment: "Accessible name of the button closing a dialog (an × in its header).",
                    message: "Fermer",
                  })}
                />
              ) : null}
            </div>
            <div ref={body.ref} id={bodyId} tabIndex={body.tabIndex} className={styles.body}>
              {children}
            </div>
            {actions ? (
              <div className={styles.footer}>
                {typeof actions === "function" ? actions(close) : actions}
              </div>
            ) : null}
          </>
        )}
      </AriaDialog>
    </Modal>
  );
});

/**
 * Wraps a button and the {@link Dialog} (or {@link AlertDialog}) it opens on press, Enter or
 * Space. react-aria's, unchanged.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}

export type { DialogTriggerProps };
