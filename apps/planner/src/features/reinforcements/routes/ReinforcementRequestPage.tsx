import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { routeHref, textMaxLengths } from "@releve/domain";
import {
  AlertBanner,
  Button,
  Checkbox,
  CheckboxGroup,
  Link,
  Radio,
  RadioGroup,
  TextArea,
  TextField,
} from "@releve/ui";
import { useState } from "react";
import * as detail from "../../../lib/detail/detail.css";
import { describeError } from "../../../lib/error-messages";
import { useInstantFormat } from "../../../lib/instant-format";
import { LoadProblem } from "../../../lib/LoadProblem";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { businessNow, useSettings } from "../../../lib/settings";
import {
  useActivitiesToReinforce,
  useMeansToReinforce,
  useSendReinforcementRequest,
} from "../api/reinforcements";

/** Means a search offers at once; more precise words find the others. */
const offered = 25;
/** The most means one request names (`reinforcementRequestSchema`). */
const mostMeans = 100;

/**
 * Requesting reinforcement (route `reinforcements-notification-create`, "Demander un renfort",
 * decision 052): the means lacking staff — published or open, not ended, with fewer validated
 * people than required —, found by words of their activity's title or place or their plate; the
 * ones ticked and a message are sent to the recipients of each means' entity and activity (and of
 * the entities above it), through the outbox. What the API refuses (no recipient, a means
 * complete or ended) is said here.
 */
export function ReinforcementRequestPage() {
  const { t, i18n } = useLingui();
  const title = t({ context: "reinforcements", message: "Demander un renfort" });
  usePageTitle(title);
  const settings = useSettings();
  const format = useInstantFormat();
  const [now] = useState(() => businessNow(settings).toISOString());
  const [words, setWords] = useState("");
  const [asked, setAsked] = useState("");
  const [mode, setMode] = useState<"means" | "activity">("means");
  const [chosen, setChosen] = useState<string[]>([]);
  const [activityId, setActivityId] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const [sent, setSent] = useState<{ means: number; recipients: number } | null>(null);
  const send = useSendReinforcementRequest();
  const found = useMeansToReinforce(
    mode !== "means"
      ? null
      : {
          ...(asked ? { text: asked } : {}),
          status: "allExceptCancelled",
          staffCompletenesses: ["noneStaffed", "partiallyStaffed"],
          from: now,
          sort: { field: "start", direction: "asc" },
          page: 1,
          pageSize: offered,
        },
  );
  const activities = useActivitiesToReinforce(
    mode !== "activity"
      ? null
      : {
          ...(asked ? { text: asked } : {}),
          status: ["public"],
          from: now,
          sort: { field: "start", direction: "asc" },
          page: 1,
          pageSize: offered,
        },
  );
  // An activity whose means all have their validated staff needs no reinforcement.
  const lacking = (activities.data?.items ?? []).filter(
    (activity) => activity.means.staff.validated < activity.means.staff.required,
  );
  // A draft is not offered to anyone yet: nobody can be asked to join it.
  const means = (found.data?.items ?? []).filter((item) => item.status !== "draft");
  const request = async () => {
    const answer = await send.run({
      body:
        mode === "means"
          ? { meansOfInterventionIds: chosen.map(Number), message }
          : { operationalActivityId: Number(activityId), message },
    });
    if (!answer) return;
    setSent({ means: answer.meansOfInterventionIds.length, recipients: answer.recipientCount });
    setChosen([]);
    setActivityId(null);
    setMessage("");
  };
  const meansCount = sent?.means ?? 0;
  const recipientCount = sent?.recipients ?? 0;

  return (
    <div className={styles.page}>
      <div className={styles.titleBar}>
        <h1 className={styles.title}>{title}</h1>
        <Link variant="standalone" href={routeHref("reinforcements-notification-list")}>
          {t({ context: "reinforcements", message: "Voir les destinataires" })}
        </Link>
      </div>
      <p className={detail.muted}>
        {t({
          context: "reinforcements",
          message:
            "La demande part par e-mail aux destinataires de l'activité et de l'entité de chaque moyen, et des entités au-dessus.",
        })}
      </p>
      {sent ? (
        <AlertBanner
          level="info"
          title={t({ context: "reinforcements", message: "Demande envoyée" })}
        >
          {t({
            context: "reinforcements",
            message: `${plural(recipientCount, { one: "# destinataire prévenu", other: "# destinataires prévenus" })} pour ${plural(meansCount, { one: "# moyen", other: "# moyens" })}.`,
          })}
        </AlertBanner>
      ) : null}
      <RadioGroup
        label={t({ context: "reinforcements", message: "Demander pour" })}
        orientation="horizontal"
        value={mode}
        onChange={(value) => setMode(value as "means" | "activity")}
      >
        <Radio value="means">
          {t({ context: "reinforcements", message: "Des moyens choisis" })}
        </Radio>
        <Radio value="activity">
          {t({
            context: "reinforcements",
            message: "Tous les moyens d'une activité qui manquent de personnel",
          })}
        </Radio>
      </RadioGroup>
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(words.trim());
        }}
      >
        <TextField
          label={t({ context: "reinforcements", message: "Rechercher un moyen" })}
          description={t({
            context: "reinforcements",
            message: "Des mots du titre ou du lieu de l'activité, ou une immatriculation",
          })}
          value={words}
          onChange={setWords}
          maxLength={textMaxLengths.searchText}
        />
        <Button type="submit" variant="secondary" className={styles.searchButton}>
          {t({ context: "reinforcements", message: "Rechercher" })}
        </Button>
      </form>
      {mode === "activity" ? (
        activities.error !== undefined && !activities.data ? (
          <LoadProblem
            title={t({
              context: "reinforcements",
              message: "Les activités n'ont pas pu être chargées.",
            })}
            error={activities.error}
            retry={() => void activities.mutate()}
          />
        ) : activities.data && lacking.length === 0 ? (
          <p className={detail.muted}>
            {t({
              context: "reinforcements",
              message: "Aucune activité publiée ne manque de personnel ici.",
            })}
          </p>
        ) : (
          <RadioGroup
            label={t({ context: "reinforcements", message: "Activités qui manquent de personnel" })}
            value={activityId}
            onChange={setActivityId}
          >
            {lacking.map((activity) => {
              const { title: name, entityName } = activity;
              const period = format.period(activity.start, activity.end);
              const validated = activity.means.staff.validated;
              const required = activity.means.staff.required;
              return (
                <Radio key={activity.id} value={String(activity.id)}>
                  {t({
                    context: "reinforcements",
                    message: `${name} — ${entityName}, ${period} : ${validated} sur ${required}`,
                  })}
                </Radio>
              );
            })}
          </RadioGroup>
        )
      ) : found.error !== undefined && !found.data ? (
        <LoadProblem
          title={t({ context: "reinforcements", message: "Les moyens n'ont pas pu être chargés." })}
          error={found.error}
          retry={() => void found.mutate()}
        />
      ) : found.data && means.length === 0 ? (
        <p className={detail.muted}>
          {t({
            context: "reinforcements",
            message: "Aucun moyen publié ou ouvert ne manque de personnel ici.",
          })}
        </p>
      ) : (
        <CheckboxGroup
          label={t({ context: "reinforcements", message: "Moyens qui manquent de personnel" })}
          description={t({
            context: "reinforcements",
            message: `Au plus ${mostMeans} moyens par demande.`,
          })}
          value={chosen}
          onChange={setChosen}
        >
          {means.map((item) => {
            const { title: activity } = item.operationalActivity;
            const period = format.period(item.start, item.end);
            const { typeName } = item;
            const validated = item.staff.validated;
            const required = item.staff.required;
            return (
              <Checkbox key={item.id} value={String(item.id)}>
                {t({
                  context: "reinforcements",
                  message: `${activity} — ${typeName}, ${period} : ${validated} sur ${required}`,
                })}
              </Checkbox>
            );
          })}
        </CheckboxGroup>
      )}
      <TextArea
        label={t({ context: "reinforcements", message: "Message aux destinataires" })}
        description={t({
          context: "reinforcements",
          message: "Facultatif : ce qui est attendu, qui contacter.",
        })}
        value={message}
        onChange={setMessage}
        maxLength={textMaxLengths.comment}
      />
      {send.error ? (
        <AlertBanner
          level="danger"
          title={t({ context: "reinforcements", message: "La demande est refusée" })}
        >
          {describeError(i18n, send.error)}
        </AlertBanner>
      ) : null}
      <div>
        <Button
          variant="primary"
          isDisabled={
            mode === "means"
              ? chosen.length === 0 || chosen.length > mostMeans
              : activityId === null
          }
          isPending={send.isPending}
          onPress={() => void request()}
        >
          {t({ context: "reinforcements", message: "Envoyer la demande" })}
        </Button>
      </div>
    </div>
  );
}
