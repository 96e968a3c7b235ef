import { forwardRef } from "react";
import { Button, type ButtonProps } from "../Button/Button";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/icons";
import { square } from "./IconButton.css";

/** Props of {@link IconButton}: a {@link Button} whose only content is an icon. */
export interface IconButtonProps extends Omit<ButtonProps, "children" | "aria-label"> {
  /** The drawing shown. */
  icon: IconName;
  /**
   * What the button does, in the current language: its accessible name, since it shows no text
   * (WCAG 4.1.2). Give a tooltip with the same words where sighted users need them too.
   */
  "aria-label": string;
}

/**
 * A square button showing only an icon (close, previous/next, more actions…). The `quiet`
 * variant is the default, as these sit in toolbars, headers and dismissible banners.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, variant = "quiet", size = "md", className, ...props },
  ref,
) {
  return (
    <Button
      {...props}
      ref={ref}
      variant={variant}
      size={size}
      data-size={size}
      className={className ? `${square} ${className}` : square}
    >
      <Icon name={icon} size={size === "sm" ? "sm" : "md"} />
    </Button>
  );
});
