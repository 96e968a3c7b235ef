import { useLingui } from "@lingui/react/macro";
import { forwardRef } from "react";
import {
  Breadcrumb as AriaBreadcrumb,
  type BreadcrumbProps as AriaBreadcrumbProps,
  Breadcrumbs as AriaBreadcrumbs,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
  Link,
  type LinkProps,
} from "react-aria-components";
import { Icon } from "../Icon/Icon";
import * as styles from "./Breadcrumbs.css";

/** Props of {@link Breadcrumbs}: react-aria's (`onAction`, `isDisabled`…), plus the landmark name. */
export interface BreadcrumbsProps
  extends Omit<AriaBreadcrumbsProps<object>, "aria-label" | "aria-labelledby" | "className"> {
  /**
   * Name of the navigation landmark, when a page has more than one trail.
   * @default "Fil d'Ariane" in the current language
   */
  "aria-label"?: string;
  /** Class of the `<nav>` element. */
  className?: string;
}

/**
 * The path from the home page to the current one: a `<nav>` landmark around react-aria's
 * `Breadcrumbs`. The last {@link Breadcrumb} is the current page (`aria-current="page"`, not a
 * link); separators are decorative. The forwarded ref points at the `<nav>`.
 */
export const Breadcrumbs = forwardRef<HTMLElement, BreadcrumbsProps>(function Breadcrumbs(
  { "aria-label": ariaLabel, className, ...props },
  ref,
) {
  const { t } = useLingui();
  return (
    <nav
      ref={ref}
      className={className}
      aria-label={
        ariaLabel ??
        t({
          comment: "Name of the breadcrumb trail landmark, read by screen readers.",
          message: "Fil d'Ariane",
        })
      }
    >
      <AriaBreadcrumbs {...props} className={styles.list} />
    </nav>
  );
});

/** Props of {@link Breadcrumb}: one level of the trail. */
export interface BreadcrumbProps extends Omit<AriaBreadcrumbProps, "children" | "className"> {
  /** The page of that level. Leave it out on the current page, which is not a link. */
  href?: string;
  /** Options handed to the host router (`RouterProvider`) when the link is followed. */
  routerOptions?: LinkProps["routerOptions"];
  /** The page's name, in full: a long one is cut visually, never for assistive technology. */
  children: string;
  /** Class of the `<li>` element. */
  className?: string;
}

/** One level of a {@link Breadcrumbs} trail: a react-aria `Link`, then a decorative chevron. */
export const Breadcrumb = forwardRef<HTMLLIElement, BreadcrumbProps>(function Breadcrumb(
  { href, routerOptions, children, className, ...props },
  ref,
) {
  return (
    <AriaBreadcrumb
      {...props}
      ref={ref}
      className={className ? `${styles.item} ${className}` : styles.item}
    >
      {({ isCurrent }) => (
        <>
          <Link
            className={styles.link}
            {...(href === undefined ? {} : { href })}
            {...(routerOptions === undefined ? {} : { routerOptions })}
          >
            <span className={styles.label}>{children}</span>
          </Link>
          {isCurrent ? null : <Icon name="chevronRight" size="sm" className={styles.separator} />}
        </>
      )}
    </AriaBreadcrumb>
  );
});
