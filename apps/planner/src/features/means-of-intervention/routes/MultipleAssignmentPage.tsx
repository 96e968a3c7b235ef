import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { assignmentMaxima, calls, hasFeature, meansTransition, routeHref } from "@releve/domain";
import {
  AlertBanner,
  Button,
  Icon,
  Link,
  MeansStatusBadge,
  Skeleton,
  SkeletonShape,
  StaffCompletenessBadge,
} from "@releve/ui";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useCallAction } from "../../../lib/call-action";
import * as detail from "../../../lib/detail/detail.css";
import { describeError } from "../../../lib/error-messages";
import { useInstantFormat } from "../../../lib/instant-format";
import { LoadProblem } from "../../../lib/LoadProblem";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { meansName, useMeansTypeLabels } from "../../../lib/planning/means-types";
import {
  AssignmentSettings,
  useAssignmentSettings,
} from "../../../lib/registrations/AssignmentSettings";
import { ActionConflicts, useConflictCheck } from "../../../lib/registrations/conflicts";
import { roleRequest } from "../../../lib/registrations/operational-role";
import {
  type ChosenPerson,
  choosesTooMany,
  PersonChooser,
} from "../../../lib/registrations/PersonChooser";
import { useSession } from "../../../lib/session";
import { type Means, meansReads, useMeans } from "../api/means";

/**
 * The means of the page's address: `ids`, comma-separated means ids, each once, in their order;
 * anything else in it is left out. At most `assignmentMaxima.means` are kept.
 */
export function meansIdsOf(value: string | null): { ids: number[]; cut: boolean } {
  const ids = [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((part) => part.trim())
        .filter((part) => /^[1-9][0-9]{0,9}$/.test(part))
        .map(Number),
    ),
  ];
  return { ids: ids.slice(0, assignmentMaxima.means), cut: ids.length > assignmentMaxima.means };
}

/** What became of one means when the assignment was sent. */
type Outcome = { meansId: number; count: number } | { meansId: number; error: unknown };

/**
 * The multiple assignment (route `means-of-intervention-multiple-assignment-page`, decision 042):
 * persons chosen once, put on several means at once — assigned (validated, each told) or
 * proposed. The means come from the address (`ids`, reached from an activity's means); each is
 * shown with its hours, status and staff, and may be taken out. The conflicts of every pair are
 * looked for before anything is sent, in the conflicts dialog; then each means is sent apart,
 * so one refused (full, closed, a conflict born since) does not hold back the others, and the
 * page reports each: assigned and how many, or refused and why.
 */
export function MultipleAssignmentPage() {
  const { t, i18n } = useLingui();
  const title = t({ context: "means", message: "Affectation multiple" });
  usePageTitle(title);
  const [search] = useSearchParams();
  const { activeAuthorization } = useSession();
  const mayAssign = hasFeature(activeAuthorization, "registration.manage", true);
  const asked = meansIdsOf(search.get("ids"));
  const [meansIds, setMeansIds] = useState(asked.ids);
  const [chosen, setChosen] = useState<ChosenPerson[]>([]);
  const settings = useAssignmentSettings();
  const conflicts = useConflictCheck();
  const assign = useCallAction(calls.registration.assign, meansReads);
  const propose = useCallAction(calls.registration.propose, meansReads);
  const action = settings.mode === "assign" ? assign : propose;
  const [sending, setSending] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const isPending = sending || conflicts.check.isPending;
  const tooManyPairs = chosen.length * meansIds.length > assignmentMaxima.pairs;
  const personIds = chosen.map((person) => person.id);

  /** Sends each means apart, in order, and keeps what became of each. */
  const sendAll = async () => {
    setSending(true);
    const done: Outcome[] = [];
    for (const meansId of meansIds) {
      try {
        const answer = await action.send({
          body: {
            personIds,
            meansOfInterventionIds: [meansId],
            operationalRoleId: roleRequest(settings.role),
            comment: settings.comment,
          },
        });
        done.push({ meansId, count: answer.registrations.length });
      } catch (error) {
        done.push({ meansId, error });
      }
    }
    setOutcomes(done);
    setSending(false);
  };
  const confirm = async () => {
    setOutcomes(null);
    if (!(await conflicts.isClear({ meansOfInterventionIds: meansIds, personIds }))) return;
    await sendAll();
  };

  if (!mayAssign) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <p className={detail.muted}>
          {t({
            context: "means",
            message: "Votre rôle ne permet pas d'affecter du personnel.",
          })}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {asked.cut ? (
        <AlertBanner level="warning" title={t({ context: "means", message: "Trop de moyens" })}>
          {t({
            context: "means",
            message: `Au plus ${assignmentMaxima.means} moyens à la fois\u00a0: les premiers sont gardés.`,
          })}
        </AlertBanner>
      ) : null}
      <section className={detail.section} aria-labelledby="multiple-means">
        <h2 id="multiple-means" className={detail.sectionTitle}>
          {t({
            context: "means",
            message: plural(meansIds.length, {
              one: "# moyen",
              other: "# moyens",
            }),
          })}
        </h2>
        {meansIds.length === 0 ? (
          <p className={detail.muted}>
            {t({
              context: "means",
              message:
                "Aucun moyen à affecter\u00a0: ouvrez cette page depuis les moyens d'une activité.",
            })}
          </p>
        ) : (
          <ul className={detail.rows}>
            {meansIds.map((id) => (
              <ChosenMeans
                key={id}
                id={id}
                outcome={outcomes?.find((outcome) => outcome.meansId === id)}
                isDisabled={isPending}
                onRemove={() => setMeansIds(meansIds.filter((other) => other !== id))}
              />
            ))}
          </ul>
        )}
      </section>
      <section className={detail.section} aria-labelledby="multiple-persons">
        <h2 id="multiple-persons" className={detail.sectionTitle}>
          {t({ context: "means", message: "Personnes" })}
        </h2>
        <PersonChooser
          chosen={chosen}
          onChange={setChosen}
          emptyChoice={t({
            context: "means",
            message: "Cherchez des personnes et cochez celles à mettre sur ces moyens.",
          })}
        />
        <AssignmentSettings settings={settings} isDisabled={isPending} />
        {tooManyPairs ? (
          <AlertBanner
            level="warning"
            title={t({ context: "means", message: "Trop d'affectations" })}
          >
            {t({
              context: "means",
              message: `Au plus ${assignmentMaxima.pairs} affectations à la fois (personnes × moyens).`,
            })}
          </AlertBanner>
        ) : null}
        {conflicts.check.error ? (
          <AlertBanner level="danger" title={t({ context: "means", message: "Action refusée" })}>
            {describeError(i18n, conflicts.check.error)}
          </AlertBanner>
        ) : null}
        <div className={detail.bar}>
          <Button
            variant="primary"
            isPending={isPending}
            isDisabled={
              chosen.length === 0 || meansIds.length === 0 || choosesTooMany(chosen) || tooManyPairs
            }
            onPress={() => void confirm()}
          >
            {settings.mode === "assign"
              ? t({ context: "means", message: "Affecter à tous ces moyens" })
              : t({ context: "means", message: "Proposer tous ces moyens" })}
          </Button>
        </div>
      </section>
      {outcomes ? <OutcomeSummary outcomes={outcomes} /> : null}
      {conflicts.conflicts !== null ? (
        <ActionConflicts
          conflicts={conflicts.conflicts}
          onCancel={conflicts.dismiss}
          personName={(id) => chosen.find((person) => person.id === id)?.name ?? String(id)}
          confirmLabel={
            settings.mode === "assign"
              ? t({ context: "means", message: "Affecter malgré les conflits" })
              : t({ context: "means", message: "Proposer malgré les conflits" })
          }
          refusedTitle={t({ context: "means", message: "Personne n'a été mis sur les moyens" })}
          onConfirm={async () => {
            conflicts.dismiss();
            await sendAll();
          }}
        />
      ) : null}
    </div>
  );
}

/** What the sending came to, in a sentence read out when it arrives. */
function OutcomeSummary({ outcomes }: { outcomes: readonly Outcome[] }) {
  const { t } = useLingui();
  const refused = outcomes.filter((outcome) => "error" in outcome).length;
  const done = outcomes.length - refused;
  return (
    <p role="status" className={detail.muted}>
      {refused === 0
        ? t({
            context: "means",
            message: plural(done, { one: "# moyen pourvu.", other: "# moyens pourvus." }),
          })
        : t({
            context: "means",
            message: `${plural(done, { one: "# moyen pourvu", other: "# moyens pourvus" })}, ${plural(refused, { one: "# refusé\u00a0: voir pourquoi ci-dessus.", other: "# refusés\u00a0: voir pourquoi ci-dessus." })}`,
          })}
    </p>
  );
}

/** One means of the assignment: its name (a link), activity, hours, status, staff and outcome. */
function ChosenMeans({
  id,
  outcome,
  isDisabled,
  onRemove,
}: {
  id: number;
  outcome: Outcome | undefined;
  isDisabled: boolean;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const means = useMeans(id);
  const types = useMeansTypeLabels();
  const format = useInstantFormat();
  if (means.error && !means.data) {
    return (
      <li className={detail.row}>
        <LoadProblem
          title={t({ context: "means", message: `Le moyen n° ${id} n'a pas pu être lu.` })}
          error={means.error}
          retry={() => void means.mutate()}
        />
        <Button variant="secondary" onPress={onRemove} isDisabled={isDisabled}>
          {t({ context: "means", message: `Retirer le moyen n° ${id}` })}
        </Button>
      </li>
    );
  }
  if (!means.data) {
    return (
      <li className={detail.row}>
        <Skeleton label={t({ context: "means", message: "Chargement du moyen…" })}>
          <SkeletonShape shape="block" height="2.5rem" />
        </Skeleton>
      </li>
    );
  }
  const item: Means = means.data;
  const name = meansName(
    types.labels.get(item.typeId) ?? t({ context: "means", message: `Moyen n° ${id}` }),
    item.plateNumber,
  );
  const takesStaff = meansTransition({ status: item.status, splitSiblingId: null }, "assign").ok;
  return (
    <li className={detail.row}>
      <div className={detail.rowMain}>
        <Link href={routeHref("means-of-intervention-detail-page", { id })}>{name}</Link>
        <span>{format.period(item.start, item.end)}</span>
        <MeansStatusBadge status={item.status} size="sm" />
        <StaffCompletenessBadge staff={item.staff} size="sm" />
      </div>
      {!takesStaff ? (
        <p className={detail.muted}>
          {t({ context: "means", message: "Ce moyen ne prend pas de personnel dans son statut." })}
        </p>
      ) : null}
      {outcome ? (
        "error" in outcome ? (
          <p className={detail.problem}>
            <Icon name="danger" size="sm" />{" "}
            {t({
              context: "means",
              message: `Refusé\u00a0: ${describeError(i18n, outcome.error)}`,
            })}
          </p>
        ) : (
          <p>
            <Icon name="success" size="sm" />{" "}
            {t({
              context: "means",
              message: plural(outcome.count, {
                one: "# personne mise sur ce moyen",
                other: "# personnes mises sur ce moyen",
              }),
            })}
          </p>
        )
      ) : (
        <Button variant="secondary" onPress={onRemove} isDisabled={isDisabled}>
          {t({ context: "means", message: `Retirer ${name}` })}
        </Button>
      )}
    </li>
  );
}
