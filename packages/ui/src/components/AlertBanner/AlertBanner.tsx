import { useLingui } from "@lingui/react/macro";
import { forwardRef, type HTMLAttributes, type ReactNode } from "react";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/icons";
import { IconButton } from "../IconButton/IconButton";
import type { AlertBannerLevel } from "./AlertBanner.css";
import * as styles from "./AlertBanner.css";

const levelIcons: Record<AlertBannerLevel, IconName> = {
  info: "info",
  warning: "alert",
  danger: "danger",
};

/**
 * The live-region role of each level, following the team's rule: only what is urgent interrupts.
 * `alert` (assertive) is kept for `danger`, a problem to act on now; `info` and `warning` are
 * `status` (polite), read when the screen reader is done with what it is saying. Both are
 * announced when a banner appears, not when the page loads with it.
 */
const levelRoles: Record<AlertBannerLevel, "alert" | "status"> = {
  info: "status",
  warning: "status",
  danger: "alert",
};

/** Props of {@link AlertBanner}. */
export interface AlertBannerProps
  extends Omit<HTMLAttributes<HTMLDivElement>, "title" | "role" | "children"> {
  /**
   * `info` (news), `warning` (something to check) or `danger` (an urgent problem). Sets the icon,
   * the spoken level word, the colours and the live-region role.
   * @default "info"
   */
  level?: AlertBannerLevel;
  /** A short title, in bold. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /**
   * Makes the banner dismissible: a close button ("Masquer l'alerte") calls it, and the caller
   * removes the banner (and, if focus was on the button, puts it somewhere useful).
   */
  onDismiss?: () => void;
}

/**
 * A message across the page or a section: news, a warning or an urgent problem, dismissible or
 * not. The level is never given by colour alone (WCAG 1.4.1): an icon shows it and a visually
 * hidden word ("Attention :") says it before the text.
 */
export const AlertBanner = forwardRef<HTMLDivElement, AlertBannerProps>(function AlertBanner(
  { level = "info", title, children, onDismiss, className, ...props },
  ref,
) {
  const { t } = useLingui();
  const levelWords: Record<AlertBannerLevel, string> = {
    info: t({
      comment: "Spoken before the text of an information banner.",
      message: "Information :",
    }),
    warning: t({ comment: "Spoken before the text of a warning banner.", message: "Attention :" }),
    danger: t({
      comment: "Spoken before the text of an urgent alert banner.",
      message: "Urgent :",
    }),
  };
  const levelWord = <span className={visuallyHidden}>{levelWords[level]} </span>;
  const classes = styles.banner({ level });
  return (
    <div
      {...props}
      ref={ref}
      role={levelRoles[level]}
      className={className ? `${classes} ${className}` : classes}
    >
      <Icon name={levelIcons[level]} className={styles.icon} />
      <div className={styles.content}>
        {title ? (
          <p className={styles.title}>
            {levelWord}
            {title}
          </p>
        ) : null}
        {children ? (
          <div className={styles.text}>
            {title ? null : levelWord}
            {children}
          </div>
        ) : null}
      </div>
      {onDismiss ? (
        <IconButton
          icon="close"
          size="sm"
          className={styles.dismiss}
          onPress={onDismiss}
          aria-label={t({
            comment: "Accessible name of the × button hiding an alert banner.",
            message: "Masquer l'alerte",
          })}
        />
      ) : null}
    </div>
  );
});
