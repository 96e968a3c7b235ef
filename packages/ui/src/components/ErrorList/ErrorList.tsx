import { Plural, useLingui } from "@lingui/react/macro";
import { forwardRef, useCallback, useEffect, useId, useRef } from "react";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import * as bannerStyles from "../AlertBanner/AlertBanner.css";
import { Icon } from "../Icon/Icon";
import { IconButton } from "../IconButton/IconButton";
import * as styles from "./ErrorList.css";

/** One error of the list: translated at the edge, from its code, before it reaches the list. */
export interface ErrorListItem {
  /** The message, already in the person's language. */
  message: string;
  /** The error's code (`MEANS_OVERLAP`), shown as secondary text for support. */
  code?: string;
  /** A stable identity, when two errors could have the same message and code. */
  id?: string;
}

/** Props of {@link ErrorList}. */
export interface ErrorListProps {
  /** The errors to show. With none, nothing renders. */
  errors: readonly ErrorListItem[];
  /**
   * Makes the list dismissible: a close button ("Masquer les erreurs") calls it, and the caller
   * clears the errors.
   */
  onDismiss?: () => void;
  /**
   * Moves focus to the list when it appears (when `errors` goes from empty to not empty), so that
   * keyboard and screen reader users start from the problem.
   * @default true
   */
  autoFocus?: boolean;
  /** An extra class for the box. */
  className?: string;
}

/**
 * The errors of a page or a form that belong to no single field (the server refused, a rule
 * across several values broke), headed by a title counting them. When it appears it takes focus
 * and, as an `alert`, is announced (the pattern of the GOV.UK error summary); it renders nothing
 * while there is no error.
 */
export const ErrorList = forwardRef<HTMLDivElement, ErrorListProps>(function ErrorList(
  { errors, onDismiss, autoFocus = true, className },
  forwardedRef,
) {
  const { t } = useLingui();
  const titleId = useId();
  const element = useRef<HTMLDivElement | null>(null);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      if (typeof forwardedRef === "function") forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );
  const hasErrors = errors.length > 0;
  const classes = `${bannerStyles.banner({ level: "danger" })} ${styles.root}`;

  useEffect(() => {
    if (hasErrors && autoFocus) element.current?.focus();
  }, [hasErrors, autoFocus]);

  if (!hasErrors) return null;
  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby={titleId}
      // Focusable by script only: it is a place to land, not a control to Tab to.
      tabIndex={-1}
      className={className ? `${classes} ${className}` : classes}
    >
      <Icon name="danger" className={bannerStyles.icon} />
      <div className={bannerStyles.content}>
        <p id={titleId} className={styles.title}>
          <Plural
            comment="Title of the list of errors that stop a page or form; # is their number."
            value={errors.length}
            one="Une erreur est survenue"
            other="# erreurs sont survenues"
          />
        </p>
        <ul className={styles.list}>
          {errors.map((error) => (
            <li key={error.id ?? `${error.code ?? ""}:${error.message}`}>
              {error.message}
              {error.code ? (
                <span className={styles.code}>
                  <span className={visuallyHidden}>
                    {t({
                      comment: "Spoken before the code of an error, shown under its message.",
                      message: "Code d'erreur :",
                    })}{" "}
                  </span>
                  {error.code}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      {onDismiss ? (
        <IconButton
          icon="close"
          size="sm"
          className={bannerStyles.dismiss}
          onPress={onDismiss}
          aria-label={t({
            comment: "Accessible name of the × button hiding the list of errors.",
            message: "Masquer les erreurs",
          })}
        />
      ) : null}
    </div>
  );
});
