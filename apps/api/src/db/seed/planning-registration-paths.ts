import {
  type RegistrationAction,
  type RegistrationState,
  type RejectionReason,
  registrationTransition,
} from "@releve/domain";
import type { Insertable } from "kysely";
import type { Database } from "../schema.js";
import type { OperationalRoleCode } from "./planning-catalog.js";
import type { MeansDraft } from "./planning-means.js";
import type { People, PersonInfo } from "./planning-people.js";
import type { Reference } from "./planning-reference.js";
import { type AuditEntry, between, earliest } from "./planning-support.js";
import type { Random } from "./random.js";

type Rows<T extends keyof Database> = Insertable<Database[T]>[];
type Actor = "person" | "manager" | "system";

export interface RegistrationContext {
  rng: Random;
  now: Date;
  timeZone: string;
  reference: Reference;
  people: People;
}

/**
 * How a registration got to its status, as the actions of the domain's registration lifecycle
 * (spec 02 §4) and who took them. The statuses come from `registrationTransition`, so a path
 * the lifecycle refuses fails the seed.
 */
export const paths = {
  assigned: [["assign", "manager"]],
  registeredValidated: [
    ["register", "person"],
    ["validate", "manager"],
  ],
  proposedAccepted: [
    ["propose", "manager"],
    ["acceptProposition", "person"],
  ],
  revalidated: [
    ["register", "person"],
    ["reject", "manager"],
    ["validateRejected", "manager"],
  ],
  pending: [["register", "person"]],
  proposed: [["propose", "manager"]],
  rejected: [
    ["register", "person"],
    ["reject", "manager"],
  ],
  rejectedAfterValidation: [
    ["assign", "manager"],
    ["reject", "manager"],
  ],
  rejectedProposition: [
    ["propose", "manager"],
    ["rejectProposition", "person"],
  ],
  unregisteredPending: [
    ["register", "person"],
    ["unregister", "person"],
  ],
  unregisteredValidated: [
    ["register", "person"],
    ["validate", "manager"],
    ["unregister", "person"],
  ],
  deletedPending: [
    ["register", "person"],
    ["delete", "manager"],
  ],
  deletedAssigned: [
    ["assign", "manager"],
    ["delete", "manager"],
  ],
} as const satisfies Record<string, readonly (readonly [RegistrationAction, Actor])[]>;

export type PathName = keyof typeof paths;

export const validatedPaths = [
  "assigned",
  "registeredValidated",
  "proposedAccepted",
  "revalidated",
] as const;
export const livePaths: ReadonlySet<PathName> = new Set([...validatedPaths, "pending", "proposed"]);
export const endedPaths = [
  "rejected",
  "rejectedAfterValidation",
  "rejectedProposition",
  "unregisteredPending",
  "unregisteredValidated",
  "deletedPending",
  "deletedAssigned",
] as const;

const registrationComments = [
  "Disponible jusqu'à la fin, retour en transports.",
  "J'apporte mon sac PSE2.",
  "Première mission sur ce poste.",
  "Je peux conduire si besoin.",
];
const unregistrationComments = [
  "Empêchement professionnel de dernière minute.",
  "Malade, certificat transmis.",
  "Contrainte familiale.",
];
const rejectionComments = [
  "Équipe déjà complète sur ce créneau.",
  "Absence déclarée dans l'outil de gestion des temps.",
  "Créneau réorganisé, reprogrammé sur une autre garde.",
];

/** A registration being generated, with what the schedule changes and work schedules need. */
export interface RegistrationDraft {
  row: Rows<"registration">[number] & { id: number; start_at: Date; end_at: Date };
  means: MeansDraft;
  person: PersonInfo;
  state: RegistrationState;
  latestAt: Date;
  steps: number;
}

/**
 * Walks a path through the domain's registration lifecycle and writes the registration and its
 * audit rows. With automatic validation, a registration is validated by the system at once.
 */
export function walk(
  context: RegistrationContext,
  item: MeansDraft,
  person: PersonInfo,
  path: PathName,
  role: OperationalRoleCode | null,
  id: number,
  audit: AuditEntry[],
  times?: { start: Date; end: Date },
  from?: Date,
): RegistrationDraft {
  const { rng, now } = context;
  const manager = rng.pick(item.activity.managers);
  const planned: readonly (readonly [RegistrationAction, Actor])[] = paths[path];
  const steps: [RegistrationAction, Actor][] = [];
  for (const [index, [action, actor]] of planned.entries()) {
    steps.push([action, actor]);
    if (
      action === "register" &&
      item.automaticValidation &&
      planned[index + 1]?.[0] !== "validate"
    ) {
      steps.push(["validate", "system"]);
    }
  }
  // Cancelling a means cancels the registrations still live on it.
  if (item.cancelledAt && livePaths.has(path)) steps.push(["cancel", "manager"]);
  const isAutomatic = (action: RegistrationAction, actor: Actor) =>
    action === "validate" && (actor === "system" || item.automaticValidation);

  const first = steps[0]?.[0];
  const opensAt = first === "register" ? item.registerFrom : item.assignFrom;
  const until = item.cancelledAt ?? earliest(item.start, now);
  const start = from ?? opensAt ?? item.createdAt;
  const reason: RejectionReason = (context.people.absences.get(person.id) ?? []).some(
    (absence) => absence.start < item.end && absence.end > item.start,
  )
    ? "absence"
    : "rescheduling";
  let state: RegistrationState | null = null;
  let when = from ?? between(rng, start, until, 0, 0.7);
  const createdAt = when;
  for (const [index, [action, actor]] of steps.entries()) {
    if (index > 0) {
      when =
        action === "cancel" && item.cancelledAt
          ? item.cancelledAt
          : isAutomatic(action, actor)
            ? when
            : between(rng, when, until, 0, 0.5);
    }
    const comment =
      action === "unregister"
        ? rng.pick(unregistrationComments)
        : action === "reject"
          ? rng.pick(rejectionComments)
          : action === "cancel"
            ? item.activity.cancelledAt
              ? "Activité annulée."
              : "Moyen d'intervention annulé."
            : "";
    const result = registrationTransition(state, action, { comment, rejectionReason: reason });
    if (!result.ok) {
      throw new Error(`The demo path ${path} breaks the registration lifecycle at ${action}`);
    }
    const by = isAutomatic(action, actor) ? null : actor === "person" ? person.id : manager;
    audit.push({
      subject: "registration",
      subjectId: id,
      action,
      from: state?.status ?? null,
      to: result.status,
      by,
      at: when,
      ...(comment ? { comment } : {}),
    });
    state = { status: result.status, isProposed: result.isProposed };
  }
  if (!state) throw new Error(`The demo path ${path} has no step`);
  const firstActor = steps[0]?.[1];
  return {
    row: {
      id,
      person_id: person.id,
      means_of_intervention_id: item.id,
      status: state.status,
      is_proposed: state.isProposed,
      operational_role_id: role ? context.reference.roleId[role] : null,
      comment: first === "register" && rng.chance(0.2) ? rng.pick(registrationComments) : "",
      rejection_reason: state.status === "rejected" && !state.isProposed ? reason : null,
      start_at: times?.start ?? item.start,
      end_at: times?.end ?? item.end,
      planned_start_at: null,
      planned_end_at: null,
      created_at: createdAt,
      created_by: firstActor === "person" ? person.id : manager,
      latest_status_change_at: when,
    },
    means: item,
    person,
    state,
    latestAt: when,
    steps: steps.length,
  };
}
