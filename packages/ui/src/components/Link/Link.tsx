import { useLingui } from "@lingui/react/macro";
import { forwardRef } from "react";
import {
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  composeRenderProps,
} from "react-aria-components";
import { visuallyHidden } from "../../tokens/visuallyHidden.css";
import { Icon } from "../Icon/Icon";
import { externalIcon, type LinkVariant, link } from "./Link.css";

/** Props of {@link Link}: every react-aria `Link` prop, plus the design's variant. */
export interface LinkProps extends AriaLinkProps {
  /**
   * `inline` inside running text (inherits its size), `standalone` on its own line (semibold, at
   * least 24 px high). Both are underlined; hover, press, focus and disabled are styled through
   * `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]` and `[data-disabled]`.
   * @default "inline"
   */
  variant?: LinkVariant;
}

/**
 * A link: react-aria's `Link` (an `<a>` when it has an `href`, client-side routing through
 * react-aria's `RouterProvider`) with the Relève look. With `target="_blank"` it shows an
 * "external" icon and says "(opens in a new tab)" to screen readers in the current language,
 * since opening a new tab is a change of context the person should know about (WCAG 3.2.5).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { variant = "inline", className, children, target, rel, ...props },
  ref,
) {
  const { t } = useLingui();
  const opensNewTab = target === "_blank";
  // No `opener` for the new page, even in browsers that do not imply it for `_blank`.
  const relation = rel ?? (opensNewTab ? "noopener" : undefined);
  return (
    <AriaLink
      {...props}
      {...(target === undefined ? {} : { target })}
      {...(relation === undefined ? {} : { rel: relation })}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${link({ variant })} ${extra}` : link({ variant }),
      )}
    >
      {composeRenderProps(children, (content) =>
        opensNewTab ? (
          <>
            {content}
            {/* A no-break space: the icon never starts a line on its own, and the hidden words
                stay a separate word in the accessible name. */}
            {"\u00A0"}
            <Icon name="externalLink" size="sm" className={externalIcon} />
            <span className={visuallyHidden}>
              {t({
                comment:
                  "Spoken after the name of a link that opens in a new browser tab; shown as an icon.",
                message: "(s'ouvre dans un nouvel onglet)",
              })}
            </span>
          </>
        ) : (
          content
        ),
      )}
    </AriaLink>
  );
});
