import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { listName } from "@releve/domain";
import { Skeleton, SkeletonShape, toastQueue } from "@releve/ui";
import { useState } from "react";
import { ConfirmAction, ConfirmComment } from "../../../lib/ConfirmAction";
import * as styles from "../../../lib/detail/detail.css";
import { useInstantFormat } from "../../../lib/instant-format";
import { LoadProblem } from "../../../lib/LoadProblem";
import { staffTypeLabels } from "../../../lib/registrations/labels";
import {
  type MeansNoticeRecipients,
  useNoticeRecipients,
  useNotifyMobilization,
  useNotifyOpening,
} from "../api/means";
import type { MeansDialogProps } from "./means-dialog";

/** Which notice: the mobilisation told again, or the opening announced again (decision 035). */
export type NoticeKind = "mobilization" | "opening";

/** Whom the notice reaches: how many, the first of them by name, who has no address. */
function Recipients({ recipients }: { recipients: MeansNoticeRecipients }) {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const { total, reachable, items } = recipients;
  const unreachable = total - reachable;
  return (
    <>
      <p>
        {t({
          context: "means",
          message: plural(reachable, {
            0: "Personne ne recevra de message.",
            one: "# personne recevra un message\u00a0:",
            other: "# personnes recevront un message\u00a0:",
          }),
        })}
      </p>
      <ul className={styles.rows} aria-label={t({ context: "means", message: "Destinataires" })}>
        {items.map((person) => (
          <li key={person.personId} className={styles.row}>
            <span className={styles.rowMain}>
              <span>{listName(person, i18n.locale)}</span>
              <span className={styles.muted}>{i18n._(staffTypeLabels[person.staffType])}</span>
            </span>
            {person.reachable ? null : (
              <span className={styles.muted}>
                {t({ context: "means", message: "Aucune adresse e-mail" })}
              </span>
            )}
          </li>
        ))}
      </ul>
      {total > items.length ? (
        <p className={styles.muted}>
          {t({
            context: "means",
            message: plural(total - items.length, { one: "et # autre", other: "et # autres" }),
          })}
        </p>
      ) : null}
      {unreachable > 0 ? (
        <p className={styles.muted}>
          {t({
            context: "means",
            message: plural(unreachable, {
              one: "# personne n'a pas d'adresse e-mail\u00a0: prévenez-la autrement.",
              other: "# personnes n'ont pas d'adresse e-mail\u00a0: prévenez-les autrement.",
            }),
          })}
        </p>
      ) : null}
      {recipients.lastNotifiedAt ? (
        <p className={styles.muted}>
          {t({
            context: "means",
            message: `Dernier envoi le ${format.dateTime(recipients.lastNotifiedAt)}.`,
          })}
          {recipients.availableAt
            ? ` ${t({
                context: "means",
                message: `Un nouvel envoi sera possible à partir du ${format.dateTime(recipients.availableAt)}.`,
              })}`
            : null}
        </p>
      ) : null}
    </>
  );
}

/**
 * Telling people again about a means (spec 02 §2 "notify mobilization", "notify opening";
 * decision 035): the dialog first reads whom the notice would reach and says so, then sends it
 * with the optional comment and says how many messages it wrote.
 */
export function NoticeDialog({ kind, target, onClose }: MeansDialogProps & { kind: NoticeKind }) {
  const { t } = useLingui();
  const recipients = useNoticeRecipients(kind, target.means.id);
  const mobilize = useNotifyMobilization();
  const announce = useNotifyOpening();
  const action = kind === "mobilization" ? mobilize : announce;
  const [comment, setComment] = useState("");
  const isMobilization = kind === "mobilization";
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={
        isMobilization
          ? t({ context: "means", message: "Rappeler la mobilisation ?" })
          : t({ context: "means", message: "Annoncer l'ouverture ?" })
      }
      confirmLabel={
        isMobilization
          ? t({ context: "means", message: "Envoyer le rappel" })
          : t({ context: "means", message: "Envoyer l'annonce" })
      }
      action={action}
      onConfirm={() =>
        action.run({ params: { id: target.means.id }, body: { comment: comment.trim() } })
      }
      onDone={(sent) =>
        toastQueue.add({
          kind: "saved",
          title: t({
            context: "means",
            message: plural(sent.recipientCount, {
              one: "# message envoyé",
              other: "# messages envoyés",
            }),
          }),
        })
      }
    >
      <p>
        {isMobilization
          ? t({
              context: "means",
              message: `Les personnes validées sur « ${target.name} » recevront de nouveau leur mobilisation par e-mail.`,
            })
          : t({
              context: "means",
              message: `Les bénévoles de l'activité qui ne sont pas inscrits sur « ${target.name} » recevront l'annonce de son ouverture par e-mail.`,
            })}
      </p>
      {recipients.data ? (
        <Recipients recipients={recipients.data} />
      ) : recipients.error ? (
        <LoadProblem
          title={t({ context: "means", message: "Les destinataires n'ont pas pu être lus." })}
          error={recipients.error}
          retry={() => void recipients.mutate()}
        />
      ) : (
        <Skeleton label={t({ context: "means", message: "Recherche des destinataires…" })}>
          <SkeletonShape shape="block" height="4rem" />
        </Skeleton>
      )}
      <ConfirmComment
        value={comment}
        onChange={setComment}
        description={t({
          context: "means",
          message: "Il est ajouté au message, signé de votre nom.",
        })}
        isDisabled={action.isPending}
      />
    </ConfirmAction>
  );
}
