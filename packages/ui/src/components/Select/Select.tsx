import { useLingui } from "@lingui/react/macro";
import {
  type ForwardedRef,
  forwardRef,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from "react";
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  SelectValue,
} from "react-aria-components";
import * as fieldStyles from "../Field/Field.css";
import { FieldLabel } from "../Field/FieldLabel";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";
import { Icon } from "../Icon/Icon";
import * as styles from "./Select.css";
import { SelectItem } from "./SelectItem";
import { SelectListBox, SelectPopover } from "./SelectPopover";

/** One choice of the `options` shorthand of {@link Select} and its siblings. */
export interface SelectOption {
  /** The key reported by `onChange` and expected by `value`. */
  id: Key;
  /** Visible text, also used for type-ahead and filtering. */
  label: string;
  /** A second line under the label, announced with the option. */
  description?: string | undefined;
  /** Shown, but cannot be chosen. */
  isDisabled?: boolean | undefined;
}

/**
 * Where the options come from, one of three ways that exclude each other: the `options`
 * shorthand, `items` with a function rendering each, or static `SelectItem`/`SelectSection`
 * children.
 */
export type SelectCollectionProps<T extends object> =
  | {
      /** Plain options: label, optional description, optional disabled flag. */
      options: readonly SelectOption[];
      items?: never;
      children?: never;
    }
  | {
      /** The objects to choose from; each needs an `id` (or `key`) react-aria can use. */
      items: Iterable<T>;
      /** Renders one of `items`, usually as a `SelectItem`. */
      children: (item: T) => ReactElement;
      options?: never;
    }
  | {
      /** Static `SelectItem` and `SelectSection` elements. */
      children: ReactNode;
      items?: never;
      options?: never;
    };

/** Props of {@link Select} shared by the three ways of giving its options. */
export interface SelectBaseProps<T extends object>
  extends Omit<
      AriaSelectProps<T>,
      "children" | "className" | "style" | "placeholder" | "selectionMode"
    >,
    FieldMessageProps {
  /** Visible label, programmatically tied to the trigger (its accessible name). */
  label: ReactNode;
  /**
   * Shown while nothing is chosen (`[data-placeholder]`).
   * @default "Choisir une option", in the current language
   */
  placeholder?: string | undefined;
  /**
   * What the open list says when it has no option.
   * @default "Aucune option", in the current language
   */
  emptyState?: ReactNode;
  /** Extra class names on the field's root, next to its own. */
  className?: string | undefined;
  /** Element the list is rendered into instead of `document.body` (see `SelectPopover`). */
  UNSTABLE_portalContainer?: Element | undefined;
}

/** Props of {@link Select}. */
export type SelectProps<T extends object = SelectOption> = SelectBaseProps<T> &
  SelectCollectionProps<T>;

/** Renders an entry of the `options` shorthand. */
export function renderSelectOption(option: SelectOption): ReactElement {
  return (
    <SelectItem
      id={option.id}
      textValue={option.label}
      description={option.description}
      isDisabled={option.isDisabled ?? false}
    >
      {option.label}
    </SelectItem>
  );
}

/**
 * A select: react-aria's `Select` (a button that opens a list box, type-ahead on the closed button,
 * arrow keys, Escape closing and giving focus back to the button, a hidden native `<select>` for
 * forms) with the field's label, description, warning and error. Options come from `options`,
 * from `items` + a render function, or from static `SelectItem`/`SelectSection` children. An
 * empty list still opens (`allowsEmptyCollection` defaults to `true` here) to say it is empty.
 * The forwarded ref points at the trigger button, so a form can move focus to it.
 */
export const Select = forwardRef(function Select<T extends object>(
  props: SelectProps<T>,
  ref: ForwardedRef<HTMLButtonElement>,
) {
  const {
    label,
    description,
    warning,
    errorMessage,
    placeholder,
    emptyState,
    className,
    UNSTABLE_portalContainer,
    options,
    items,
    children,
    ...ariaProps
  } = props;
  const { t } = useLingui();
  const rootClassName = `${fieldStyles.root} ${styles.root}`;
  const list =
    options === undefined ? (
      <SelectListBox<T>
        {...(items === undefined ? {} : { items })}
        emptyState={emptyState ?? <NoOption />}
      >
        {children}
      </SelectListBox>
    ) : (
      <SelectListBox items={options} emptyState={emptyState ?? <NoOption />}>
        {renderSelectOption}
      </SelectListBox>
    );

  return (
    <AriaSelect
      allowsEmptyCollection
      {...ariaProps}
      placeholder={
        placeholder ??
        t({
          comment: "Placeholder of a select (drop-down list) while nothing is chosen.",
          message: "Choisir une option",
        })
      }
      className={className ? `${rootClassName} ${className}` : rootClassName}
    >
      <FieldLabel isRequired={ariaProps.isRequired}>{label}</FieldLabel>
      <Button ref={ref} className={styles.trigger}>
        {/* The chosen option's text only: its description and check mark belong to the list. */}
        <SelectValue<T> className={styles.value}>
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </SelectValue>
        <Icon name="chevronDown" className={styles.chevron} />
      </Button>
      <FieldMessages description={description} warning={warning} errorMessage={errorMessage} />
      <SelectPopover UNSTABLE_portalContainer={UNSTABLE_portalContainer}>{list}</SelectPopover>
    </AriaSelect>
  );
}) as <T extends object = SelectOption>(
  props: SelectProps<T> & RefAttributes<HTMLButtonElement>,
) => ReactElement | null;

/** The default empty state of a select's list. */
function NoOption() {
  const { t } = useLingui();
  return t({
    comment: "Shown in the open list of a select that has no option to offer.",
    message: "Aucune option",
  });
}
