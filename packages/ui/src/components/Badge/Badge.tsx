import { useLingui } from "@lingui/react/macro";
import { forwardRef, type HTMLAttributes, type ReactNode } from "react";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/icons";
import { type BadgeSize, type BadgeTone, badge, count as countStyle, text } from "./Badge.css";

/** Past this many, a count shows "99+": the exact number matters less than "a lot". */
export const defaultBadgeMax = 99;

interface BadgeCommonProps extends Omit<HTMLAttributes<HTMLSpanElement>, "children"> {
  /**
   * Colour role: `neutral`, `info`, `success`, `warning`, `danger` (tinted surfaces, for
   * statuses) or `brand` (filled red, for counts of things waiting for someone).
   * @default "neutral", or "brand" for a count
   */
  tone?: BadgeTone;
  /**
   * `sm` sits next to small text (tables, menus, tabs), `md` next to body text.
   * @default "md"
   */
  size?: BadgeSize;
}

/** A badge that shows a word or two (a status, a category). */
export interface BadgeLabelProps extends BadgeCommonProps {
  /** The text shown; it is read out as it is. */
  children: ReactNode;
  /** A decorative icon before the text: the text alone must carry the meaning (WCAG 1.4.1). */
  icon?: IconName;
  count?: never;
  max?: never;
  label?: never;
}

/** A badge that shows a number (new registrations, proposed schedules…). */
export interface BadgeCountProps extends BadgeCommonProps {
  /** The number shown. Past `max` the badge shows `max` followed by "+". */
  count: number;
  /**
   * The largest number shown as it is.
   * @default 99
   */
  max?: number;
  /**
   * What the number means, in the current language, read out instead of the bare digits (which
   * say nothing out of context): for example "3 nouvelles inscriptions". The host writes it, as
   * only it knows what is counted and how to pluralise it.
   */
  label: string;
  children?: never;
  icon?: never;
}

/** Props of {@link Badge}: either a text badge or a count badge, never both. */
export type BadgeProps = BadgeLabelProps | BadgeCountProps;

/**
 * A small, non-interactive label: a status in words, or a count. A count shows its digits to the
 * eye and its `label` to assistive technology, since "3" alone does not say three of what.
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(props, ref) {
  const { t, i18n } = useLingui();
  if (props.count !== undefined) {
    const {
      count,
      max = defaultBadgeMax,
      label,
      tone = "brand",
      size = "md",
      className,
      ...rest
    } = props;
    const maxShown = i18n.number(max);
    const shown =
      count > max
        ? t({
            comment: "A count badge whose number is larger than the most it shows, as in 99+.",
            message: `${maxShown}+`,
          })
        : i18n.number(count);
    const classes = `${badge({ tone, size })} ${countStyle({ size })}`;
    return (
      <span {...rest} ref={ref} className={className ? `${classes} ${className}` : classes}>
        <span aria-hidden="true">{shown}</span>
        <span className={visuallyHidden}>{label}</span>
      </span>
    );
  }
  const { children, icon, tone = "neutral", size = "md", className, ...rest } = props;
  const classes = badge({ tone, size });
  return (
    <span {...rest} ref={ref} className={className ? `${classes} ${className}` : classes}>
      {icon ? <Icon name={icon} size="sm" /> : null}
      <span className={text}>{children}</span>
    </span>
  );
});
