import { type Conflict, hasBlockingConflict } from "@releve/domain";
import { forwardRef, type ReactNode, useId } from "react";
import { Button } from "../Button/Button";
import { Dialog, type DialogProps } from "../Dialog/Dialog";
import { Icon } from "../Icon/Icon";
import { Link } from "../Link/Link";
import * as styles from "./ConflictDialog.css";
import { useConflictDialogLabels } from "./ConflictDialogLabels";

/** How the dialog opens another means of intervention: a link to its page, or a callback. */
export type ConflictMeansLinkProps =
  | {
      /** The address of a means of intervention's page: its number becomes a link there. */
      meansHref: (meansOfInterventionId: number) => string;
      onOpenMeans?: never;
    }
  | {
      /**
       * Opens a means of intervention (in a side panel, another dialog…): its number becomes a
       * link that calls this. The host decides whether the conflict dialog stays open.
       */
      onOpenMeans: (meansOfInterventionId: number) => void;
      meansHref?: never;
    }
  | { meansHref?: never; onOpenMeans?: never };

/** Props of {@link ConflictDialog}. */
export type ConflictDialogProps = Omit<
  DialogProps,
  "title" | "children" | "actions" | "variant" | "role" | "hasCloseButton"
> &
  ConflictMeansLinkProps & {
    /**
     * The conflicts the API returned for the action (`Conflict` of `@releve/domain`): those with
     * `blocking` refuse it, the others let it through, flagged.
     */
    conflicts: readonly Conflict[];
    /** Runs when the person confirms despite non-blocking conflicts, before the dialog closes. */
    onConfirm: () => void;
    /**
     * The heading.
     * @default "Conflits de planification", in the current language
     */
    title?: ReactNode;
    /**
     * The confirming button's label, shown only when no conflict blocks.
     * @default "Confirmer malgré les conflits", in the current language
     */
    confirmLabel?: string;
    /** The name of a person (`personId` of a conflict); "Personne n° 12" without it. */
    personName?: (personId: number) => string;
  };

/**
 * The scheduling and absence conflicts of an action (spec 02 §8), in a modal alert dialog:
 * blocking conflicts first (the action is refused, the only answer is Cancel; `danger` tone),
 * then non-blocking ones (the person may confirm anyway; `warning` tone). Each names the person,
 * the means or registration concerned, the kind of conflict, and the other means by number, as
 * links when `meansHref` or `onOpenMeans` is given. Focus starts on Cancel, stays inside and
 * returns to the trigger; Escape cancels. Put it in a `DialogTrigger` or control it with
 * `isOpen`/`onOpenChange`.
 */
export const ConflictDialog = forwardRef<HTMLElement, ConflictDialogProps>(function ConflictDialog(
  {
    conflicts,
    onConfirm,
    title,
    confirmLabel,
    personName,
    meansHref,
    onOpenMeans,
    size = "md",
    ...props
  },
  ref,
) {
  const labels = useConflictDialogLabels();
  const isBlocked = hasBlockingConflict(conflicts);
  const blocking = conflicts.filter((conflict) => conflict.blocking);
  const nonBlocking = conflicts.filter((conflict) => !conflict.blocking);
  const nameOf = personName ?? labels.person;
  const summary = isBlocked
    ? labels.blockingSummary(blocking.length)
    : nonBlocking.length > 0
      ? labels.nonBlockingSummary(nonBlocking.length)
      : labels.noConflict;

  const renderMeans = (id: number) => {
    const name = labels.means(id);
    if (meansHref)
      return (
        <Link variant="standalone" href={meansHref(id)}>
          {name}
        </Link>
      );
    if (onOpenMeans) {
      return (
        <Link variant="standalone" onPress={() => onOpenMeans(id)}>
          {name}
        </Link>
      );
    }
    return name;
  };

  const section = (items: readonly Conflict[], isBlocking: boolean) => (
    <ConflictSection
      heading={isBlocking ? labels.blockingHeading : labels.nonBlockingHeading}
      isBlocking={isBlocking}
    >
      {items.map((conflict) => {
        const kind = labels.kinds[conflict.type];
        const subject =
          conflict.registrationId === undefined
            ? labels.means(conflict.meansOfInterventionId)
            : labels.registration(conflict.registrationId, conflict.meansOfInterventionId);
        return (
          <li
            key={`${conflict.type}-${conflict.personId}-${conflict.meansOfInterventionId}-${conflict.registrationId ?? ""}`}
            className={styles.item}
          >
            <Icon
              name={isBlocking ? "danger" : "alert"}
              className={styles.itemIcon({ tone: isBlocking ? "blocking" : "nonBlocking" })}
            />
            <div className={styles.itemText}>
              <p className={styles.kind}>{kind.name}</p>
              <p className={styles.subject}>
                {nameOf(conflict.personId)} — {subject}
              </p>
              <p className={styles.explanation}>{kind.explanation}</p>
              {conflict.otherIds.length > 0 ? (
                <div className={styles.others}>
                  <span>{labels.otherMeans}</span>
                  <ul className={styles.otherList}>
                    {conflict.otherIds.map((id) => (
                      <li key={id}>{renderMeans(id)}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ConflictSection>
  );

  return (
    <Dialog
      {...props}
      ref={ref}
      size={size}
      role="alertdialog"
      hasCloseButton={false}
      variant={isBlocked ? "danger" : "warning"}
      title={title ?? labels.defaultTitle}
      actions={(close) => (
        <>
          {/* Focus starts on the answer that changes nothing (WAI-ARIA APG, alert dialog). */}
          <Button variant="secondary" autoFocus onPress={close}>
            {labels.cancel}
          </Button>
          {isBlocked ? null : (
            <Button
              variant="primary"
              onPress={() => {
                onConfirm();
                close();
              }}
            >
              {confirmLabel ?? labels.defaultConfirm}
            </Button>
          )}
        </>
      )}
    >
      <p className={styles.summary}>{summary}</p>
      {blocking.length > 0 ? section(blocking, true) : null}
      {nonBlocking.length > 0 ? section(nonBlocking, false) : null}
    </Dialog>
  );
});

/** One group of conflicts under its heading, named by it for assistive technology. */
function ConflictSection({
  heading,
  isBlocking,
  children,
}: {
  heading: string;
  isBlocking: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      {/* Under the dialog's title (a level 2 heading): the next level. */}
      <h3
        id={headingId}
        className={styles.sectionHeading({ tone: isBlocking ? "blocking" : "nonBlocking" })}
      >
        {heading}
      </h3>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}
