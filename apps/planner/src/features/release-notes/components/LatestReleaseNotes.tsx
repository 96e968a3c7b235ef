import { lazy, Suspense, useEffect, useState } from "react";
import { useLatestReleases } from "../api/get-latest-releases";
import type { ReleaseVersionAnswer } from "../api/get-release-versions";
import { useMarkReleaseNotesSeen } from "../hooks/useMarkReleaseNotesSeen";

/** The dialog's code, loaded when there are notes to show. */
const ReleaseNotesDialog = lazy(() => import("./ReleaseNotesDialog"));

/**
 * Gives focus a place to come back to when the dialog closes. At start nothing has focus yet,
 * and react-aria restores focus to what had it when the dialog opened: without this, focus
 * would fall back to the top of the document, before the navigation. The main region (which
 * the layout makes focusable for its skip link) is where the person was heading.
 */
function prepareFocusReturn(): void {
  const active = document.activeElement;
  if (active !== null && active !== document.body) return;
  document.querySelector<HTMLElement>("main")?.focus({ preventScroll: true });
}

/**
 * The latest release notes (spec 01 §1): at start, the versions released since the user last
 * saw them open in a dialog (size md, variant warning); closing it, by its buttons or Escape,
 * stores the current date as the last seen release date, so they show once. Mounted once by
 * the main layout; it renders nothing when there is nothing new.
 */
export function LatestReleaseNotes() {
  const { data: latest } = useLatestReleases();
  const markSeen = useMarkReleaseNotesSeen();
  // What the dialog shows is kept apart from the answer: marking the notes seen empties the
  // answer, and the dialog must keep its content while it closes.
  const [shown, setShown] = useState<ReleaseVersionAnswer[] | null>(null);
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    if (shown !== null || latest === undefined || latest.length === 0) return;
    prepareFocusReturn();
    setShown(latest);
    setOpen(true);
  }, [latest, shown]);

  if (shown === null) return null;
  const close = (open: boolean) => {
    if (open) return;
    setOpen(false);
    void markSeen();
  };
  return (
    <Suspense fallback={null}>
      <ReleaseNotesDialog shown={shown} isOpen={isOpen} onOpenChange={close} />
    </Suspense>
  );
}
