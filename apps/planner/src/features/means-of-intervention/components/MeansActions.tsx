import { useLingui } from "@lingui/react/macro";
import {
  hasFeature,
  type MeansNotice,
  meansAllowedActions,
  meansNoticeStatuses,
  routeHref,
} from "@releve/domain";
import { type ReactNode, useState } from "react";
import { ActionBar, type ActionItem, ActionsMenu } from "../../../lib/detail/Actions";
import { useSession } from "../../../lib/session";
import { useSettings } from "../../../lib/settings";
import {
  CancelMeansDialog,
  DeleteMeansDialog,
  OpenMeansDialog,
  PublishMeansDialog,
} from "./MeansLifecycleDialogs";
import type { MeansActionSubject, MeansActionTarget } from "./means-dialog";
import { NoticeDialog } from "./NoticeDialog";
import { lastsTwelveHours, SplitMeansDialog } from "./SplitMeansDialog";

/** The actions on a means, in the order they are offered. */
export const meansActionKeys = [
  "view",
  "edit",
  "clone",
  "duplicate",
  "publish",
  "open",
  "notifyMobilization",
  "notifyOpening",
  "split",
  "cancel",
  "delete",
] as const;

/** One action on a means: a page to go to, or a dialog to confirm. */
export type MeansActionKey = (typeof meansActionKeys)[number];

const dialogKeys: ReadonlySet<MeansActionKey> = new Set([
  "publish",
  "open",
  "notifyMobilization",
  "notifyOpening",
  "split",
  "cancel",
  "delete",
]);

/** What {@link useMeansActions} gives a page. */
export interface MeansActions {
  /**
   * The actions the active role may take on a means in its status (the domain's lifecycle and
   * notice rules): its page (`view`) only when `withView`, for a list's row.
   */
  itemsFor(
    means: MeansActionSubject,
    options?: { withView?: boolean },
  ): ActionItem<MeansActionKey>[];
  /** Opens the dialog of an action that has one. */
  start(key: MeansActionKey, target: MeansActionTarget): void;
  /** The open dialog, if any: render it once, anywhere in the page. */
  dialog: ReactNode;
}

/** Whether a notice may be sent in the means' status (decision 035); the API checks the rest. */
const mayNotify = (means: MeansActionSubject, notice: MeansNotice) =>
  meansNoticeStatuses[notice].includes(means.status);

/**
 * The actions on means for the lists' rows and the means' page alike: which ones the active
 * role may take — `meansOfIntervention` written, and what the domain allows in the means'
 * status — and their confirmation dialogs, one open at a time. Each dialog's action revalidates
 * what it made stale.
 */
export function useMeansActions(options: { onDeleted?: () => void } = {}): MeansActions {
  const { t } = useLingui();
  const { activeAuthorization } = useSession();
  const mayWrite = hasFeature(activeAuthorization, "meansOfIntervention", true);
  const { timeZone } = useSettings();
  const [open, setOpen] = useState<{ key: MeansActionKey; target: MeansActionTarget } | null>(null);
  const close = () => setOpen(null);

  const itemsFor: MeansActions["itemsFor"] = (means, { withView = false } = {}) => {
    const allowed = mayWrite ? meansAllowedActions(means) : [];
    const { id, operationalActivityId } = means;
    const items: (ActionItem<MeansActionKey> | false)[] = [
      withView && {
        key: "view",
        label: t({ context: "means", message: "Voir le détail" }),
        icon: "eye",
        href: routeHref("means-of-intervention-detail-page", { id }),
        isDestructive: false,
      },
      allowed.includes("edit") && {
        key: "edit",
        label: t({ context: "means", message: "Modifier" }),
        icon: "edit",
        href: routeHref("means-of-intervention-edit", { operationalActivityId, id }),
        isDestructive: false,
      },
      mayWrite && {
        key: "clone",
        label: t({ context: "means", message: "Créer une copie" }),
        icon: "copy",
        href: routeHref("means-of-intervention-create", { operationalActivityId }, { clone: id }),
        isDestructive: false,
      },
      mayWrite && {
        key: "duplicate",
        label: t({ context: "means", message: "Dupliquer" }),
        icon: "calendar",
        href: routeHref("means-of-intervention-duplicate", { id }),
        isDestructive: false,
      },
      allowed.includes("publish") && {
        key: "publish",
        label: t({ context: "means", message: "Publier" }),
        icon: "check",
        isDestructive: false,
      },
      allowed.includes("open") && {
        key: "open",
        label: t({ context: "means", message: "Ouvrir aux bénévoles" }),
        icon: "users",
        isDestructive: false,
      },
      mayWrite &&
        mayNotify(means, "notifyMobilization") && {
          key: "notifyMobilization",
          label: t({ context: "means", message: "Rappeler la mobilisation" }),
          icon: "bell",
          isDestructive: false,
        },
      mayWrite &&
        mayNotify(means, "notifyOpening") && {
          key: "notifyOpening",
          label: t({ context: "means", message: "Annoncer l'ouverture" }),
          icon: "bell",
          isDestructive: false,
        },
      allowed.includes("split") &&
        lastsTwelveHours(means, timeZone) && {
          key: "split",
          label: t({ context: "means", message: "Scinder le moyen" }),
          icon: "clock",
          isDestructive: false,
        },
      allowed.includes("cancel") && {
        key: "cancel",
        label: t({ context: "means", message: "Annuler le moyen" }),
        icon: "close",
        isDestructive: true,
      },
      allowed.includes("delete") && {
        key: "delete",
        label: t({ context: "means", message: "Supprimer le moyen" }),
        icon: "trash",
        isDestructive: true,
      },
    ];
    return items.filter((item): item is ActionItem<MeansActionKey> => item !== false);
  };

  let dialog: ReactNode = null;
  if (open) {
    const props = { target: open.target, onClose: close };
    dialog =
      open.key === "publish" ? (
        <PublishMeansDialog {...props} />
      ) : open.key === "open" ? (
        <OpenMeansDialog {...props} />
      ) : open.key === "cancel" ? (
        <CancelMeansDialog {...props} />
      ) : open.key === "delete" ? (
        <DeleteMeansDialog {...props} onDeleted={() => options.onDeleted?.()} />
      ) : open.key === "notifyMobilization" ? (
        <NoticeDialog kind="mobilization" {...props} />
      ) : open.key === "notifyOpening" ? (
        <NoticeDialog kind="opening" {...props} />
      ) : open.key === "split" ? (
        <SplitMeansDialog {...props} />
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

/** A row's menu of actions: its page first, then what the role may do with the means. */
export function MeansActionsMenu({
  actions,
  target,
}: {
  actions: MeansActions;
  target: MeansActionTarget;
}) {
  const { t } = useLingui();
  const name = target.name;
  return (
    <ActionsMenu
      items={actions.itemsFor(target.means, { withView: true })}
      label={t({ context: "means", message: `Actions sur « ${name} »` })}
      onAction={(key) => actions.start(key, target)}
    />
  );
}

/** The means' page's actions in sight: the next step of its lifecycle stressed. */
export function MeansActionBar({
  actions,
  target,
}: {
  actions: MeansActions;
  target: MeansActionTarget;
}) {
  return (
    <ActionBar
      items={actions.itemsFor(target.means)}
      onAction={(key) => actions.start(key, target)}
      primary={["publish", "open"]}
    />
  );
}
