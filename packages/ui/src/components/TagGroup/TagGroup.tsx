import { useLingui } from "@lingui/react/macro";
import {
  type ForwardedRef,
  forwardRef,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
  useId,
} from "react";
import {
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  type TagGroupProps as AriaTagGroupProps,
  TagList as AriaTagList,
  type TagProps as AriaTagProps,
  Button,
  Text,
} from "react-aria-components";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import * as fieldStyles from "../Field/Field.css";
import { FieldLabel } from "../Field/FieldLabel";
import { Icon } from "../Icon/Icon";
import * as styles from "./TagGroup.css";

/** Props of {@link TagGroup}. */
export interface TagGroupProps<T extends object>
  extends Omit<AriaTagGroupProps, "children" | "className" | "style"> {
  /** Visible label naming the group. Without one, give `aria-label`. */
  label?: ReactNode;
  /** Help under the tags, tied to the group through `aria-describedby`. */
  description?: ReactNode;
  /** Objects to show as tags, rendered by `children`; each needs an `id` (or `key`). */
  items?: Iterable<T>;
  /** Static `TagGroupItem` elements, or a function rendering one of `items`. */
  children: ReactNode | ((item: T) => ReactElement);
  /**
   * Shown instead of the tags when there is none.
   * @default "Aucun élément", in the current language
   */
  emptyState?: ReactNode;
  /** Extra class names on the root, next to its own. */
  className?: string | undefined;
}

/**
 * A group of tags: react-aria's `TagGroup` (one Tab stop, arrow keys between tags, Backspace and
 * Delete remove the focused tag). Pass `onRemove` to make tags removable: each then shows a remove
 * button named "Retirer {name}" in the current language. The forwarded ref points at the root.
 */
export const TagGroup = forwardRef(function TagGroup<T extends object>(
  { label, description, items, children, emptyState, className, ...props }: TagGroupProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const { t } = useLingui();
  return (
    <AriaTagGroup
      {...props}
      ref={ref}
      className={className ? `${fieldStyles.root} ${className}` : fieldStyles.root}
    >
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <AriaTagList
        {...(items === undefined ? {} : { items })}
        className={styles.list}
        renderEmptyState={() => (
          <span className={styles.emptyState}>
            {emptyState ??
              t({
                comment: "Shown in place of a group of tags (chosen items, filters) that is empty.",
                message: "Aucun élément",
              })}
          </span>
        )}
      >
        {children}
      </AriaTagList>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
    </AriaTagGroup>
  );
}) as <T extends object>(
  props: TagGroupProps<T> & RefAttributes<HTMLDivElement>,
) => ReactElement | null;

/** Props of {@link TagGroupItem}. */
export interface TagGroupItemProps extends Omit<AriaTagProps, "children" | "className"> {
  /** The tag's text. A string also serves as `textValue`. */
  children: ReactNode;
  /** Extra class names, next to the tag's own. */
  className?: string | undefined;
}

/**
 * One tag of a {@link TagGroup}. Styled through `[data-focus-visible]`, `[data-disabled]` and
 * `[data-allows-removing]`; give `textValue` when `children` is not a string, as it names the tag
 * and its remove button.
 */
export const TagGroupItem = forwardRef(function TagGroupItem(
  { children, className, textValue, ...props }: TagGroupItemProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const text = textValue ?? (typeof children === "string" ? children : "");
  return (
    <AriaTag
      {...props}
      textValue={text}
      ref={ref}
      className={className ? `${styles.tag} ${className}` : styles.tag}
    >
      {({ allowsRemoving }) => (
        <>
          {children}
          {allowsRemoving ? <TagGroupRemoveButton name={text} /> : null}
        </>
      )}
    </AriaTag>
  );
});

/**
 * The remove button of a tag. react-aria names it "Remove" followed by the tag, in its own
 * strings; it is named here from the catalogue instead, as one message, so that each language
 * orders the words its own way ("{name} entfernen").
 */
function TagGroupRemoveButton({ name }: { name: string }) {
  const { t } = useLingui();
  const labelId = useId();
  return (
    <Button slot="remove" className={styles.removeButton} aria-labelledby={labelId}>
      <Icon name="close" size="sm" />
      <span id={labelId} className={visuallyHidden}>
        {t({
          comment: "Accessible name of the button that removes a tag; {name} is the tag's text.",
          message: `Retirer ${name}`,
        })}
      </span>
    </Button>
  );
}
