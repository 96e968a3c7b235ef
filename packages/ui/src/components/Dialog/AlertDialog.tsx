import { useLingui } from "@lingui/react/macro";
import { forwardRef } from "react";
import { Button } from "../Button/Button";
import { Dialog, type DialogProps } from "./Dialog";

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps extends Omit<DialogProps, "actions" | "role" | "hasCloseButton"> {
  /** The confirming button's label: a verb naming the consequence ("Supprimer le dispositif"). */
  confirmLabel: string;
  /** Runs when the person confirms, before the dialog closes. */
  onConfirm: () => void;
  /**
   * The cancelling button's label.
   * @default "Annuler", in the current language
   */
  cancelLabel?: string;
}

/**
 * A modal question that interrupts: role `alertdialog`, a title, the consequence in the body, and
 * two answers, cancel and confirm. With `variant="danger"` the confirm button is the `danger`
 * button. Escape and the cancel button close it without confirming.
 */
export const AlertDialog = forwardRef<HTMLElement, AlertDialogProps>(function AlertDialog(
  { confirmLabel, onConfirm, cancelLabel, variant = "default", ...props },
  ref,
) {
  const { t } = useLingui();
  return (
    <Dialog
      {...props}
      ref={ref}
      role="alertdialog"
      variant={variant}
      hasCloseButton={false}
      actions={(close) => (
        <>
          {/* Focus starts on the least destructive answer (WAI-ARIA APG, alert dialog): a
              person pressing Enter out of habit, or reading on, destroys nothing. */}
          <Button variant="secondary" autoFocus onPress={close}>
            {cancelLabel ??
              t({
                comment: "Button of a confirmation dialog that closes it without doing anything.",
                message: "Annuler",
              })}
          </Button>
          <Button
            variant={variant === "danger" ? "danger" : "primary"}
            onPress={() => {
              onConfirm();
              close();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    />
  );
});
