import { useLingui } from "@lingui/react/macro";
import {
  AlertBanner,
  Button,
  Link,
  Skeleton,
  SkeletonShape,
  TextField,
  toastQueue,
} from "@releve/ui";
import { useId, useState } from "react";
import { ConfirmAction } from "../ConfirmAction";
import { card } from "../card.css";
import { describeError } from "../error-messages";
import { useInstantFormat } from "../instant-format";
import { LoadProblem } from "../LoadProblem";
import * as styles from "./CalendarFeedSection.css";
import { myCalendarFeedQuery, useCreateCalendarFeed, useRevokeCalendarFeed } from "./calendar-feed";

/** The subscription address as a calendar application opens it (`webcal:` for `https:`). */
const webcalOf = (url: string) => url.replace(/^https?:/, "webcal:");

/**
 * The person's calendar subscription (decision 045): a private address their phone's or
 * computer's calendar subscribes to, which then shows their registrations and follows them. The
 * address is shown once, when made (only its hash is kept); it can be made anew (the previous one
 * stops answering) or revoked.
 */
export function CalendarFeedSection({
  className,
  headingClassName,
  introClassName,
}: {
  /** The page's look of a section, its heading and its introduction. */
  className: string;
  headingClassName: string;
  introClassName: string;
}) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {t({ context: "calendar feed", message: "Mes inscriptions dans mon agenda" })}
      </h2>
      <p className={introClassName}>
        {t({
          context: "calendar feed",
          message:
            "Abonnez l'agenda de votre téléphone ou de votre ordinateur à une adresse personnelle\u00a0: vos inscriptions s'y affichent avec leur statut, le rendez-vous et le retour, et se mettent à jour d'elles-mêmes. Qui connaît l'adresse voit vos inscriptions\u00a0: gardez-la pour vous.",
        })}
      </p>
      <FeedSubscription />
    </section>
  );
}

/** The address: whether there is one, the one just made, and making, renewing, revoking it. */
function FeedSubscription() {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const { data, error, mutate } = myCalendarFeedQuery.use();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  /** The address just made, shown until the page is left. */
  const [made, setMade] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<"replace" | "revoke" | null>(null);
  const [copied, setCopied] = useState(false);

  if (error) {
    return (
      <LoadProblem
        title={t`L'abonnement à votre agenda n'a pas pu être lu`}
        error={error}
        retry={() => void mutate()}
      />
    );
  }
  if (!data) {
    return (
      <Skeleton label={t({ context: "calendar feed", message: "Chargement de l'abonnement…" })}>
        <SkeletonShape shape="text" lines={2} />
      </Skeleton>
    );
  }
  const feed = data.feed;

  const makeAddress = async () => {
    const answer = await create.run();
    if (answer) {
      setCopied(false);
      setMade(answer.url);
    }
    return answer;
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // The browser refused the clipboard: the address stays selectable in its field.
      setCopied(false);
    }
  };

  return (
    <>
      <p className={styles.facts}>
        {feed ? (
          <>
            <span>
              {t({
                context: "calendar feed",
                message: `Adresse créée le ${format.dateTime(feed.createdAt)}.`,
              })}
            </span>
            <span>
              {feed.lastReadAt
                ? t({
                    context: "calendar feed",
                    message: `Lue par un agenda pour la dernière fois le ${format.dateTime(feed.lastReadAt)}.`,
                  })
                : t({ context: "calendar feed", message: "Aucun agenda ne l'a encore lue." })}
            </span>
          </>
        ) : (
          t({ context: "calendar feed", message: "Vous n'avez pas d'adresse d'abonnement." })
        )}
      </p>

      {made && feed ? (
        <div className={card}>
          <TextField
            label={t({ context: "calendar feed", message: "Adresse d'abonnement" })}
            value={made}
            isReadOnly
            description={t({
              context: "calendar feed",
              message:
                "Copiez-la maintenant\u00a0: elle ne sera plus affichée. Dans votre agenda, ajoutez un agenda « à partir d'une adresse » et collez-la.",
            })}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => void copy(made)}>
              {t({ context: "calendar feed", message: "Copier l'adresse" })}
            </Button>
            <Link href={webcalOf(made)} variant="standalone">
              {t({ context: "calendar feed", message: "Ouvrir dans mon agenda" })}
            </Link>
          </div>
          <p role="status" className={styles.facts}>
            {copied ? t({ context: "calendar feed", message: "Adresse copiée." }) : null}
          </p>
        </div>
      ) : null}

      {create.error && !confirming ? (
        <AlertBanner level="danger" title={t`L'adresse n'a pas été créée`}>
          {describeError(i18n, create.error)}
        </AlertBanner>
      ) : null}

      <div className={styles.actions}>
        {feed ? (
          <>
            <Button variant="secondary" onPress={() => setConfirming("replace")}>
              {t({ context: "calendar feed", message: "Créer une nouvelle adresse" })}
            </Button>
            <Button variant="danger" onPress={() => setConfirming("revoke")}>
              {t({ context: "calendar feed", message: "Révoquer l'adresse" })}
            </Button>
          </>
        ) : (
          <Button isPending={create.isPending} onPress={() => void makeAddress()}>
            {t({ context: "calendar feed", message: "Créer mon adresse d'abonnement" })}
          </Button>
        )}
      </div>

      <ConfirmAction
        isOpen={confirming === "replace"}
        onClose={() => setConfirming(null)}
        title={t({ context: "calendar feed", message: "Créer une nouvelle adresse ?" })}
        confirmLabel={t({ context: "calendar feed", message: "Créer la nouvelle adresse" })}
        variant="warning"
        action={create}
        onConfirm={makeAddress}
      >
        <p>
          {t({
            context: "calendar feed",
            message:
              "L'adresse actuelle cesse de fonctionner\u00a0: les agendas abonnés avec elle ne recevront plus vos inscriptions. Abonnez-les à la nouvelle.",
          })}
        </p>
      </ConfirmAction>
      <ConfirmAction
        isOpen={confirming === "revoke"}
        onClose={() => setConfirming(null)}
        title={t({ context: "calendar feed", message: "Révoquer l'adresse d'abonnement ?" })}
        confirmLabel={t({ context: "calendar feed", message: "Révoquer" })}
        variant="danger"
        action={revoke}
        onConfirm={() => revoke.run()}
        onDone={() => {
          setMade(null);
          toastQueue.add({
            kind: "saved",
            title: t({ context: "calendar feed", message: "Adresse révoquée" }),
          });
        }}
      >
        <p>
          {t({
            context: "calendar feed",
            message:
              "L'adresse cesse de fonctionner à l'instant\u00a0: les agendas abonnés ne reçoivent plus vos inscriptions. Vous pourrez en créer une autre.",
          })}
        </p>
      </ConfirmAction>
    </>
  );
}
