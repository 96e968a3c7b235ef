import { forwardRef, type SVGProps } from "react";
import { type IconSize, icon } from "./Icon.css";
import { type IconName, iconPaths } from "./icons";

/** Props of {@link Icon}. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "ref" | "children"> {
  /** Which drawing of the set. */
  name: IconName;
  /**
   * Size relative to the surrounding text (`sm` 1 em, `md` 1.25 em, `lg` 1.5 em).
   * @default "md"
   */
  size?: IconSize;
  /**
   * Text alternative. Without it the icon is decorative (`aria-hidden`): the visible or
   * accessible name of the control it sits in must say what it means (WCAG 1.1.1).
   */
  label?: string;
}

/**
 * An icon of the set, drawn in `currentColor`. Decorative unless it is given a `label`, in which
 * case it is an image with that name.
 */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { name, size = "md", label, className, ...props },
  ref,
) {
  return (
    <svg
      {...props}
      ref={ref}
      viewBox="0 0 24 24"
      className={className ? `${icon({ size })} ${className}` : icon({ size })}
      focusable="false"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
});
