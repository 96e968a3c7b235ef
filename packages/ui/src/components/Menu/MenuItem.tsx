import {
  type ForwardedRef,
  forwardRef,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from "react";
import {
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  MenuSection as AriaMenuSection,
  type MenuSectionProps as AriaMenuSectionProps,
  Collection,
  composeRenderProps,
  Header,
  Separator,
  type SeparatorProps,
} from "react-aria-components";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/icons";
import * as styles from "./Menu.css";
import { item, itemDescription, itemText, type MenuItemVariant } from "./Menu.css";

/** Props of {@link MenuItem}: react-aria's, with the parts of a row. */
export interface MenuItemProps<T> extends Omit<AriaMenuItemProps<T>, "children"> {
  /** The label: a verb saying what the item does. */
  children: ReactNode;
  /** A drawing before the label. Decorative: the label says what the item does. */
  icon?: IconName;
  /** A second line under the label (why an item is disabled, what it affects). */
  description?: ReactNode;
  /**
   * The keyboard shortcut doing the same thing elsewhere, shown as text after the label (for
   * example `Ctrl+D`). Shown only: the application binds the key itself.
   */
  shortcut?: string;
  /**
   * `danger` for a destructive action: in the danger colour, and worded so that the label alone
   * says what is destroyed (colour is never the only cue). `[data-focused]`, `[data-pressed]`,
   * `[data-disabled]` and `[data-focus-visible]` style the states.
   * @default "default"
   */
  variant?: MenuItemVariant;
}

function MenuItemWithRef<T extends object>(
  {
    children,
    icon,
    description,
    shortcut,
    variant = "default",
    className,
    ...props
  }: MenuItemProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  // Type-ahead needs the item's text; a plain-text label gives it without asking the caller.
  const textValue = props.textValue ?? (typeof children === "string" ? children : undefined);
  return (
    <AriaMenuItem
      {...props}
      {...(textValue === undefined ? {} : { textValue })}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${item({ variant })} ${extra}` : item({ variant }),
      )}
    >
      {({ hasSubmenu, selectionMode }) => (
        // The item is named by all of its visible text (label, description, shortcut), not by the
        // label alone through react-aria's label slot: WCAG 2.5.3 wants the visible text in the
        // name, and a description tied by aria-describedby as well would be read twice. The
        // spaces between the parts keep them separate words in the name.
        <>
          {selectionMode === "none" ? null : <Icon name="check" className={styles.check} />}
          {icon ? <Icon name={icon} /> : null}
          <span className={itemText}>
            <span>{children}</span>{" "}
            {description ? <span className={itemDescription}>{description}</span> : null}
          </span>{" "}
          {shortcut ? <kbd className={styles.shortcut}>{shortcut}</kbd> : null}
          {hasSubmenu ? <Icon name="chevronRight" className={styles.submenuChevron} /> : null}
        </>
      )}
    </AriaMenuItem>
  );
}

/**
 * One action of a {@link Menu}. `onAction` runs on Enter, Space or press (or the menu's
 * `onAction` receives its `id`); `isDisabled` keeps it visible but skipped by the arrow keys.
 */
export const MenuItem = forwardRef(MenuItemWithRef) as <T extends object>(
  props: MenuItemProps<T> & RefAttributes<HTMLDivElement>,
) => ReactElement | null;

/** Props of {@link MenuSection}. */
export interface MenuSectionProps<T> extends AriaMenuSectionProps<T> {
  /** A heading for the group, which also names it for assistive technology. */
  title?: ReactNode;
}

function MenuSectionWithRef<T extends object>(
  { title, children, items, className, ...props }: MenuSectionProps<T>,
  ref: ForwardedRef<HTMLElement>,
) {
  return (
    <AriaMenuSection
      {...props}
      ref={ref}
      className={className ? `${styles.section} ${className}` : styles.section}
    >
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      {/* Next to a header, dynamic items go through a Collection, as react-aria asks. */}
      {typeof children === "function" ? (
        <Collection {...(items === undefined ? {} : { items })}>{children}</Collection>
      ) : (
        children
      )}
    </AriaMenuSection>
  );
}

/** A group of related items in a {@link Menu}, with an optional heading. */
export const MenuSection = forwardRef(MenuSectionWithRef) as <T extends object>(
  props: MenuSectionProps<T> & RefAttributes<HTMLElement>,
) => ReactElement | null;

/** A line between groups of items in a {@link Menu}; skipped by the keyboard. */
export const MenuSeparator = forwardRef<HTMLElement, SeparatorProps>(function MenuSeparator(
  { className, ...props },
  ref,
) {
  return (
    <Separator
      {...props}
      ref={ref}
      className={className ? `${styles.separator} ${className}` : styles.separator}
    />
  );
});
