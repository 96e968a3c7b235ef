import { Button, Dialog } from "@releve/ui";
import { type ReactNode, useId } from "react";
import { FormFrame, type FormFrameProps } from "./FormFrame";

/** Props of {@link FormDialog}: those of its form's frame, and the dialog's own. */
export interface FormDialogProps extends Omit<FormFrameProps, "id" | "form"> {
  /** The form's state (`useFormState`): busy while it is sent. */
  form: FormFrameProps["form"] & { isSubmitting: boolean };
  /** The dialog's title, translated. */
  title: string;
  /** The button that sends the form: a verb naming what it does ("Attribuer"), translated. */
  submitLabel: string;
  /** The button that closes it without sending ("Annuler"), translated. */
  cancelLabel: string;
  /** Closes it (cancelled, or sent). */
  onClose: () => void;
}

/**
 * A form in a dialog (the role assign dialog, a recipient's, an availability): the form's frame
 * ({@link FormFrame}) with the dialog's two buttons, cancel and send; the send button busy while
 * the form is sent, and the dialog kept open meanwhile.
 */
export function FormDialog({
  form,
  title,
  submitLabel,
  cancelLabel,
  onClose,
  children,
  ...frame
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !form.isSubmitting) onClose();
      }}
      title={title}
      size="md"
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={form.isSubmitting}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} isPending={form.isSubmitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <FormFrame id={formId} form={form} {...frame}>
        {children}
      </FormFrame>
    </Dialog>
  );
}
