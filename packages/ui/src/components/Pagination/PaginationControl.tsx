import { type ReactNode, useCallback } from "react";
import { Link } from "react-aria-components";
import { Button } from "../Button/Button";
import { button } from "../Button/Button.css";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/icons";
import { square } from "../IconButton/IconButton.css";
import * as styles from "./Pagination.css";

/** Props of {@link PaginationControl}. */
export interface PaginationControlProps {
  /** The page this control leads to (1-based). */
  target: number;
  /** Called with `target` when pressed (and when followed, for a link). */
  onPageChange?: ((page: number) => void) | undefined;
  /** Makes the control a link to this URL instead of a button. */
  getPageHref?: ((page: number) => string) | undefined;
  /** The drawing of an arrow control; numbered pages show `children` instead. */
  icon?: IconName | undefined;
  /** The page shown now: `aria-current="page"` and the outlined look. */
  isCurrent?: boolean | undefined;
  /** No such page from here (previous on the first page, next on the last). */
  isUnavailable?: boolean | undefined;
  /** Every control of the pagination is disabled. */
  isDisabled?: boolean | undefined;
  /** What the control does or which page it is, in the current language. */
  "aria-label": string;
  /** The page number, for numbered pages. */
  children?: ReactNode;
}

/**
 * One control of a pagination: a quiet {@link Button}, or a react-aria `Link` with the same look
 * (the `button` recipe, so hover, press, focus and disabled states match) when pages have URLs.
 */
export function PaginationControl({
  target,
  onPageChange,
  getPageHref,
  icon,
  isCurrent = false,
  isUnavailable = false,
  isDisabled = false,
  "aria-label": ariaLabel,
  children,
}: PaginationControlProps) {
  const onPress = useCallback(() => onPageChange?.(target), [onPageChange, target]);
  const variant = isCurrent ? "secondary" : "quiet";
  const shape = icon ? square : styles.page;
  const content = icon ? <Icon name={icon} size="md" /> : children;
  const common = {
    "aria-label": ariaLabel,
    isDisabled: isDisabled || isUnavailable,
    onPress,
    ...(isCurrent ? { "aria-current": "page" as const } : {}),
  };

  if (getPageHref) {
    return (
      <Link
        {...common}
        href={getPageHref(target)}
        className={`${button({ variant, size: "sm" })} ${shape} ${styles.link}`}
        data-size="sm"
      >
        {content}
      </Link>
    );
  }
  return (
    <Button {...common} variant={variant} size="sm" className={shape} data-size="sm">
      {content}
    </Button>
  );
}
