import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  type AnyCall,
  type ApiError,
  calls,
  checkUnregistration,
  formatWallClock,
  hasFeature,
  type Instant,
  type MeansStatus,
  type OpeningSettings,
  openingDate,
  routeHref,
  type StaffCounts,
  selfRegistrationRefusal,
  textMaxLengths,
  toZonedInstant,
} from "@releve/domain";
import {
  AlertBanner,
  Button,
  Link,
  RegistrationStatusBadge,
  TextArea,
  toastQueue,
} from "@releve/ui";
import { useId, useState } from "react";
import { useCall } from "../api-context";
import { ConfirmAction, ConfirmComment } from "../ConfirmAction";
import { useCallAction } from "../call-action";
import * as styles from "../detail/detail.css";
import { describeFinding } from "../findings/finding-messages";
import { useInstantFormat } from "../instant-format";
import { useSession } from "../session";
import { businessNow, useSettings } from "../settings";
import { ActionConflicts, useConflictCheck } from "./conflicts";

/** The means a person registers on: what the actions read of it, and its name. */
export interface SelfMeans extends OpeningSettings {
  id: number;
  status: MeansStatus;
  start: string;
  splitSiblingId: number | null;
  name: string;
  staff: StaffCounts;
  /** The deadline that governs it (its activity's when it inherits them), if known. */
  registrationDeadline: Instant | null;
}

type Open = "register" | "unregister" | "accept" | "decline" | null;

/**
 * The signed-in person's own place on a means (spec 02 §4), for field staff
 * (`registration.self`): their live registration and its status, or none. On an open means
 * without one they register — their conflicts looked for first: one that blocks refuses, one
 * flagged is shown before they go on. With one they unregister: a validated registration needs a
 * comment, and within 24 hours of the start they are told to warn the manager directly too. A
 * means a manager proposed to them they accept — its conflicts looked for first — or decline.
 */
export function MyRegistration({ means, reads }: { means: SelfMeans; reads: readonly AnyCall[] }) {
  const { t } = useLingui();
  const { activeAuthorization, user } = useSession();
  const maySelf = hasFeature(activeAuthorization, "registration.self", true);
  const [open, setOpen] = useState<Open>(null);
  const mine = useCall(
    calls.registration.search,
    maySelf
      ? {
          body: {
            meansOfInterventionIds: [means.id],
            personIds: [user.personId],
            statuses: ["pending", "validated"],
            page: 1,
            pageSize: 1,
          },
        }
      : null,
  );
  const unregistered = maySelf && mine.data?.items.length === 0;
  // The conflicts registering would meet, looked for before the person tries (an open means).
  const conflicts = useCall(
    calls.registration.conflicts,
    unregistered && means.status === "open"
      ? { body: { meansOfInterventionIds: [means.id], personIds: [user.personId] } }
      : null,
  );
  const settings = useSettings();
  const reasonId = useId();
  if (!maySelf || !mine.data) return null;
  const registration = mine.data.items[0];
  // Field staff never see a draft: nothing to say about one.
  if (!registration && means.status === "draft") return null;
  const refusal = registration
    ? undefined
    : selfRegistrationRefusal(
        {
          meansOfInterventionId: means.id,
          status: means.status,
          registrationDeadline: means.registrationDeadline,
          staff: means.staff,
          conflicts: conflicts.data?.conflicts ?? [],
        },
        businessNow(settings),
      );
  return (
    <div className={styles.bar}>
      {registration ? (
        <>
          <span>{t({ context: "registration", message: "Votre inscription :" })}</span>
          <RegistrationStatusBadge
            status={registration.status}
            isProposed={registration.isProposed}
          />
          {registration.isProposed ? (
            <>
              <Button variant="primary" onPress={() => setOpen("accept")}>
                {t({ context: "registration", message: "Accepter" })}
              </Button>
              <Button variant="secondary" onPress={() => setOpen("decline")}>
                {t({ context: "registration", message: "Décliner" })}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onPress={() => setOpen("unregister")}>
              {t({ context: "registration", message: "Se désinscrire" })}
            </Button>
          )}
        </>
      ) : (
        <>
          <Button
            variant="primary"
            isDisabled={refusal !== undefined}
            {...(refusal ? { "aria-describedby": reasonId } : {})}
            onPress={() => setOpen("register")}
          >
            {t({ context: "registration", message: "S'inscrire" })}
          </Button>
          {refusal ? (
            <p id={reasonId} className={styles.barReason}>
              <RegistrationBarrier refusal={refusal} means={means} />
            </p>
          ) : null}
        </>
      )}
      {open === "register" ? (
        <RegisterDialog means={means} reads={reads} onClose={() => setOpen(null)} />
      ) : null}
      {(open === "accept" || open === "decline") && registration ? (
        <PropositionDialog
          means={means}
          registrationId={registration.id}
          accept={open === "accept"}
          reads={reads}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === "unregister" && registration ? (
        <UnregisterDialog
          means={means}
          registration={registration}
          reads={reads}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}

/**
 * Why the person cannot register, said before they try, from the refusal the domain foresees
 * (`selfRegistrationRefusal`, the API's own order): when a public means opens, when registrations
 * closed, a means already full, the other registration at that time (its means linked), an
 * absence.
 */
function RegistrationBarrier({ refusal, means }: { refusal: ApiError; means: SelfMeans }) {
  const { t } = useLingui();
  const format = useInstantFormat();
  const settings = useSettings();
  const now = businessNow(settings);
  const data: Record<string, unknown> = refusal.data ?? {};
  switch (`${refusal.category}.${refusal.code}`) {
    case "meansOfIntervention.unexpectedStatus": {
      if (means.status === "cancelled") {
        return t({
          context: "registration",
          message: "Ce moyen est annulé\u00a0: il ne prend plus d'inscriptions.",
        });
      }
      const opens =
        means.status === "public" ? openingDate(means, means.start, settings.timeZone, now) : null;
      if (opens !== null && Date.parse(opens) > now.getTime()) {
        const at = format.dateTime(opens);
        return t({ context: "registration", message: `Les inscriptions ouvriront le ${at}.` });
      }
      return t({
        context: "registration",
        message: "Ce moyen n'est pas encore ouvert aux inscriptions.",
      });
    }
    case "registration.registrationDeadlinePassed": {
      const deadline = typeof data.deadline === "string" ? format.dateTime(data.deadline) : "";
      return t({
        context: "registration",
        message: `Les inscriptions sont closes depuis le ${deadline}.`,
      });
    }
    case "registration.staffMaximumReached": {
      const max = typeof data.max === "number" ? data.max : means.staff.required;
      return t({
        context: "registration",
        message: plural(max, {
          one: "Ce moyen a déjà tout son personnel (# personne requise).",
          other: "Ce moyen a déjà tout son personnel (# personnes requises).",
        }),
      });
    }
    case "registration.existingRegistrationConflict":
      return (
        <>
          {t({
            context: "registration",
            message: "Une autre de vos inscriptions, validée, couvre ces horaires\u00a0:",
          })}{" "}
          {otherMeansOf(data).map((id, index) => (
            <span key={id}>
              {index > 0 ? ", " : null}
              <Link href={routeHref("means-of-intervention-detail-page", { id })}>
                {t({ context: "registration", message: `moyen n° ${id}` })}
              </Link>
            </span>
          ))}
          .
        </>
      );
    case "registration.absenceConflict":
      return t({
        context: "registration",
        message: "Une absence est enregistrée pour vous sur cette période.",
      });
    default:
      return t({
        context: "registration",
        message: "Vous ne pouvez pas vous inscrire sur ce moyen.",
      });
  }
}

/** The other means named by the blocking conflicts of a refusal, each once. */
function otherMeansOf(data: Record<string, unknown>): number[] {
  const found = Array.isArray(data.conflicts)
    ? (data.conflicts as { otherIds?: unknown; blocking?: unknown }[])
    : [];
  const ids = found.flatMap((item) =>
    item.blocking === true && Array.isArray(item.otherIds)
      ? item.otherIds.filter((id): id is number => typeof id === "number")
      : [],
  );
  return [...new Set(ids)];
}

/**
 * Registering on an open means: a comment for the manager, the conflicts looked for first; the
 * means' page and the start page's open means offer it.
 */
export function RegisterDialog({
  means,
  reads,
  onClose,
}: {
  means: Pick<SelfMeans, "id" | "name">;
  reads: readonly AnyCall[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { user } = useSession();
  const [comment, setComment] = useState("");
  const conflicts = useConflictCheck();
  const register = useCallAction(calls.registration.register, reads);
  const request = {
    body: { meansOfInterventionIds: [means.id], operationalRoleId: null, comment },
  };
  /** Says whether the registration waits for the manager or was validated at once. */
  const registered = (answer: { registrations: readonly { status: string }[] }) => {
    const validated = answer.registrations.every((item) => item.status === "validated");
    toastQueue.add({
      kind: "saved",
      title: validated
        ? t({ context: "registration", message: "Inscription validée" })
        : t({ context: "registration", message: "Inscription envoyée au responsable" }),
    });
  };
  if (conflicts.conflicts !== null) {
    return (
      <ActionConflicts
        conflicts={conflicts.conflicts}
        onCancel={onClose}
        personName={() => t({ context: "registration", message: "Vous" })}
        confirmLabel={t({ context: "registration", message: "S'inscrire malgré les conflits" })}
        refusedTitle={t({ context: "registration", message: "Inscription refusée" })}
        onConfirm={() => register.send(request).then(registered)}
      />
    );
  }
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "registration", message: `S'inscrire sur « ${means.name} » ?` })}
      confirmLabel={t({ context: "registration", message: "S'inscrire" })}
      action={{
        isPending: conflicts.check.isPending || register.isPending,
        error: register.error ?? conflicts.check.error,
      }}
      onConfirm={async () =>
        (await conflicts.isClear({
          meansOfInterventionIds: [means.id],
          personIds: [user.personId],
        }))
          ? register.run(request)
          : undefined
      }
      onDone={registered}
    >
      <p>
        {t({
          context: "registration",
          message:
            "Le responsable du moyen valide les inscriptions, sauf s'il les valide d'avance.",
        })}
      </p>
      <ConfirmComment
        value={comment}
        onChange={setComment}
        description={t({ context: "registration", message: "Lu par le responsable du moyen." })}
        isDisabled={register.isPending}
      />
    </ConfirmAction>
  );
}

/** What a person's answer to a proposition, or their unregistration, reads of the means. */
export type AnsweredMeans = Pick<SelfMeans, "id" | "start" | "name">;

/**
 * Answering a proposition: accepting it validates the registration (the conflicts looked for
 * first, as for a validation), declining it rejects it; a comment for the manager either way.
 * On a means' page and in the person's own registrations.
 */
export function PropositionDialog({
  means,
  registrationId,
  accept,
  reads,
  onClose,
}: {
  means: AnsweredMeans;
  registrationId: number;
  accept: boolean;
  reads: readonly AnyCall[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [comment, setComment] = useState("");
  const conflicts = useConflictCheck();
  const answer = useCallAction(
    accept ? calls.registration.acceptPropositions : calls.registration.rejectPropositions,
    reads,
  );
  const request = { body: { registrationIds: [registrationId], comment } };
  const answered = () =>
    toastQueue.add({
      kind: "saved",
      title: accept
        ? t({ context: "registration", message: "Proposition acceptée" })
        : t({ context: "registration", message: "Proposition déclinée" }),
    });
  if (conflicts.conflicts !== null) {
    return (
      <ActionConflicts
        conflicts={conflicts.conflicts}
        onCancel={onClose}
        personName={() => t({ context: "registration", message: "Vous" })}
        confirmLabel={t({ context: "registration", message: "Accepter malgré les conflits" })}
        refusedTitle={t({ context: "registration", message: "Proposition non acceptée" })}
        onConfirm={() => answer.send(request).then(answered)}
      />
    );
  }
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={
        accept
          ? t({ context: "registration", message: `Accepter « ${means.name} » ?` })
          : t({ context: "registration", message: `Décliner « ${means.name} » ?` })
      }
      confirmLabel={
        accept
          ? t({ context: "registration", message: "Accepter" })
          : t({ context: "registration", message: "Décliner" })
      }
      action={{
        isPending: conflicts.check.isPending || answer.isPending,
        error: answer.error ?? conflicts.check.error,
      }}
      onConfirm={async () =>
        !accept || (await conflicts.isClear({ registrationIds: [registrationId] }))
          ? answer.run(request)
          : undefined
      }
      onDone={answered}
    >
      <p>
        {accept
          ? t({
              context: "registration",
              message:
                "Vous serez retenu·e sur ce moyen : le responsable qui vous l'a proposé le verra.",
            })
          : t({
              context: "registration",
              message: "Le responsable qui vous a proposé ce moyen le verra.",
            })}
      </p>
      <ConfirmComment
        value={comment}
        onChange={setComment}
        description={t({ context: "registration", message: "Lu par le responsable du moyen." })}
        isDisabled={answer.isPending}
      />
    </ConfirmAction>
  );
}

/**
 * Unregistering: the domain's rules as the person types (`checkUnregistration`: a comment for a
 * validated registration, the short-notice warning). On a means' page and in the person's own
 * registrations.
 */
export function UnregisterDialog({
  means,
  registration,
  reads,
  onClose,
}: {
  means: AnsweredMeans;
  registration: { id: number; status: "pending" | "validated" | string };
  reads: readonly AnyCall[];
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const settings = useSettings();
  const [comment, setComment] = useState("");
  const [isTried, setTried] = useState(false);
  const unregister = useCallAction(calls.registration.unregister, reads);
  const findings = checkUnregistration(
    {
      registrationStatus: registration.status as "pending" | "validated",
      comment,
      meansStart: formatWallClock(toZonedInstant(means.start, settings.timeZone)),
    },
    { now: businessNow(settings), timeZone: settings.timeZone },
  );
  const commentFinding = findings.find((finding) => finding.field === "comment");
  const notice = findings.find((finding) => finding.severity === "warning");
  return (
    <ConfirmAction
      isOpen
      onClose={onClose}
      title={t({ context: "registration", message: `Se désinscrire de « ${means.name} » ?` })}
      confirmLabel={t({ context: "registration", message: "Se désinscrire" })}
      variant="warning"
      action={unregister}
      onConfirm={async () => {
        setTried(true);
        if (commentFinding) return undefined;
        return unregister.run({ params: { id: registration.id }, body: { comment } });
      }}
      onDone={() =>
        toastQueue.add({
          kind: "saved",
          title: t({ context: "registration", message: "Désinscription enregistrée" }),
        })
      }
    >
      {notice ? (
        <AlertBanner
          level="warning"
          title={t({ context: "registration", message: "Moyen proche" })}
        >
          {describeFinding(i18n, notice)}
        </AlertBanner>
      ) : null}
      {registration.status === "validated" ? (
        <TextArea
          label={t({ context: "registration", message: "Pourquoi vous désinscrivez-vous ?" })}
          description={t({
            context: "registration",
            message: "Votre inscription était validée : le responsable lira ce motif.",
          })}
          value={comment}
          onChange={setComment}
          maxLength={textMaxLengths.comment}
          isRequired
          isInvalid={isTried && commentFinding !== undefined}
          {...(isTried && commentFinding
            ? { errorMessage: describeFinding(i18n, commentFinding) }
            : {})}
          isDisabled={unregister.isPending}
        />
      ) : (
        <ConfirmComment
          value={comment}
          onChange={setComment}
          description={t({ context: "registration", message: "Lu par le responsable du moyen." })}
          isDisabled={unregister.isPending}
        />
      )}
    </ConfirmAction>
  );
}
