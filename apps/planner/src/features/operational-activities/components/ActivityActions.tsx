import { useLingui } from "@lingui/react/macro";
import { activityAllowedActions, hasFeature, routeHref } from "@releve/domain";
import { type ReactNode, useState } from "react";
import { ActionBar, type ActionItem, ActionsMenu } from "../../../lib/detail/Actions";
import { useSession } from "../../../lib/session";
import type { Activity } from "../api/activities";
import type { ActivityActionSubject, ActivityActionTarget } from "./activity-dialog";
import { CancelDialog } from "./CancelDialog";
import { DeleteDialog } from "./DeleteDialog";
import { DeleteOccurrenceDialog } from "./DeleteOccurrenceDialog";
import { DeleteSeriesDialog } from "./DeleteSeriesDialog";
import { PublishDialog } from "./PublishDialog";
import { SeriesKeptDialog } from "./SeriesKeptDialog";

export type { ActivityActionSubject, ActivityActionTarget } from "./activity-dialog";

/** The actions on an activity, in the order they are offered. */
export const activityActionKeys = [
  "view",
  "edit",
  "clone",
  "publish",
  "cancel",
  "delete",
  "deleteOccurrence",
  "deleteSeries",
] as const;

/** One action on an activity: a page to go to, or a dialog to confirm. */
export type ActivityActionKey = (typeof activityActionKeys)[number];

/** An action offered on an activity. */
export type ActivityActionItem = ActionItem<ActivityActionKey>;

/** What {@link useActivityActions} gives a page. */
export interface ActivityActions {
  /**
   * The actions the active role may take on an activity in its status (the domain's lifecycle):
   * the page's own address (`view`) only when `withView`, for a list's row.
   */
  itemsFor(activity: ActivityActionSubject, options?: { withView?: boolean }): ActivityActionItem[];
  /** Opens the dialog of an action that has one; an action leading to a page does nothing. */
  start(key: ActivityActionKey, target: ActivityActionTarget): void;
  /** The open dialog, if any: render it once, anywhere in the page. */
  dialog: ReactNode;
}

/** Props of {@link useActivityActions}. */
export interface ActivityActionsOptions {
  /** What follows a deletion, once its messages are read: the detail page leaves a deleted activity. */
  onDeleted?: (deletedIds: readonly number[]) => void;
}

type Open =
  | { key: ActivityActionKey; target: ActivityActionTarget }
  | { key: "kept"; kept: readonly Activity[]; deletedIds: readonly number[] };

const dialogKeys: ReadonlySet<ActivityActionKey> = new Set([
  "publish",
  "cancel",
  "delete",
  "deleteOccurrence",
  "deleteSeries",
]);

/**
 * The actions on activities for the list's rows and the detail page alike: which ones the active
 * role may take — `operationalActivity` written to change one, `operationalActivity.create` to
 * copy one, and what the domain's lifecycle allows in its status — and their confirmation
 * dialogs, one open at a time. Each dialog's action revalidates what it made stale, so the list
 * and the detail show what the API now holds.
 */
export function useActivityActions({ onDeleted }: ActivityActionsOptions = {}): ActivityActions {
  const { t } = useLingui();
  const { activeAuthorization } = useSession();
  const mayWrite = hasFeature(activeAuthorization, "operationalActivity", true);
  const mayCreate = hasFeature(activeAuthorization, "operationalActivity.create", true);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const deleted = (ids: readonly number[]) => onDeleted?.(ids);

  const itemsFor: ActivityActions["itemsFor"] = (activity, { withView = false } = {}) => {
    const allowed = mayWrite ? activityAllowedActions(activity) : [];
    const inSeries = activity.recurrenceId !== null;
    const id = activity.id;
    const items: (ActivityActionItem | false)[] = [
      withView && {
        key: "view",
        label: t({ context: "operational-activities", message: "Voir le détail" }),
        icon: "eye",
        href: routeHref("operational-activity-detail-page", { id }),
        isDestructive: false,
      },
      allowed.includes("edit") && {
        key: "edit",
        label: t({ context: "operational-activities", message: "Modifier" }),
        icon: "edit",
        href: routeHref("operational-activity-edit", { id }),
        isDestructive: false,
      },
      mayCreate && {
        key: "clone",
        label: t({ context: "operational-activities", message: "Créer une copie" }),
        icon: "copy",
        href: routeHref("operational-activity-create", {}, { clone: id }),
        isDestructive: false,
      },
      allowed.includes("publish") && {
        key: "publish",
        label: t({ context: "operational-activities", message: "Publier" }),
        icon: "check",
        isDestructive: false,
      },
      allowed.includes("cancel") && {
        key: "cancel",
        label: t({ context: "operational-activities", message: "Annuler l'activité" }),
        icon: "close",
        isDestructive: true,
      },
      allowed.includes("delete") &&
        !inSeries && {
          key: "delete",
          label: t({ context: "operational-activities", message: "Supprimer l'activité" }),
          icon: "trash",
          isDestructive: true,
        },
      allowed.includes("delete") &&
        inSeries && {
          key: "deleteOccurrence",
          label: t({ context: "operational-activities", message: "Supprimer cette occurrence" }),
          icon: "trash",
          isDestructive: true,
        },
      allowed.includes("delete") &&
        inSeries && {
          key: "deleteSeries",
          label: t({ context: "operational-activities", message: "Supprimer la série" }),
          icon: "trash",
          isDestructive: true,
        },
    ];
    return items.filter((item): item is ActivityActionItem => item !== false);
  };

  let dialog: ReactNode = null;
  if (open?.key === "kept") {
    dialog = (
      <SeriesKeptDialog
        kept={open.kept}
        onOpenOccurrence={close}
        onClose={() => {
          close();
          deleted(open.deletedIds);
        }}
      />
    );
  } else if (open) {
    const props = { target: open.target, onClose: close };
    const deleting = { ...props, onDeleted: deleted };
    dialog =
      open.key === "publish" ? (
        <PublishDialog {...props} />
      ) : open.key === "cancel" ? (
        <CancelDialog {...props} />
      ) : open.key === "delete" ? (
        <DeleteDialog {...deleting} />
      ) : open.key === "deleteOccurrence" ? (
        <DeleteOccurrenceDialog {...deleting} />
      ) : open.key === "deleteSeries" ? (
        <DeleteSeriesDialog
          {...deleting}
          onKept={(kept, deletedIds) => setOpen({ key: "kept", kept, deletedIds })}
        />
      ) : null;
  }

  return {
    itemsFor,
    start: (key, target) => {
      if (dialogKeys.has(key)) setOpen({ key, target });
    },
    dialog,
  };
}

/** Props of {@link ActivityActionsMenu} and {@link ActivityActionBar}. */
export interface ActivityActionsViewProps {
  actions: ActivityActions;
  target: ActivityActionTarget;
}

/**
 * A row's menu of actions: the detail page first, then what the role may do with the activity;
 * the button is named after the activity, so each row's says which.
 */
export function ActivityActionsMenu({ actions, target }: ActivityActionsViewProps) {
  const { t } = useLingui();
  const title = target.activity.title;
  return (
    <ActionsMenu
      items={actions.itemsFor(target.activity, { withView: true })}
      label={t({ context: "operational-activities", message: `Actions sur « ${title} »` })}
      onAction={(key) => actions.start(key, target)}
    />
  );
}

/**
 * The detail page's actions in sight: publishing, a draft's next step, stressed; what destroys
 * is said in danger by its dialog.
 */
export function ActivityActionBar({ actions, target }: ActivityActionsViewProps) {
  return (
    <ActionBar
      items={actions.itemsFor(target.activity)}
      onAction={(key) => actions.start(key, target)}
      primary={["publish"]}
    />
  );
}
