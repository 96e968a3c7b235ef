import { useLingui } from "@lingui/react/macro";
import { forwardRef } from "react";
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  type QueuedToast,
  Text,
} from "react-aria-components";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/icons";
import { IconButton } from "../IconButton/IconButton";
import * as styles from "./Toast.css";
import type { ToastContent, ToastKind } from "./ToastQueue";

/** The icon of each kind; a save in progress shows a spinner instead. */
const kindIcons: Record<Exclude<ToastKind, "saving">, IconName> = {
  saved: "success",
  error: "danger",
  info: "info",
};

/** Props of {@link Toast}. */
export interface ToastProps {
  /** The queued toast, as the provider's region hands it out. */
  toast: QueuedToast<ToastContent>;
}

/**
 * One toast of a {@link ToastProvider}: react-aria's `Toast`, a non-modal `alertdialog` whose
 * content is announced as an alert, named by its title and described by its description. Every
 * kind but `saving` has a close button; a save in progress cannot be dismissed, since it goes by
 * itself when the save ends.
 */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast({ toast }, ref) {
  const { t } = useLingui();
  const { kind, description } = toast.content;
  const defaultTitles: Record<ToastKind, string | undefined> = {
    saving: t({
      comment: "Toast shown while changes are being saved.",
      message: "Enregistrement en cours…",
    }),
    saved: t({
      comment: "Toast shown once changes have been saved.",
      message: "Modifications enregistrées",
    }),
    error: t({
      comment: "Default title of a toast reporting a failure, when the caller gives none.",
      message: "Une erreur est survenue",
    }),
    info: undefined,
  };
  return (
    <AriaToast ref={ref} toast={toast} className={styles.toast({ kind })}>
      <span className={styles.icon}>
        {kind === "saving" ? (
          <span className={styles.spinner} aria-hidden="true" />
        ) : (
          <Icon name={kindIcons[kind]} />
        )}
      </span>
      <AriaToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {toast.content.title ?? defaultTitles[kind]}
        </Text>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
      </AriaToastContent>
      {kind === "saving" ? null : (
        <IconButton
          slot="close"
          icon="close"
          size="sm"
          aria-label={t({
            comment: "Accessible name of the × button closing a toast notification.",
            message: "Fermer la notification",
          })}
        />
      )}
    </AriaToast>
  );
});
