import { useLingui } from "@lingui/react/macro";
import { localizedLabel } from "@releve/domain";
import type { ReactNode } from "react";
import { type DetailFact, DetailFacts } from "../../../lib/detail/DetailPage";
import { useInstantFormat } from "../../../lib/instant-format";
import { useOpeningWords, useValidationWords } from "../../../lib/planning/opening";
import { useScopeReferenceData } from "../../../lib/reference-data";
import type { Activity } from "../api/activities";
import { useLocationTypes } from "../hooks/form-location-types";

/**
 * A location type's label in the person's language, once the sources' types have come (asked
 * only for an activity that has a type, and shared with the form's field).
 */
function LocationTypeName({ id }: { id: number }) {
  const { i18n } = useLingui();
  const sources = useLocationTypes();
  const type = sources.data
    ?.flatMap((source) => source.types)
    .find((candidate) => candidate.id === id);
  return type ? localizedLabel(type.label, i18n.locale) : "…";
}

/**
 * The fields of an activity (spec 01 §3), term above value: its activity and entity by name in
 * the person's language, its place, its period and deadline on the organisation's clock, how its
 * registrations are validated and its means opened, and its comment as written.
 */
export function ActivityDetailFacts({ activity }: { activity: Activity }) {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const reference = useScopeReferenceData().data;
  const opening = useOpeningWords(activity);
  const validation = useValidationWords(activity.automaticRegistrationValidation);
  const nameOf = (label: Parameters<typeof localizedLabel>[0] | undefined) =>
    label ? localizedLabel(label, i18n.locale) : "—";
  const activityItem = reference?.activities.find((item) => item.id === activity.activityId);
  const activityType = reference?.activityTypes.find((type) => type.id === activityItem?.typeId);
  const entity = reference?.entities.find((item) => item.id === activity.entityId);
  const none = t({ context: "operational-activities", message: "Aucune" });

  const locationType: ReactNode =
    activity.locationTypeId === null ? none : <LocationTypeName id={activity.locationTypeId} />;

  const facts: DetailFact[] = [
    [
      t({ context: "operational-activities", message: "Activité" }),
      activityType
        ? `${nameOf(activityItem?.label)} (${nameOf(activityType.label)})`
        : nameOf(activityItem?.label),
    ],
    [t({ context: "operational-activities", message: "Entité" }), nameOf(entity?.label)],
    [t({ context: "operational-activities", message: "Lieu" }), activity.location || "—"],
    [t({ context: "operational-activities", message: "Type de lieu" }), locationType],
    [
      t({ context: "operational-activities", message: "Période" }),
      format.period(activity.start, activity.end),
    ],
    [
      t({ context: "operational-activities", message: "Date limite d'inscription" }),
      activity.registrationDeadline ? format.dateTime(activity.registrationDeadline) : none,
    ],
    [t({ context: "operational-activities", message: "Validation des inscriptions" }), validation],
    [t({ context: "operational-activities", message: "Ouverture des moyens" }), opening],
  ];

  return (
    <DetailFacts
      facts={facts}
      wide={[
        [
          t({ context: "operational-activities", message: "Commentaire" }),
          activity.comment ||
            t({ context: "operational-activities", message: "Aucun commentaire" }),
        ],
      ]}
    />
  );
}
