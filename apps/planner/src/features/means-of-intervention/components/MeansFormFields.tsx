import { useLingui } from "@lingui/react/macro";
import {
  clientMessage,
  localizedLabel,
  maxTeamCount,
  numberRanges,
  scheduleTypes,
  textMaxLengths,
} from "@releve/domain";
import { AlertBanner, NumberField, Radio, RadioGroup, Select, TextField } from "@releve/ui";
import type { Key } from "react-aria-components";
import { DateTimeFields } from "../../../lib/DateTimeFields";
import { describeError } from "../../../lib/error-messages";
import * as styles from "../../../lib/form.css";
import { departuresQuery, predefinedSchedulesQuery } from "../../../lib/reference-data";
import { useVehicles } from "../api/means";
import { type MeansFormState, meansFieldId } from "../hooks/form-values";
import { scheduleTypeLabels } from "../hooks/labels";

/** A means type as the form offers it. */
export interface OfferedType {
  id: number;
  label: string;
  defaultRequiredStaffCount: number;
  departureIds: readonly number[];
}

/** A number field's value: `null` while empty. */
const numberOf = (value: number) => (Number.isNaN(value) ? null : value);

/**
 * What the means is (spec 02 §3): its type among those offered for the activity, the staff of
 * each team and, on a creation, how many teams (one means each). A type chosen brings its
 * default staff; without any type offered, the form says why it cannot be filled.
 */
export function MeansFormWhat({
  form,
  types,
  withTeams,
}: {
  form: MeansFormState;
  types: readonly OfferedType[];
  withTeams: boolean;
}) {
  const { t, i18n } = useLingui();
  const { values, setField, touch } = form;
  const staff = numberRanges.staffCount;
  return (
    <section className={styles.section} aria-labelledby="means-form-what">
      <h2 id="means-form-what" className={styles.sectionHeading}>
        {t({ context: "means-form", message: "Le moyen" })}
      </h2>
      {types.length === 0 ? (
        <AlertBanner
          level="warning"
          title={t({ context: "means-form", message: "Aucun type de moyen proposé" })}
        >
          {describeError(i18n, clientMessage("noMeansTypeForActivity"))}
        </AlertBanner>
      ) : null}
      <div className={styles.row}>
        <Select
          id={meansFieldId("typeId")}
          label={t({ context: "means-form", message: "Type de moyen" })}
          value={values.typeId}
          onChange={(key: Key | null) => {
            const type = types.find((candidate) => candidate.id === key);
            setField("typeId", type?.id ?? null);
            if (type && withTeams) setField("staffPerTeam", type.defaultRequiredStaffCount);
          }}
          options={types.map((type) => ({ id: type.id, label: type.label }))}
          isRequired
          {...form.feedback(
            "typeId",
            t({
              context: "means-form",
              message: "Seuls les types actifs de l'entité sont proposés.",
            }),
          )}
        />
        <NumberField
          id={meansFieldId("staffPerTeam")}
          label={
            withTeams
              ? t({ context: "means-form", message: "Personnel par équipe" })
              : t({ context: "means-form", message: "Personnel requis" })
          }
          value={values.staffPerTeam ?? Number.NaN}
          onChange={(count) => setField("staffPerTeam", numberOf(count))}
          onBlur={() => touch("staffPerTeam")}
          minValue={staff.min}
          maxValue={staff.max}
          isRequired
          {...form.feedback("staffPerTeam")}
        />
        {withTeams ? (
          <NumberField
            id={meansFieldId("teamCount")}
            label={t({ context: "means-form", message: "Nombre d'équipes" })}
            value={values.teamCount ?? Number.NaN}
            onChange={(count) => setField("teamCount", numberOf(count))}
            onBlur={() => touch("teamCount")}
            minValue={1}
            maxValue={maxTeamCount}
            isRequired
            {...form.feedback(
              "teamCount",
              t({ context: "means-form", message: "Un moyen est créé pour chaque équipe." }),
            )}
          />
        ) : null}
      </div>
    </section>
  );
}

/** A wall clock's day with another time: `YYYY-MM-DD` and `HH:mm`. */
const atTime = (wallClock: string, fallbackDay: string, time: string) =>
  `${(wallClock || fallbackDay).slice(0, 10)}T${time.slice(0, 5)}`;

/**
 * When the means is on site and when its crew meets and comes back (spec 02 §3): a free schedule
 * or a predefined one (those current today, whose times it sets on the chosen days), the on-site
 * start and end, the rendezvous before and the return after.
 */
export function MeansFormSchedule({
  form,
  activityDay,
}: {
  form: MeansFormState;
  /** The activity's first day, where a predefined schedule's times go when no day is chosen. */
  activityDay: string;
}) {
  const { t, i18n } = useLingui();
  const { values, setField, touch } = form;
  const schedules = predefinedSchedulesQuery.use().data ?? [];
  return (
    <section className={styles.section} aria-labelledby="means-form-schedule">
      <h2 id="means-form-schedule" className={styles.sectionHeading}>
        {t({ context: "means-form", message: "Horaires" })}
      </h2>
      <RadioGroup
        id={meansFieldId("scheduleType")}
        label={t({ context: "means-form", message: "Horaire" })}
        orientation="horizontal"
        value={values.scheduleType}
        onChange={(value) => {
          const chosen = scheduleTypes.find((candidate) => candidate === value);
          if (chosen) setField("scheduleType", chosen);
        }}
        {...form.feedback("scheduleType")}
      >
        {scheduleTypes.map((type) => (
          <Radio key={type} value={type}>
            {i18n._(scheduleTypeLabels[type])}
          </Radio>
        ))}
      </RadioGroup>
      {values.scheduleType === "PREDEFINED" ? (
        <Select
          id={meansFieldId("predefinedScheduleId")}
          label={t({ context: "means-form", message: "Horaire prédéfini" })}
          value={values.predefinedScheduleId}
          onChange={(key: Key | null) => {
            const schedule = schedules.find((candidate) => candidate.id === key);
            setField("predefinedScheduleId", schedule?.id ?? null);
            if (!schedule) return;
            setField("start", atTime(values.start, activityDay, schedule.startTime));
            const endDay =
              schedule.endTime <= schedule.startTime
                ? nextDay(atTime(values.start, activityDay, schedule.startTime))
                : (values.start || activityDay).slice(0, 10);
            setField("end", `${endDay}T${schedule.endTime.slice(0, 5)}`);
          }}
          options={schedules.map((schedule) => ({
            id: schedule.id,
            label: `${localizedLabel(schedule.label, i18n.locale)} (${schedule.startTime.slice(0, 5)}–${schedule.endTime.slice(0, 5)})`,
          }))}
          isRequired
          {...form.feedback(
            "predefinedScheduleId",
            t({
              context: "means-form",
              message: "Ses heures remplissent le début et la fin, sur les jours choisis.",
            }),
          )}
        />
      ) : null}
      <DateTimeFields
        id={meansFieldId("start")}
        dateLabel={t({ context: "means-form", message: "Début sur place" })}
        timeLabel={t({ context: "means-form", message: "Heure de début sur place" })}
        value={values.start}
        onChange={(start) => setField("start", start)}
        onBlur={() => touch("start")}
        findings={form.findingsOf("start")}
        isRequired
      />
      <DateTimeFields
        id={meansFieldId("end")}
        dateLabel={t({ context: "means-form", message: "Fin sur place" })}
        timeLabel={t({ context: "means-form", message: "Heure de fin sur place" })}
        value={values.end}
        onChange={(end) => setField("end", end)}
        onBlur={() => touch("end")}
        findings={form.findingsOf("end")}
        isRequired
      />
      <DateTimeFields
        id={meansFieldId("ultimateStart")}
        dateLabel={t({ context: "means-form", message: "Rendez-vous" })}
        timeLabel={t({ context: "means-form", message: "Heure du rendez-vous" })}
        value={values.ultimateStart}
        onChange={(ultimateStart) => setField("ultimateStart", ultimateStart)}
        onBlur={() => touch("ultimateStart")}
        findings={form.findingsOf("ultimateStart")}
        description={t({
          context: "means-form",
          message: "Facultatif : l'arrivée à l'entité, au plus tard au début sur place.",
        })}
      />
      <DateTimeFields
        id={meansFieldId("ultimateEnd")}
        dateLabel={t({ context: "means-form", message: "Retour" })}
        timeLabel={t({ context: "means-form", message: "Heure du retour" })}
        value={values.ultimateEnd}
        onChange={(ultimateEnd) => setField("ultimateEnd", ultimateEnd)}
        onBlur={() => touch("ultimateEnd")}
        findings={form.findingsOf("ultimateEnd")}
        description={t({
          context: "means-form",
          message: "Facultatif : le retour à l'entité, au plus tôt à la fin sur place.",
        })}
      />
    </section>
  );
}

/** The day after a wall clock's, `YYYY-MM-DD`. */
function nextDay(wallClock: string): string {
  const day = new Date(`${wallClock.slice(0, 10)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The key of the "none" option of a choice: an id is a number. */
const none = "none";

/**
 * Where the crew sets off from and with which vehicle (spec 02 §3): a departure of the type
 * (every departure when the type names none), and the plate number, typed or taken from a
 * vehicle in service.
 */
export function MeansFormVehicle({
  form,
  type,
}: {
  form: MeansFormState;
  type: OfferedType | undefined;
}) {
  const { t, i18n } = useLingui();
  const { values, setField, touch } = form;
  const departures = departuresQuery.use().data ?? [];
  const vehicles = useVehicles().data ?? [];
  const offered =
    type && type.departureIds.length > 0
      ? departures.filter((departure) => type.departureIds.includes(departure.id))
      : departures;
  const vehicle = vehicles.find((candidate) => candidate.plateNumber === values.plateNumber);
  return (
    <section className={styles.section} aria-labelledby="means-form-vehicle">
      <h2 id="means-form-vehicle" className={styles.sectionHeading}>
        {t({ context: "means-form", message: "Départ et véhicule" })}
      </h2>
      <div className={styles.row}>
        <Select
          id={meansFieldId("departureId")}
          label={t({ context: "means-form", message: "Départ" })}
          value={values.departureId ?? none}
          onChange={(key: Key | null) =>
            setField("departureId", key === null || key === none ? null : Number(key))
          }
          options={[
            { id: none, label: t({ context: "means-form", message: "Aucun départ" }) },
            ...offered.map((departure) => ({
              id: departure.id,
              label: localizedLabel(departure.label, i18n.locale),
            })),
          ]}
          {...form.feedback("departureId")}
        />
        <Select
          label={t({ context: "means-form", message: "Véhicule" })}
          value={vehicle?.id ?? none}
          onChange={(key: Key | null) => {
            const chosen = vehicles.find((candidate) => candidate.id === key);
            setField("plateNumber", chosen?.plateNumber ?? "");
          }}
          options={[
            { id: none, label: t({ context: "means-form", message: "Aucun véhicule choisi" }) },
            ...vehicles.map((candidate) => ({
              id: candidate.id,
              label: `${candidate.label} · ${candidate.plateNumber}`,
            })),
          ]}
          description={t({
            context: "means-form",
            message: "Choisir un véhicule en service remplit son immatriculation.",
          })}
        />
        <TextField
          id={meansFieldId("plateNumber")}
          label={t({ context: "means-form", message: "Immatriculation" })}
          value={values.plateNumber}
          onChange={(plate) => setField("plateNumber", plate)}
          onBlur={() => touch("plateNumber")}
          maxLength={textMaxLengths.plateNumber}
          {...form.feedback("plateNumber")}
        />
      </div>
    </section>
  );
}
