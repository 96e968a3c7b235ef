import { useLingui } from "@lingui/react/macro";
import { hasFeature, listName, localizedLabel, meansTransition } from "@releve/domain";
import { Button, Pagination, RegistrationStatusBadge, Skeleton, SkeletonShape } from "@releve/ui";
import { useState } from "react";
import { ActionsMenu } from "../../../lib/detail/Actions";
import * as styles from "../../../lib/detail/detail.css";
import { useInstantFormat } from "../../../lib/instant-format";
import { LoadProblem } from "../../../lib/LoadProblem";
import { operationalRolesQuery } from "../../../lib/reference-data";
import { AssignDialog } from "../../../lib/registrations/AssignDialog";
import { staffTypeLabels } from "../../../lib/registrations/labels";
import {
  type RegistrationDecisions,
  useRegistrationDecisions,
} from "../../../lib/registrations/RegistrationDecisions";
import { useSession } from "../../../lib/session";
import { type MeansRegistration, meansReads, useMeansRegistrations } from "../api/means";
import type { MeansActionTarget } from "./means-dialog";

/** People shown at once. */
export const personnelPageSize = 50;

/**
 * One person on the means: who, what they do, their status, role, hours and comment, and the
 * decisions a manager may take on their registration.
 */
function PersonRow({
  registration,
  decisions,
}: {
  registration: MeansRegistration;
  decisions: RegistrationDecisions;
}) {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const roles = operationalRolesQuery.use().data;
  const { person } = registration;
  const name = listName(person, i18n.locale);
  const role = roles?.find((item) => item.id === registration.operationalRoleId);
  const items = decisions.itemsFor(registration);
  const what = [person.function, i18n._(staffTypeLabels[person.staffType])]
    .filter(Boolean)
    .join(" · ");
  return (
    <li className={styles.row}>
      <span className={styles.rowMain}>
        <strong>{name}</strong>
        <span className={styles.muted}>{what}</span>
        {role ? (
          <span>
            {t({ context: "means", message: `Rôle : ${localizedLabel(role.label, i18n.locale)}` })}
          </span>
        ) : null}
        <span className={styles.muted}>{format.period(registration.start, registration.end)}</span>
        {registration.comment ? (
          <span className={styles.comment}>{registration.comment}</span>
        ) : null}
      </span>
      <RegistrationStatusBadge
        status={registration.status}
        isProposed={registration.isProposed}
        size="sm"
      />
      {items.length > 0 ? (
        <ActionsMenu
          items={items}
          label={t({ context: "means", message: `Actions sur l'inscription de ${name}` })}
          onAction={(key) => decisions.start(key, { registration, name })}
        />
      ) : null}
    </li>
  );
}

/**
 * The personnel list of a means (spec 01 §3): each registration, first by start, with its
 * person, their function and staff type, its status (proposed or not), operational role, hours
 * and comment; a page at a time past {@link personnelPageSize}.
 */
export function MeansPersonnel({ means: target }: { means: MeansActionTarget }) {
  const { t } = useLingui();
  const { activeAuthorization } = useSession();
  const meansId = target.means.id;
  const [isAssigning, setAssigning] = useState(false);
  const mayAssign =
    hasFeature(activeAuthorization, "registration.manage", true) &&
    meansTransition(target.means, "assign").ok;
  const assignButton = mayAssign ? (
    <div className={styles.bar}>
      <Button variant="secondary" onPress={() => setAssigning(true)}>
        {t({ context: "means", message: "Affecter du personnel" })}
      </Button>
    </div>
  ) : null;
  const assignDialog = isAssigning ? (
    <AssignDialog
      means={{
        id: meansId,
        name: target.name,
        start: target.means.start,
        end: target.means.end,
      }}
      reads={meansReads}
      onClose={() => setAssigning(false)}
    />
  ) : null;
  const [page, setPage] = useState(1);
  const registrations = useMeansRegistrations(meansId, page, personnelPageSize);
  const decisions = useRegistrationDecisions(meansReads);
  if (registrations.error && !registrations.data) {
    return (
      <LoadProblem
        title={t({ context: "means", message: "Le personnel n'a pas pu être chargé." })}
        error={registrations.error}
        retry={() => void registrations.mutate()}
      />
    );
  }
  if (!registrations.data) {
    return (
      <Skeleton label={t({ context: "means", message: "Chargement du personnel…" })}>
        <SkeletonShape shape="block" height="6rem" />
      </Skeleton>
    );
  }
  const { items, total } = registrations.data;
  if (total === 0) {
    return (
      <>
        {assignButton}
        <p className={styles.muted}>
          {t({ context: "means", message: "Personne n'est inscrit sur ce moyen pour l'instant." })}
        </p>
        {assignDialog}
      </>
    );
  }
  return (
    <>
      {assignButton}
      <ul className={styles.rows}>
        {items.map((registration) => (
          <PersonRow key={registration.id} registration={registration} decisions={decisions} />
        ))}
      </ul>
      {decisions.dialog}
      {assignDialog}
      {total > personnelPageSize ? (
        <Pagination
          page={page}
          totalItems={total}
          pageSize={personnelPageSize}
          onPageChange={setPage}
          aria-label={t({ context: "means", message: "Pages du personnel" })}
        />
      ) : null}
    </>
  );
}
