import { forwardRef } from "react";
import { Button, type ButtonProps } from "../Button/Button";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/icons";
import { square } from "../IconButton/IconButton.css";

/** Props of {@link CalendarIconButton}. */
export interface CalendarIconButtonProps
  extends Omit<ButtonProps, "children" | "variant" | "size" | "className"> {
  /** The drawing shown. */
  icon: IconName;
  /** An extra class, after the square button's own. */
  className?: string;
}

/**
 * A small square icon button (32 px, above the 24 px target) that react-aria names itself through
 * its slot: "Précédent"/"Suivant" in a calendar's header, "Calendrier" as a date picker's
 * button, in react-aria's locale. It looks like an `IconButton`, whose type asks for an
 * `aria-label` of our own.
 */
export const CalendarIconButton = forwardRef<HTMLButtonElement, CalendarIconButtonProps>(
  function CalendarIconButton({ icon, className, ...props }, ref) {
    return (
      <Button
        {...props}
        ref={ref}
        variant="quiet"
        size="sm"
        data-size="sm"
        className={className ? `${square} ${className}` : square}
      >
        <Icon name={icon} />
      </Button>
    );
  },
);
