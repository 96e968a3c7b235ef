import { useLingui } from "@lingui/react/macro";
import { Button, Dialog } from "@releve/ui";
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router-dom";

/** Props of {@link UnsavedChangesGuard}. */
export interface UnsavedChangesGuardProps {
  /** Whether leaving would lose something: the form is dirty and not saved. */
  when: boolean;
}

/**
 * Warns before leaving a form with unsaved changes (spec 02 §5 "unsaved changes"):
 * a navigation inside the planner (a link, the menu, Back) asks "Quitter sans enregistrer ?",
 * "Rester" focused first; closing or reloading the tab gets the browser's own question. A change
 * of the address's search alone (a tab, a filter of the same page) is not leaving. Once `when`
 * is false — the form saved — the page leaves freely, even within the same event.
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const { t } = useLingui();
  // Read when a navigation starts, not when the guard last rendered: a save followed at once
  // by a navigation is not blocked.
  const active = useRef(when);
  active.current = when;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is returned; the text is theirs, not ours.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  // A save that ends while the question is open lets the navigation through.
  useEffect(() => {
    if (blocker.state === "blocked" && !when) blocker.proceed();
  }, [blocker, when]);

  const isOpen = blocker.state === "blocked";
  const stay = () => {
    if (blocker.state === "blocked") blocker.reset();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) stay();
      }}
      title={t({ context: "unsaved-changes", message: "Quitter sans enregistrer ?" })}
      role="alertdialog"
      variant="warning"
      size="sm"
      hasCloseButton={false}
      actions={
        <>
          <Button variant="secondary" autoFocus onPress={stay}>
            {t({ context: "unsaved-changes", message: "Rester sur la page" })}
          </Button>
          <Button
            variant="danger"
            onPress={() => {
              if (blocker.state === "blocked") blocker.proceed();
            }}
          >
            {t({ context: "unsaved-changes", message: "Quitter sans enregistrer" })}
          </Button>
        </>
      }
    >
      <p>
        {t({
          context: "unsaved-changes",
          message: "Vos modifications n'ont pas été enregistrées. Elles seront perdues.",
        })}
      </p>
    </Dialog>
  );
}
