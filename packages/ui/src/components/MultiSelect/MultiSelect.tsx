import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  type ForwardedRef,
  forwardRef,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
  type RefObject,
  useContext,
  useRef,
} from "react";
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  ComboBoxStateContext,
  Group,
  Input,
  type Key,
} from "react-aria-components";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import { ComboBoxEmptyState } from "../ComboBox/ComboBox";
import * as comboBoxStyles from "../ComboBox/ComboBox.css";
import * as fieldStyles from "../Field/Field.css";
import { FieldLabel } from "../Field/FieldLabel";
import { type FieldMessageProps, FieldMessages } from "../Field/FieldMessages";
import { Icon } from "../Icon/Icon";
import { renderSelectOption, type SelectOption } from "../Select/Select";
import { SelectListBox, SelectPopover } from "../Select/SelectPopover";
import { TagGroup, TagGroupItem } from "../TagGroup/TagGroup";
import * as tagStyles from "../TagGroup/TagGroup.css";
import * as styles from "./MultiSelect.css";

/**
 * Where the options come from: the `options` shorthand, `defaultItems` with a function rendering
 * each, or static `SelectItem`/`SelectSection` children. All are filtered by what is typed. The
 * whole list stays in the field, as the chosen tags are read from it.
 */
export type MultiSelectCollectionProps<T extends object> =
  | {
      /** Plain options, filtered by what is typed (accent- and case-insensitive). */
      options: readonly SelectOption[];
      defaultItems?: never;
      children?: never;
    }
  | {
      /** All the objects to choose from, filtered by what is typed. */
      defaultItems: Iterable<T>;
      /** Renders one of the items, usually as a `SelectItem`. */
      children: (item: T) => ReactElement;
      options?: never;
    }
  | {
      /** Static `SelectItem` and `SelectSection` elements. */
      children: ReactNode;
      defaultItems?: never;
      options?: never;
    };

/** Props of {@link MultiSelect} shared by the three ways of giving its options. */
export interface MultiSelectBaseProps<T extends object>
  extends Omit<
      AriaComboBoxProps<T, "multiple">,
      | "children"
      | "className"
      | "style"
      | "items"
      | "defaultItems"
      | "selectionMode"
      | "allowsCustomValue"
    >,
    FieldMessageProps {
  /** Visible label, programmatically tied to the search input (its accessible name). */
  label: ReactNode;
  /** Example of what to type, shown while nothing is chosen. */
  placeholder?: string | undefined;
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

/** Props of {@link MultiSelect}. */
export type MultiSelectProps<T extends object = SelectOption> = MultiSelectBaseProps<T> &
  MultiSelectCollectionProps<T>;

/**
 * Several choices from a searchable list, the chosen ones shown as removable tags in the field.
 *
 * Built on react-aria's `ComboBox` with `selectionMode="multiple"` (react-aria-components 1.22):
 * it keeps the combo box pattern screen readers know (an input owning a list box, virtual focus,
 * `aria-multiselectable`), filtering, Escape and form values, where an `Autocomplete` in a dialog
 * would add a second focus context. Keyboard: typing filters, ArrowDown opens and moves, Enter
 * toggles the option in focus, clears the search and leaves the list open; Space toggles too
 * while nothing is typed (once a search is under way, Space is a space). Backspace in the empty
 * input removes the last tag; Shift+Tab goes back to the tags, where the arrow keys move and
 * Backspace or Delete removes. While the list is open, its check marks are the way to unselect
 * (the tags are inert). The number chosen is announced ("2 sélectionnés") in a polite live
 * region. `value`/`onChange` carry the chosen keys; the forwarded ref points at the input.
 * Options are filtered here rather than fetched: a tag's text is read from the whole list.
 */
export const MultiSelect = forwardRef(function MultiSelect<T extends object>(
  props: MultiSelectProps<T>,
  ref: ForwardedRef<HTMLInputElement>,
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
    defaultItems,
    children,
    ...ariaProps
  } = props;
  const groupRef = useRef<HTMLDivElement>(null);
  // React-aria empties what is being typed whenever `value` is another array, even one holding
  // the same keys: a host that builds it at each render (a filter read again) would erase the
  // search under the user's fingers. The same keys in the same order keep the same array.
  const value = useSameKeys(ariaProps.value);
  const rootClassName = className ? `${fieldStyles.root} ${className}` : fieldStyles.root;
  const empty = emptyState ?? <ComboBoxEmptyState isLoading={false} />;
  const items = options ?? defaultItems;

  return (
    <AriaComboBox<T, "multiple">
      allowsEmptyCollection
      {...ariaProps}
      {...(value == null ? {} : { value })}
      {...(items === undefined ? {} : { defaultItems: items as Iterable<T> })}
      selectionMode="multiple"
      className={rootClassName}
    >
      <FieldLabel isRequired={ariaProps.isRequired}>{label}</FieldLabel>
      <Group ref={groupRef} className={styles.group}>
        <div className={styles.values}>
          <MultiSelectTags
            groupRef={groupRef}
            isDisabled={(ariaProps.isDisabled ?? false) || (ariaProps.isReadOnly ?? false)}
          />
          <MultiSelectInput ref={ref} placeholder={placeholder} />
        </div>
        <Button className={comboBoxStyles.button}>
          <Icon name="chevronDown" />
        </Button>
      </Group>
      <FieldMessages description={description} warning={warning} errorMessage={errorMessage} />
      <MultiSelectCount />
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
  props: MultiSelectProps<T> & RefAttributes<HTMLInputElement>,
) => ReactElement | null;

/** The keys given, as the same array as last time while they are the same keys in order. */
function useSameKeys<K>(keys: readonly K[] | null | undefined): readonly K[] | null | undefined {
  const last = useRef(keys);
  const previous = last.current;
  const same =
    previous != null &&
    keys != null &&
    previous.length === keys.length &&
    previous.every((key, index) => key === keys[index]);
  if (!same) last.current = keys;
  return last.current;
}

/**
 * The chosen options as removable tags, in the order they were chosen. In a disabled or
 * read-only field they are a plain list: still read out, neither removable nor reachable with Tab.
 */
function MultiSelectTags({
  groupRef,
  isDisabled,
}: {
  groupRef: RefObject<HTMLDivElement | null>;
  isDisabled: boolean;
}) {
  const { t } = useLingui();
  const state = useContext(ComboBoxStateContext);
  if (!state || state.selectedItems.length === 0) return null;
  const chosen = state.selectedItems;
  const name = t({
    comment: "Accessible name of the tags showing what is chosen in a multi-select field.",
    message: "Sélection",
  });
  if (isDisabled) {
    return (
      <ul aria-label={name} className={`${tagStyles.list} ${styles.staticTags}`}>
        {chosen.map((item) => (
          // Full-contrast text: the values of a disabled field must stay legible (WCAG 1.4.3
          // exempts inactive controls, not the information they hold).
          <li key={item.key} className={tagStyles.tag}>
            {item.textValue}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <TagGroup
      aria-label={name}
      className={styles.tags}
      items={chosen}
      // While the list is open, react-aria hides all but the input and the list from assistive
      // technology; inert keeps the hidden tags out of reach of focus and pointer too (axe's
      // aria-hidden-focus). The list's check marks unselect in the meantime.
      inert={state.isOpen}
      onRemove={(keys) => {
        const kept = chosen.map((item) => item.key).filter((key) => !keys.has(key));
        state.setValue(kept);
        // The last tag gone, its group goes too: focus goes on to the input, not to the page.
        if (kept.length === 0) groupRef.current?.querySelector("input")?.focus();
      }}
    >
      {(item) => (
        <TagGroupItem id={item.key} textValue={item.textValue}>
          {item.textValue}
        </TagGroupItem>
      )}
    </TagGroup>
  );
}

/** The search input, with the keys the combo box does not have for several choices. */
const MultiSelectInput = forwardRef(function MultiSelectInput(
  { placeholder }: { placeholder: string | undefined },
  ref: ForwardedRef<HTMLInputElement>,
) {
  const state = useContext(ComboBoxStateContext);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (state?.inputValue !== "") return;
    const chosen = state.selectedItems.map((item) => item.key);
    if (event.key === "Backspace" && chosen.length > 0) {
      state.setValue(chosen.slice(0, -1));
      return;
    }
    const focusedKey: Key | null = state.selectionManager.focusedKey;
    if (event.key === " " && state.isOpen && focusedKey !== null) {
      // Nothing typed yet, so this Space is not part of a search: it toggles, as in a list box.
      event.preventDefault();
      state.selectionManager.toggleSelection(focusedKey);
    }
  };
  return (
    <Input
      ref={ref}
      className={styles.input}
      onKeyDown={onKeyDown}
      {...(placeholder !== undefined && state?.selectedItems.length === 0 ? { placeholder } : {})}
    />
  );
});

/**
 * The number chosen, in a polite live region (WCAG 4.1.3) that react-aria leaves visible to
 * assistive technology while the list is open (`data-live-announcer`, see `ComboBoxLoadingStatus`).
 */
function MultiSelectCount() {
  const { t } = useLingui();
  const state = useContext(ComboBoxStateContext);
  const count = state?.selectedItems.length ?? 0;
  return (
    <span role="status" className={visuallyHidden} data-live-announcer="true">
      {t({
        comment: "Announced when the number of items chosen in a multi-select field changes.",
        message: plural(count, { one: "# sélectionné", other: "# sélectionnés" }),
      })}
    </span>
  );
}
