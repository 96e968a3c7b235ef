import { forwardRef, type ReactElement, type ReactNode, type RefAttributes } from "react";
import {
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  ListBoxSection as AriaListBoxSection,
  type ListBoxSectionProps as AriaListBoxSectionProps,
  Collection,
  Header,
} from "react-aria-components";
import { Icon } from "../Icon/Icon";
import * as styles from "./Select.css";

/** Props of {@link SelectItem}: every react-aria `ListBoxItem` prop but its render function. */
export interface SelectItemProps<T extends object = object>
  extends Omit<AriaListBoxItemProps<T>, "children" | "className"> {
  /** The option's label. A string also serves as `textValue` (type-ahead, filtering, tags). */
  children: ReactNode;
  /**
   * A second line under the label, in smaller muted type. It is read as part of the option's
   * name, after the label; type-ahead and filtering use the label (`textValue`) alone.
   */
  description?: ReactNode;
  /** Extra class names, next to the option's own (`[data-focused]`, `[data-selected]`…). */
  className?: string;
}

/**
 * One option of a {@link Select}, a combo box or a multi-select: label, optional description, and a
 * check mark while selected (`[data-selected]`). Give `textValue` when the label is not a string.
 */
export const SelectItem = forwardRef(function SelectItem<T extends object>(
  { children, description, className, textValue, ...props }: SelectItemProps<T>,
  ref: React.ForwardedRef<HTMLDivElement>,
) {
  const text = textValue ?? (typeof children === "string" ? children : undefined);
  return (
    <AriaListBoxItem
      {...props}
      {...(text === undefined ? {} : { textValue: text })}
      ref={ref}
      className={className ? `${styles.item} ${className}` : styles.item}
    >
      <Icon name="check" size="sm" className={styles.itemCheck} />
      {/* No label/description text slots: the option is named by all the text it shows. axe's
          label-content-name-mismatch (WCAG 2.5.3) wants every visible word in the name, and
          screen readers read an option's description unevenly when it is only aria-describedby. */}
      <span className={styles.itemText}>
        <span>{children}</span>
        {/* Keeps label and description two words apart in the name; a flex gap draws nothing. */}
        {description ? " " : null}
        {description ? <span className={styles.itemDescription}>{description}</span> : null}
      </span>
    </AriaListBoxItem>
  );
}) as <T extends object = object>(
  props: SelectItemProps<T> & RefAttributes<HTMLDivElement>,
) => ReactElement | null;

/** Props of {@link SelectSection}. */
export interface SelectSectionProps<T extends object>
  extends Omit<AriaListBoxSectionProps<T>, "children" | "className"> {
  /** The group's heading, which names the group for assistive technology. */
  title: ReactNode;
  /** Options of the group, or a function rendering each of `items`. */
  children: ReactNode | ((item: T) => ReactElement);
  /** Options of the group, rendered by `children`. */
  items?: Iterable<T>;
}

/** A titled group of options inside a {@link Select}, a combo box or a multi-select. */
export const SelectSection = forwardRef(function SelectSection<T extends object>(
  { title, children, items, ...props }: SelectSectionProps<T>,
  ref: React.ForwardedRef<HTMLElement>,
) {
  return (
    <AriaListBoxSection {...props} ref={ref} className={styles.section}>
      <Header className={styles.sectionHeader}>{title}</Header>
      <Collection {...(items === undefined ? {} : { items })}>{children}</Collection>
    </AriaListBoxSection>
  );
}) as <T extends object>(
  props: SelectSectionProps<T> & RefAttributes<HTMLElement>,
) => ReactElement | null;
