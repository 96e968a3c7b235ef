import { forwardRef } from "react";
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from "react-aria-components";
import { type ButtonSize, type ButtonVariant, button } from "./Button.css";

/** Props of {@link Button}: every react-aria `Button` prop, plus the design's variant and size. */
export interface ButtonProps extends AriaButtonProps {
  /**
   * Visual emphasis: `primary` (one per view, the organisation's red), `secondary`, `danger`
   * (destructive) or `quiet` (toolbar-like). Hover, press, focus and disabled states are styled
   * through `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]` and `[data-disabled]`.
   * @default "primary"
   */
  variant?: ButtonVariant;
  /**
   * Height and type size: `sm` (32 px) for dense tables and toolbars, `md` (40 px) elsewhere.
   * Both stay above the 24 × 24 px minimum target of WCAG 2.5.8.
   * @default "md"
   */
  size?: ButtonSize;
}

/**
 * A button: react-aria's `Button` (press events unified across mouse, touch and keyboard, focus
 * ring only for keyboard users) with the Relève look. Pass `onPress`, not `onClick`.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "md", className, ...props },
  ref,
) {
  return (
    <AriaButton
      {...props}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${button({ variant, size })} ${extra}` : button({ variant, size }),
      )}
    />
  );
});
