import { useLingui } from "@lingui/react/macro";
import { textMaxLengths } from "@releve/domain";
import { AlertBanner, Button, Dialog, type DialogVariant, TextArea } from "@releve/ui";
import type { ReactNode } from "react";
import { describeError } from "./error-messages";

/** Props of {@link ConfirmAction}. */
export interface ConfirmActionProps<Result> {
  /** Whether it is shown; the page opens it from a button or a row's menu. */
  isOpen: boolean;
  /** Closes it (the person cancelled, or the action is done). */
  onClose: () => void;
  /** The question, translated ("Publier l'activité ?"). */
  title: string;
  /** What the action does and what follows from it, translated: what the person weighs. */
  children: ReactNode;
  /** The confirming button: a verb naming the consequence ("Publier"), translated. */
  confirmLabel: string;
  /** `danger` for what destroys, `warning` for what cannot be undone. @default "default" */
  variant?: DialogVariant;
  /** The action under way, from `useCallAction`: busy while it runs, its refusal shown here. */
  action: { isPending: boolean; error: unknown };
  /** Runs the action; its result, or `undefined` when it was refused (the dialog stays open). */
  onConfirm: () => Promise<Result | undefined>;
  /** What follows a success (a toast, a navigation), after the dialog has closed. */
  onDone?: (result: Result) => void;
}

/**
 * The confirmation of an action (decision 032): a question that interrupts (`alertdialog`), the
 * consequences, "Annuler" focused first, and the action's button, busy while the call runs. A
 * refusal stays in the dialog, translated from its code, so the person reads why and may cancel;
 * a success closes it and hands the result to `onDone`. The reads the action made stale are
 * revalidated by the action itself (`useCallAction`).
 */
export function ConfirmAction<Result>({
  isOpen,
  onClose,
  title,
  children,
  confirmLabel,
  variant = "default",
  action,
  onConfirm,
  onDone,
}: ConfirmActionProps<Result>) {
  const { t, i18n } = useLingui();
  const confirm = async () => {
    const result = await onConfirm();
    if (result === undefined) return;
    onClose();
    onDone?.(result);
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !action.isPending) onClose();
      }}
      title={title}
      role="alertdialog"
      variant={variant}
      size="sm"
      hasCloseButton={false}
      isKeyboardDismissDisabled={action.isPending}
      actions={
        <>
          <Button variant="secondary" autoFocus onPress={onClose} isDisabled={action.isPending}>
            {t({ context: "confirm", message: "Annuler" })}
          </Button>
          <Button
            variant={variant === "danger" ? "danger" : "primary"}
            isPending={action.isPending}
            onPress={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {action.error ? (
        <AlertBanner level="danger" title={t({ context: "confirm", message: "Action refusée" })}>
          {describeError(i18n, action.error)}
        </AlertBanner>
      ) : null}
    </Dialog>
  );
}

/**
 * The optional comment a confirmation sends with its action (`commentBody`): what the person
 * adds for the people the action tells, as `description` says.
 */
export function ConfirmComment(props: {
  value: string;
  onChange: (value: string) => void;
  description: string;
  isDisabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <TextArea
      label={t({ context: "confirm", message: "Commentaire (facultatif)" })}
      description={props.description}
      value={props.value}
      onChange={props.onChange}
      maxLength={textMaxLengths.comment}
      rows={3}
      isDisabled={props.isDisabled}
    />
  );
}
