import { forwardRef, type ReactNode } from "react";
import {
  SwitchField as AriaSwitchField,
  type SwitchFieldProps as AriaSwitchFieldProps,
  composeRenderProps,
  SwitchButton,
} from "react-aria-components";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";
import * as styles from "./Switch.css";

/** Props of {@link Switch}: every react-aria `SwitchField` prop, plus its visible parts. */
export interface SwitchProps
  extends Omit<AriaSwitchFieldProps, "children" | "inputRef">,
    Omit<FieldMessageProps, "errorMessage"> {
  /**
   * The visible label, after the track: what is on when the switch is on ("Afficher les
   * activités annulées"). It is the switch's accessible name; the whole row toggles it.
   */
  children: ReactNode;
}

/**
 * A switch: react-aria's `SwitchField` (role `switch`, Space toggles it) for a setting that
 * applies at once, with a description and a non-blocking warning under its label. For a choice
 * that only counts once a form is sent, use a {@link Checkbox}. The forwarded ref points at the
 * `<input>`.
 */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { children, description, warning, className, ...props },
  ref,
) {
  return (
    <AriaSwitchField
      {...props}
      inputRef={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.root} ${extra}` : styles.root,
      )}
    >
      <SwitchButton className={styles.button}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.text}>{children}</span>
      </SwitchButton>
      <div className={styles.messages}>
        <FieldMessages description={description} warning={warning} />
      </div>
    </AriaSwitchField>
  );
});
