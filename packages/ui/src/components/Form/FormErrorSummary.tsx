import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
} from "react";
import { Heading } from "react-aria-components";
import { Icon } from "../Icon/Icon";
import * as styles from "./Form.css";

/** One invalid field listed by a {@link FormErrorSummary}. */
export interface FormErrorSummaryItem {
  /**
   * The `id` given to the field: its input, or its group for a checkbox or radio group (focus
   * then goes to the selected option, or the first one).
   */
  fieldId: string;
  /** What is wrong and how to fix it, naming the field ("Indiquez le nombre de places."). */
  message: ReactNode;
}

/** Props of {@link FormErrorSummary}. */
export interface FormErrorSummaryProps {
  /** The invalid fields, in the order they appear in the form. Nothing is shown when empty. */
  errors: readonly FormErrorSummaryItem[];
  /**
   * Level of the title, to fit the page's outline (a form in a dialog under an `h2` takes 3).
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra class on the panel. */
  className?: string;
}

/** Options of a field group, in the order focus should prefer them. */
const groupTargets = [
  "input:checked:not(:disabled)",
  "input:not([type='hidden']):not(:disabled), textarea:not(:disabled), select:not(:disabled)",
];

/**
 * Moves focus to the field with this id (or into it, for a group), scrolling its label into view
 * too: the person sees the question, not only the box (the GOV.UK error-summary pattern).
 */
export function focusField(fieldId: string, doc: Document = document): boolean {
  const field = doc.getElementById(fieldId);
  if (!field) return false;
  const target = field.matches("input, textarea, select, button")
    ? field
    : groupTargets.map((selector) => field.querySelector<HTMLElement>(selector)).find(Boolean);
  if (!target) return false;
  target.focus({ preventScroll: true });
  const labelId = field.getAttribute("aria-labelledby")?.split(" ")[0];
  const label =
    (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? field.labels?.[0]
      : undefined) ?? (labelId ? doc.getElementById(labelId) : null);
  (label ?? target).scrollIntoView?.({ block: "nearest" });
  return true;
}

/** Whether focus is in a field the person types in: a text, a number, a date or time segment. */
function isBeingTyped(element: Element): boolean {
  return element.matches(
    'input:not([type="checkbox"], [type="radio"], [type="submit"], [type="button"]), textarea, [role="spinbutton"], [contenteditable="true"]',
  );
}

/**
 * The list of invalid fields, at the top of a form after a failed submit, each a link that moves
 * focus to its field. It takes focus when it appears, so render it after the failed submit
 * only, with a new `key` for each attempt to take focus again; errors that appear later while
 * the person types in a field do not take focus from it. The forwarded ref points at the panel.
 */
export const FormErrorSummary = forwardRef<HTMLElement, FormErrorSummaryProps>(
  function FormErrorSummary({ errors, headingLevel = 2, className }, ref) {
    const titleId = useId();
    const panel = useRef<HTMLElement>(null);
    // Whether it is shown for the first time since the submit that rendered it (its `key`).
    const isFirstShow = useRef(errors.length > 0);
    useImperativeHandle<HTMLElement | null, HTMLElement | null>(ref, () => panel.current, []);
    const isShown = errors.length > 0;

    // Focus moves here instead of the panel being a live region (role="alert"): the screen
    // reader reads its name and the person is already at the links (WCAG 3.3.1, 2.4.3). Moving
    // focus is itself the announcement (4.1.3 covers messages that do not take focus); a live
    // region on top would read it out twice.
    // Errors that appear later, while the person types in a field (a rule broken on the way to
    // the value they mean), are read at that field: the summary does not take focus from it.
    useEffect(() => {
      const active = panel.current?.ownerDocument.activeElement;
      if (!isShown || (active && isBeingTyped(active) && !isFirstShow.current)) return;
      isFirstShow.current = false;
      panel.current?.focus();
    }, [isShown]);

    const title = useSummaryTitle(errors.length);
    if (!isShown) return null;
    const onLinkClick = (fieldId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (focusField(fieldId, event.currentTarget.ownerDocument)) event.preventDefault();
    };
    return (
      // A named <section> is a region landmark: announced with its title when focused, and
      // listed among the page's landmarks for someone who left it.
      <section
        ref={panel}
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `${styles.summary} ${className}` : styles.summary}
      >
        <Heading level={headingLevel} id={titleId} className={styles.title}>
          <Icon name="danger" />
          <span>{title}</span>
        </Heading>
        <ul className={styles.list}>
          {errors.map(({ fieldId, message }) => (
            <li key={fieldId}>
              <a href={`#${fieldId}`} className={styles.link} onClick={onLinkClick(fieldId)}>
                {message}
              </a>
            </li>
          ))}
        </ul>
      </section>
    );
  },
);

/**
 * "Le formulaire contient 2 erreurs" in the current language. A hook of its own: the SWC macro
 * plugin leaves a plural nested in `t` untranslated inside a `forwardRef` callback.
 */
function useSummaryTitle(count: number): string {
  const { t } = useLingui();
  return t({
    comment:
      "Title of the list of invalid fields shown at the top of a form after a failed submit.",
    // A template literal around plural(): the form the SWC macro plugin reads with a comment.
    message: `${plural(count, {
      one: "Le formulaire contient # erreur",
      other: "Le formulaire contient # erreurs",
    })}`,
  });
}
