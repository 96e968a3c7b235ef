import { useLingui } from "@lingui/react/macro";
import { apiError, type RegistrationFeedback } from "@releve/domain";
import { AlertBanner, Button, Skeleton, SkeletonShape } from "@releve/ui";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { ApiRequestError } from "../../../lib/api-client";
import { describeError } from "../../../lib/error-messages";
import { usePageTitle } from "../../../lib/page-title";
import { useActionLink, useAnswerActionLink } from "../api/action-link";
import * as styles from "./NotificationFeedbackPage.css";

/** What a link with no token, or a malformed one, is: the same as a wrong one. */
const invalidLink = new ApiRequestError(
  404,
  apiError("notification", "temporaryActionLinkInvalid"),
);

/**
 * The page an e-mail's action link opens (route `notification-feedback`, blank layout, no
 * sign-in; decision 025): it says which answer the link gives and sends it only when the person
 * presses the button — a mail scanner opening the link answers nothing. A wrong, used or expired
 * link gets the catalogue's message.
 */
export function NotificationFeedbackPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t({ context: "notification-feedback", message: "Votre réponse" }));
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const link = useActionLink(token);
  const answer = useAnswerActionLink(token);

  const answerText = (value: RegistrationFeedback) =>
    value === "confirmed"
      ? t({ context: "notification-feedback", message: "Je confirme ma présence" })
      : t({ context: "notification-feedback", message: "Je ne peux pas venir" });

  let body: ReactNode;
  if (answer.data) {
    body = (
      <AlertBanner
        level="info"
        title={t({ context: "notification-feedback", message: "Réponse enregistrée" })}
      >
        {t({
          context: "notification-feedback",
          message: `Merci. Votre réponse « ${answerText(answer.data.answer)} » est enregistrée : votre responsable la voit dans Relève.`,
        })}
      </AlertBanner>
    );
  } else if (token === "" || link.error || answer.error) {
    body = (
      <AlertBanner
        level="danger"
        title={t({ context: "notification-feedback", message: "Lien inutilisable" })}
      >
        {describeError(i18n, token === "" ? invalidLink : (answer.error ?? link.error))}
      </AlertBanner>
    );
  } else if (!link.data) {
    body = (
      <Skeleton
        label={t({
          context: "notification-feedback",
          comment: "Spoken while the link is checked.",
          message: "Vérification du lien…",
        })}
      >
        <SkeletonShape shape="text" lines={2} />
      </Skeleton>
    );
  } else {
    const expires = i18n.date(link.data.expiresAt, {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: link.data.timeZone,
    });
    body = (
      <>
        <p className={styles.text}>
          {t({ context: "notification-feedback", message: "Vous allez répondre :" })}
        </p>
        <p className={styles.answer}>{answerText(link.data.answer)}</p>
        <p className={styles.text}>
          {t({
            context: "notification-feedback",
            message: `Ce lien sert une seule fois, jusqu'au ${expires}.`,
          })}
        </p>
        <Button
          variant="primary"
          isPending={answer.isMutating}
          onPress={() => void answer.trigger().catch(() => {})}
        >
          {t({ context: "notification-feedback", message: "Envoyer ma réponse" })}
        </Button>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {t({ context: "notification-feedback", message: "Votre réponse" })}
      </h1>
      {body}
    </div>
  );
}
