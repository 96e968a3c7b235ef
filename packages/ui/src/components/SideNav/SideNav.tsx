import { useLingui } from "@lingui/react/macro";
import { forwardRef, useState } from "react";
import { Dialog, Modal, ModalOverlay } from "react-aria-components";
import { IconButton } from "../IconButton/IconButton";
import { drawer, drawerDialog, drawerOverlay, type SideNavLayout, sidebar } from "./SideNav.css";
import { SideNavContent, type SideNavRelease, type SideNavSection } from "./SideNavContent";

/** Props of {@link SideNav}. */
export interface SideNavProps {
  /** The menu, as plain data: sections of entries (`href`, `label`, `icon`, optional `count`). */
  sections: readonly SideNavSection[];
  /** The `href` of the page being shown: its entry gets `aria-current="page"`. */
  currentHref?: string;
  /** The running release, linked to its notes at the bottom of the menu. */
  release?: SideNavRelease;
  /**
   * Whether the sidebar shows icons only (controlled). Collapsed entries keep their accessible
   * names and show their label in a tooltip on hover and keyboard focus.
   */
  isCollapsed?: boolean;
  /**
   * Whether the sidebar starts collapsed (uncontrolled).
   * @default false
   */
  defaultCollapsed?: boolean;
  /** Called with the new value when the collapse toggle is pressed. */
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /**
   * `responsive`: a sidebar in the layout on wide screens, a drawer on narrow ones. `drawer`:
   * always a drawer (the field staff's mobile navigation).
   * @default "responsive"
   */
  layout?: SideNavLayout;
  /**
   * Whether the drawer is open. The host owns this state: the navbar's menu button opens it,
   * and following a link, pressing Escape or pressing outside calls `onOpenChange(false)`.
   */
  isOpen?: boolean;
  /** Called when the drawer asks to open or close. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Name of the navigation landmark.
   * @default "Menu principal" in the current language
   */
  "aria-label"?: string;
  /** Class of the sidebar element (not of the drawer). */
  className?: string;
  /**
   * Where the drawer and the tooltips are rendered instead of `document.body` (react-aria's
   * `UNSTABLE_portalContainer`): for a preview frame or a shadow root.
   */
  UNSTABLE_portalContainer?: Element;
}

/**
 * The main layout's sidebar. Links are react-aria `Link`s, so a host router takes over navigation
 * by wrapping the app in react-aria's `RouterProvider`:
 *
 * ```tsx
 * <RouterProvider navigate={(href, options) => router.navigate(href, options)} useHref={useHref}>
 *   <SideNav sections={menu} currentHref={location.pathname} />
 * </RouterProvider>
 * ```
 *
 * On wide screens it sits in the layout and can be collapsed to icons; on narrow screens (or
 * always, with `layout="drawer"`) it is an off-canvas modal drawer opened by the host through
 * `isOpen` / `onOpenChange`. The forwarded ref points at the sidebar element (none in the
 * `drawer` layout).
 */
export const SideNav = forwardRef<HTMLDivElement, SideNavProps>(function SideNav(
  {
    sections,
    currentHref,
    release,
    isCollapsed: controlledCollapsed,
    defaultCollapsed = false,
    onCollapsedChange,
    layout = "responsive",
    isOpen = false,
    onOpenChange,
    "aria-label": ariaLabel,
    className,
    UNSTABLE_portalContainer: portalContainer,
  },
  ref,
) {
  const { t } = useLingui();
  const [uncontrolledCollapsed, setUncontrolledCollapsed] = useState(defaultCollapsed);
  const isCollapsed = controlledCollapsed ?? uncontrolledCollapsed;
  const toggleCollapsed = () => {
    if (controlledCollapsed === undefined) setUncontrolledCollapsed(!isCollapsed);
    onCollapsedChange?.(!isCollapsed);
  };
  const label =
    ariaLabel ??
    t({
      comment: "Name of the main navigation landmark (the sidebar).",
      message: "Menu principal",
    });
  const shared = { sections, currentHref, release, label, portalContainer };
  const close = () => onOpenChange?.(false);

  return (
    <>
      {layout === "responsive" ? (
        <div
          ref={ref}
          className={className ? `${sidebar} ${className}` : sidebar}
          data-collapsed={isCollapsed || undefined}
        >
          <SideNavContent
            {...shared}
            isCollapsed={isCollapsed}
            toolbar={
              <IconButton
                icon={isCollapsed ? "chevronRight" : "chevronLeft"}
                size="sm"
                onPress={toggleCollapsed}
                aria-label={
                  isCollapsed
                    ? t({
                        comment: "Button that widens the collapsed sidebar to show the labels.",
                        message: "Déplier le menu",
                      })
                    : t({
                        comment: "Button that narrows the sidebar to its icons.",
                        message: "Réduire le menu",
                      })
                }
              />
            }
          />
        </div>
      ) : null}
      <ModalOverlay
        isOpen={isOpen}
        {...(onOpenChange === undefined ? {} : { onOpenChange })}
        isDismissable
        className={drawerOverlay}
        {...(portalContainer === undefined ? {} : { UNSTABLE_portalContainer: portalContainer })}
      >
        <Modal className={drawer}>
          <Dialog aria-label={label} className={drawerDialog}>
            <SideNavContent
              {...shared}
              isCollapsed={false}
              onNavigate={close}
              toolbar={
                <IconButton
                  icon="close"
                  size="sm"
                  slot="close"
                  aria-label={t({
                    comment: "Button that closes the navigation drawer on small screens.",
                    message: "Fermer le menu",
                  })}
                />
              }
            />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
});
