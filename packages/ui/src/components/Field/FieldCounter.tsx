import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import * as styles from "./Field.css";

/**
 * How long typing must pause before the counter is announced: one announcement per pause rather
 * than one per key, which would drown out the characters the screen reader echoes.
 */
export const counterAnnouncementDelayMs = 1000;

/**
 * When a field's character counter shows. `always`: from the first character, for a multi-line
 * text, written at length, where the person plans with the budget from the start. `nearLimit`:
 * from {@link counterNearLimitPercent} % of the limit, for a one-line title or label, almost always
 * far below its limit, where a counter under every field would be noise.
 */
export const fieldCounterVisibilities = ["always", "nearLimit"] as const;

/** One of {@link fieldCounterVisibilities}. */
export type FieldCounterVisibility = (typeof fieldCounterVisibilities)[number];

/**
 * The share of the limit, in percent, from which a `nearLimit` counter shows: on an 80-character
 * title, from the 64th character, early enough to rephrase before typing stops.
 */
export const counterNearLimitPercent = 80;

/**
 * Whether a counter of `visibility` shows for `count` characters out of `maxLength`. Always when
 * the value is longer than the limit (a pasted or preset value), whatever the visibility.
 */
export function isFieldCounterShown(
  count: number,
  maxLength: number,
  visibility: FieldCounterVisibility,
): boolean {
  // Whole numbers only: 0.8 × 15 is 12.000000000000002 in floating point, 80 × 15 / 100 is not.
  return visibility === "always" || count * 100 >= maxLength * counterNearLimitPercent;
}

/** Props of {@link FieldCounter}. */
export interface FieldCounterProps {
  /** Id of the visible counter, which the control names in its `aria-describedby`. */
  id: string;
  /** Characters in the field (UTF-16 code units, as the browser's `maxlength` counts them). */
  count: number;
  /** Most characters allowed. */
  maxLength: number;
  /** Whether the visible counter is shown (see {@link isFieldCounterShown}). */
  isShown: boolean;
}

/**
 * The character counter of a text field, "12 caractères sur 200" ("212 caractères sur 200, 12 de
 * trop" past the limit), inside a react-aria field whose control names it in `aria-describedby`
 * (see {@link useFieldCounter}), and a polite live region that speaks it once typing pauses.
 */
export function FieldCounter({ id, count, maxLength, isShown }: FieldCounterProps) {
  const text = useCounterText(count, maxLength);
  const announcement = useDelayedAnnouncement(isShown ? text : "");
  return (
    <>
      {isShown ? (
        // Read with the field's description (aria-describedby names it even though it is
        // hidden); the live region below speaks the changes.
        <span
          id={id}
          className={styles.counter}
          aria-hidden="true"
          data-at-limit={count === maxLength || undefined}
          data-over-limit={count > maxLength || undefined}
        >
          {text}
        </span>
      ) : null}
      {/* role="status" is a polite live region (WCAG 4.1.3): the count is announced when the
          person pauses, without moving focus or interrupting what is being read. It is there
          even while the counter is hidden: a region added with its text is often not read. */}
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}

/** What {@link useFieldCounter} needs from the field. */
export interface FieldCounterOptions {
  /** Most characters allowed; without it, no limit and no counter. */
  maxLength: number | undefined;
  /** The field's value when it is controlled. */
  value: string | undefined;
  /** The field's first value when it is not. */
  defaultValue: string | undefined;
  /** When the counter shows. */
  visibility: FieldCounterVisibility;
  /** The host's own `aria-describedby`, kept before the counter's id. */
  describedBy: string | undefined;
}

/** What {@link useFieldCounter} gives the field. */
export interface FieldCounterAria {
  /** For react-aria's `TextField`: the limit, and the counter named in `aria-describedby`. */
  fieldProps: { maxLength?: number; "aria-describedby"?: string };
  /** To call with every new value: an uncontrolled field's count follows it. */
  onValueChange: (value: string) => void;
  /** Props of {@link FieldCounter}; `undefined` without a limit (render no counter). */
  counterProps: FieldCounterProps | undefined;
}

/**
 * The character count of a react-aria text field, controlled or not, and the props that tie its
 * counter to the control while the counter shows.
 */
export function useFieldCounter({
  maxLength,
  value,
  defaultValue,
  visibility,
  describedBy,
}: FieldCounterOptions): FieldCounterAria {
  const id = useId();
  const [typedLength, setTypedLength] = useState(() => (defaultValue ?? "").length);
  const onValueChange = (next: string) => setTypedLength(next.length);
  if (maxLength === undefined) {
    return {
      fieldProps: describedBy === undefined ? {} : { "aria-describedby": describedBy },
      onValueChange,
      counterProps: undefined,
    };
  }
  const count = value === undefined ? typedLength : value.length;
  const isShown = isFieldCounterShown(count, maxLength, visibility);
  const describedByWithCounter = [describedBy, isShown ? id : undefined].filter(Boolean).join(" ");
  return {
    fieldProps: {
      maxLength,
      ...(describedByWithCounter ? { "aria-describedby": describedByWithCounter } : {}),
    },
    onValueChange,
    counterProps: { id, count, maxLength, isShown },
  };
}

/**
 * "12 caractères sur 200", or "212 caractères sur 200, 12 de trop", in the current language,
 * numbers formatted for it. A hook of its own: the SWC macro plugin leaves a plural nested in `t`
 * untranslated inside a `forwardRef` callback.
 */
function useCounterText(count: number, maxLength: number): string {
  const { t, i18n } = useLingui();
  const max = i18n.number(maxLength);
  if (count <= maxLength) {
    return t({
      comment:
        "Character counter under a text field: {count} characters typed out of the maximum {max}.",
      // A template literal around plural(): the form the SWC macro plugin reads with a comment.
      message: `${plural(count, { one: `# caractère sur ${max}`, other: `# caractères sur ${max}` })}`,
    });
  }
  const excess = count - maxLength;
  return t({
    comment:
      "Character counter under a text field whose value is longer than the maximum {max}: {count} characters, {excess} of them too many.",
    message: `${plural(count, { one: `# caractère sur ${max}`, other: `# caractères sur ${max}` })}, ${plural(excess, { one: "# de trop", other: "# de trop" })}`,
  });
}

/**
 * `text`, handed on only once it has stopped changing for {@link counterAnnouncementDelayMs};
 * empty until it first changes, so nothing is announced when the page loads.
 */
function useDelayedAnnouncement(text: string): string {
  const [announced, setAnnounced] = useState("");
  // The text on load, until the first change; then undefined, and every change is announced.
  const onLoad = useRef<string | undefined>(text);
  useEffect(() => {
    if (onLoad.current !== undefined && text === onLoad.current) return;
    onLoad.current = undefined;
    const timer = setTimeout(() => setAnnounced(text), counterAnnouncementDelayMs);
    return () => clearTimeout(timer);
  }, [text]);
  return announced;
}
