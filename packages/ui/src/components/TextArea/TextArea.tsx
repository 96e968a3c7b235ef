import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { forwardRef, type ReactNode, useEffect, useId, useRef, useState } from "react";
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  composeRenderProps,
} from "react-aria-components";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import * as fieldStyles from "../Field/Field.css";
import { FieldLabel } from "../Field/FieldLabel";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";
import * as styles from "./TextArea.css";

/**
 * How long typing must pause before the counter is announced: one announcement per pause rather
 * than one per key, which would drown out the characters the screen reader echoes.
 */
export const counterAnnouncementDelayMs = 1000;

/** Props of {@link TextArea}: every react-aria `TextField` prop, plus its visible parts. */
export interface TextAreaProps extends Omit<AriaTextFieldProps, "children">, FieldMessageProps {
  /** Visible label, programmatically tied to the text area (its accessible name). */
  label: ReactNode;
  /** Example of the expected content. Never a substitute for `label` or `description`. */
  placeholder?: string;
  /**
   * Visible lines of text; the person can drag the box taller.
   * @default 4
   */
  rows?: number;
  /**
   * Most characters allowed (the browser stops typing there). Setting it shows a counter, "12
   * caractères sur 200", tied to the field's description and announced politely once typing
   * pauses. The counter is emphasised through `[data-at-limit]` when the limit is reached.
   */
  maxLength?: number;
}

/**
 * A multi-line text field: react-aria's `TextField` around a `<textarea>`, with the label,
 * description, non-blocking warning and error of every field, and an optional character counter.
 * The forwarded ref points at the `<textarea>`, so a form can move focus to it.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    description,
    warning,
    errorMessage,
    placeholder,
    rows = 4,
    maxLength,
    className,
    onChange,
    ...props
  },
  ref,
) {
  const counterId = useId();
  const [typedLength, setTypedLength] = useState(() => (props.defaultValue ?? "").length);
  const count = props.value === undefined ? typedLength : props.value.length;
  const counterText = useCounterText(count, maxLength ?? 0);
  const announcement = useDelayedAnnouncement(maxLength === undefined ? "" : counterText);

  return (
    <AriaTextField
      {...props}
      {...(maxLength === undefined ? {} : { maxLength, "aria-describedby": counterId })}
      onChange={(value) => {
        setTypedLength(value.length);
        onChange?.(value);
      }}
      className={composeRenderProps(className, (extra) =>
        extra ? `${fieldStyles.root} ${extra}` : fieldStyles.root,
      )}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaTextArea
        ref={ref}
        rows={rows}
        className={`${fieldStyles.control} ${styles.textArea}`}
        {...(placeholder === undefined ? {} : { placeholder })}
      />
      {maxLength === undefined ? null : (
        <>
          {/* Read with the field's description (aria-describedby names it even though it is
              hidden); the live region below speaks the changes. */}
          <span
            id={counterId}
            className={styles.counter}
            aria-hidden="true"
            data-at-limit={count >= maxLength || undefined}
          >
            {counterText}
          </span>
          {/* role="status" is a polite live region (WCAG 4.1.3): the count is announced when the
              person pauses, without moving focus or interrupting what is being read. */}
          <span role="status" className={visuallyHidden}>
            {announcement}
          </span>
        </>
      )}
      <FieldMessages description={description} warning={warning} errorMessage={errorMessage} />
    </AriaTextField>
  );
});

/**
 * "12 caractères sur 200" in the current language, numbers formatted for it. A hook of its own:
 * the SWC macro plugin leaves a plural nested in `t` untranslated inside a `forwardRef` callback.
 */
function useCounterText(count: number, maxLength: number): string {
  const { t, i18n } = useLingui();
  const max = i18n.number(maxLength);
  return t({
    comment:
      "Character counter under a multi-line field: {count} characters typed out of the maximum {max}.",
    // A template literal around plural(): the form the SWC macro plugin reads with a comment.
    message: `${plural(count, { one: `# caractère sur ${max}`, other: `# caractères sur ${max}` })}`,
  });
}

/**
 * `text`, handed on only once it has stopped changing for {@link counterAnnouncementDelayMs}; empty
 * until it first changes, so nothing is announced when the page loads.
 */
function useDelayedAnnouncement(text: string): string {
  const [announced, setAnnounced] = useState("");
  const initial = useRef(text);
  useEffect(() => {
    if (text === initial.current) return;
    initial.current = "";
    const timer = setTimeout(() => setAnnounced(text), counterAnnouncementDelayMs);
    return () => clearTimeout(timer);
  }, [text]);
  return announced;
}
