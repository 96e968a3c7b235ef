import { Icon } from "../Icon/Icon";

/** Props of {@link CheckboxBox}: react-aria's render props of the checkbox, and the box's class. */
export interface CheckboxBoxProps {
  isSelected: boolean;
  isIndeterminate: boolean;
  /** The drawn box's look, keyed on the checkbox's own row (`Checkbox.css`, `Table.css`). */
  className: string;
}

/**
 * The drawn box of a checkbox, with a check when it is selected and a dash when it is
 * indeterminate (which wins). Hidden from screen readers: the native input says the state.
 */
export function CheckboxBox({ isSelected, isIndeterminate, className }: CheckboxBoxProps) {
  return (
    <span className={className} aria-hidden="true">
      {isIndeterminate ? (
        <Icon name="minus" size="sm" />
      ) : isSelected ? (
        <Icon name="check" size="sm" />
      ) : null}
    </span>
  );
}
