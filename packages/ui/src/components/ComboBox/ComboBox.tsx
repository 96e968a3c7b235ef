import { useLingui } from "@lingui/react/macro";
import {
  type ForwardedRef,
  forwardRef,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from "react";
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
} from "react-aria-components";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import * as fieldStyles from "../Field/Field.css";
import { FieldLabel } from "../Field/FieldLabel";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";
import { Icon } from "../Icon/Icon";
import { renderSelectOption, type SelectOption } from "../Select/Select";
import { SelectListBox, SelectPopover } from "../Select/SelectPopover";
import * as styles from "./ComboBox.css";

/**
 * Where the options come from, one of four ways that exclude each other: the `options` shorthand
 * or `defaultItems` (both filtered by the combo box as the person types), `items` (already
 * filtered by the host: async search), or static `SelectItem`/`SelectSection` children.
 */
export type ComboBoxCollectionProps<T extends object> =
  | {
      /** Plain options, filtered by what is typed (accent- and case-insensitive). */
      options: readonly SelectOption[];
      items?: never;
      defaultItems?: never;
      children?: never;
    }
  | {
      /** All the objects to choose from, filtered by what is typed. */
      defaultItems: Iterable<T>;
      /** Renders one of the items, usually as a `SelectItem`. */
      children: (item: T) => ReactElement;
      items?: never;
      options?: never;
    }
  | {
      /**
       * The objects matching what is typed, filtered by the host (async search): pair with
       * `inputValue`, `onInputChange` and `isLoading`.
       */
      items: Iterable<T>;
      /** Renders one of the items, usually as a `SelectItem`. */
      children: (item: T) => ReactElement;
      defaultItems?: never;
      options?: never;
    }
  | {
      /** Static `SelectItem` and `SelectSection` elements, filtered by what is typed. */
      children: ReactNode;
      items?: never;
      defaultItems?: never;
      options?: never;
    };

/** Props of {@link ComboBox} shared by the four ways of giving its options. */
export interface ComboBoxBaseProps<T extends object>
  extends Omit<
      AriaComboBoxProps<T>,
      "children" | "className" | "style" | "items" | "defaultItems" | "selectionMode"
    >,
    FieldMessageProps {
  /** Visible label, programmatically tied to the input (its accessible name). */
  label: ReactNode;
  /** Example of what to type. Never a substitute for `label` or `description`. */
  placeholder?: string | undefined;
  /**
   * Whether the host is fetching options. Shows a spinner in the field, says "Chargement…" in a
   * polite live region (WCAG 4.1.3) and in the list while it has nothing to show yet.
   */
  isLoading?: boolean | undefined;
  /**
   * What the open list says when nothing matches.
   * @default "Aucun résultat", in the current language
   */
  emptyState?: ReactNode;
  /** Extra class names on the field's root, next to its own. */
  className?: string | undefined;
  /** Element the list is rendered into instead of `document.body` (see `SelectPopover`). */
  UNSTABLE_portalContainer?: Element | undefined;
}

/** Props of {@link ComboBox}. */
export type ComboBoxProps<T extends object = SelectOption> = ComboBoxBaseProps<T> &
  ComboBoxCollectionProps<T>;

/**
 * A combo box: react-aria's `ComboBox` (typing filters the list and opens it, ArrowDown opens it
 * and moves through it with virtual focus, Enter chooses, Escape closes it) with the
 * field's label, description, warning and error. The list opens even when nothing matches
 * (`allowsEmptyCollection` defaults to `true` here) to say so. The forwarded ref points at the
 * `<input>`.
 *
 * Async search: keep `inputValue` and `items` in the host, e.g. with react-aria's `useAsyncList`
 * (re-exported by `react-aria-components`) whose `load` calls the API with `filterText` and its
 * abort `signal`: pass `items={list.items}`, `inputValue={list.filterText}`,
 * `onInputChange={list.setFilterText}` and `isLoading={list.isLoading}`. Any other data hook fits
 * the same four props. Debouncing the requests is the host's choice (its data hook knows the
 * API's cost); the combo box renders whatever it is given, at once.
 */
export const ComboBox = forwardRef(function ComboBox<T extends object>(
  props: ComboBoxProps<T>,
  ref: ForwardedRef<HTMLInputElement>,
) {
  const {
    label,
    description,
    warning,
    errorMessage,
    placeholder,
    isLoading = false,
    emptyState,
    className,
    UNSTABLE_portalContainer,
    options,
    items,
    defaultItems,
    children,
    ...ariaProps
  } = props;
  const rootClassName = className ? `${fieldStyles.root} ${className}` : fieldStyles.root;
  const empty = emptyState ?? <ComboBoxEmptyState isLoading={isLoading} />;
  const collection =
    options === undefined
      ? {
          ...(items === undefined ? {} : { items }),
          ...(defaultItems === undefined ? {} : { defaultItems }),
        }
      : { defaultItems: options };

  return (
    <AriaComboBox<T>
      allowsEmptyCollection
      {...ariaProps}
      {...(collection as Pick<AriaComboBoxProps<T>, "items" | "defaultItems">)}
      className={rootClassName}
    >
      <FieldLabel isRequired={ariaProps.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input
          ref={ref}
          className={styles.input}
          {...(placeholder === undefined ? {} : { placeholder })}
        />
        {isLoading ? <Icon name="loader" className={styles.spinner} /> : null}
        <Button className={styles.button}>
          <Icon name="chevronDown" />
        </Button>
      </Group>
      <FieldMessages description={description} warning={warning} errorMessage={errorMessage} />
      <ComboBoxLoadingStatus isLoading={isLoading} />
      <SelectPopover UNSTABLE_portalContainer={UNSTABLE_portalContainer}>
        {options === undefined ? (
          <SelectListBox<T> emptyState={empty}>{children}</SelectListBox>
        ) : (
          <SelectListBox<SelectOption> emptyState={empty}>{renderSelectOption}</SelectListBox>
        )}
      </SelectPopover>
    </AriaComboBox>
  );
}) as <T extends object = SelectOption>(
  props: ComboBoxProps<T> & RefAttributes<HTMLInputElement>,
) => ReactElement | null;

/** What an empty list says: loading while a search runs, no result once it is done. */
export function ComboBoxEmptyState({ isLoading }: { isLoading: boolean }) {
  const { t } = useLingui();
  return isLoading
    ? t({
        comment: "Shown in the list of a search field while its results are being fetched.",
        message: "Chargement…",
      })
    : t({
        comment: "Shown in the list of a search field when nothing matches what was typed.",
        message: "Aucun résultat",
      });
}

/**
 * A polite live region (role `status`, WCAG 4.1.3): always in the page so that screen readers
 * notice when "Chargement…" appears in it, and empty the rest of the time. While the list is
 * open react-aria hides everything but the input and the list from assistive technology, except
 * elements marked `data-live-announcer` (its own announcer's marker): this region is one of them.
 */
export function ComboBoxLoadingStatus({ isLoading }: { isLoading: boolean }) {
  const { t } = useLingui();
  return (
    <span role="status" className={visuallyHidden} data-live-announcer="true">
      {isLoading
        ? t({
            comment: "Shown in the list of a search field while its results are being fetched.",
            message: "Chargement…",
          })
        : null}
    </span>
  );
}
