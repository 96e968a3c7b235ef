import type { CalendarDate } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import {
  type AvailabilityStatus,
  availabilityOfDay,
  defaultTimeZone,
  interfaceLanguage,
} from "@releve/domain";
import { Button, Skeleton, SkeletonShape, toastQueue, uiFormatLocales } from "@releve/ui";
import { memo, useId, useMemo, useState } from "react";
import { ConfirmAction } from "../../../lib/ConfirmAction";
import * as card from "../../../lib/card.css";
import { describeError } from "../../../lib/error-messages";
import { useInstantFormat } from "../../../lib/instant-format";
import { LoadProblem } from "../../../lib/LoadProblem";
import { useOnline } from "../../../lib/offline/online";
import {
  type Declaration,
  myAvailabilityQuery,
  useDeclareAvailability,
  useRemoveAvailability,
  useWeekdayName,
} from "../hooks/availability";
import { AvailabilityDialog } from "./AvailabilityDialog";
import * as styles from "./DaySection.css";

/**
 * The volunteer's availability on a day of their calendar (decision 046): what their
 * declarations say of the day, the declarations that touch it (each removable), and the whole
 * day declared available or unavailable in one step. Drawn again only when its day changes (or
 * what it reads).
 */
export const DayAvailability = memo(function DayAvailability({ day }: { day: CalendarDate }) {
  const { t, i18n } = useLingui();
  // Offline, nothing is sent (decision 047): the page\'s notice says why.
  const online = useOnline();
  const format = useInstantFormat();
  const headingId = useId();
  const { data, error, mutate } = myAvailabilityQuery.use();
  const declare = useDeclareAvailability();
  const remove = useRemoveAvailability();
  const [removing, setRemoving] = useState<Declaration | null>(null);
  const [isDeclaring, setDeclaring] = useState(false);
  const locale = uiFormatLocales[interfaceLanguage(i18n.locale)];
  const weekdayName = useWeekdayName();
  // One format per language: making one costs more than a day's drawing.
  const dayFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: "long",
        day: "numeric",
        month: "long",
        timeZone: "UTC",
      }),
    [locale],
  );
  const dayText = dayFormat.format(new Date(`${day.toString()}T12:00:00Z`));

  const statusText: Record<AvailabilityStatus, string> = {
    available: t({ context: "availability", message: "Disponible toute la journée" }),
    partlyAvailable: t({ context: "availability", message: "Disponible une partie de la journée" }),
    unknown: t({ context: "availability", message: "Rien de déclaré pour ce jour" }),
    unavailable: t({ context: "availability", message: "Indisponible ce jour-là" }),
  };
  const describe = (declaration: Declaration): string => {
    const kind =
      declaration.kind === "available"
        ? t({ context: "availability", message: "Disponible" })
        : t({ context: "availability", message: "Indisponible" });
    if (declaration.repeat === "once" && declaration.start && declaration.end) {
      const period = format.period(declaration.start, declaration.end);
      return t({ context: "availability", message: `${kind}\u00a0: ${period}` });
    }
    const days = declaration.weekdays.map(weekdayName).join(", ");
    const hours = `${declaration.startTime ?? ""} – ${declaration.endTime ?? ""}`;
    return t({
      context: "availability",
      message: `${kind} chaque semaine\u00a0: ${days}, ${hours}`,
    });
  };
  const declareDay = async (kind: "available" | "unavailable") => {
    const start = `${day.toString()}T00:00`;
    const end = `${day.add({ days: 1 }).toString()}T00:00`;
    const answer = await declare.run({ body: { kind, repeat: "once", start, end } });
    if (answer) {
      toastQueue.add({
        kind: "saved",
        title:
          kind === "available"
            ? t({ context: "availability", message: "Disponibilité enregistrée" })
            : t({ context: "availability", message: "Indisponibilité enregistrée" }),
      });
    }
  };

  let content: React.ReactNode;
  // Offline, the declarations of the last visit are shown; the page's notice says why.
  if (error && (online || !data)) {
    content = (
      <LoadProblem
        title={t({
          context: "availability",
          message: "Vos disponibilités n'ont pas pu être lues.",
        })}
        error={error}
        retry={() => void mutate()}
      />
    );
  } else if (!data) {
    content = (
      <Skeleton
        label={t({ context: "availability", message: "Chargement de vos disponibilités…" })}
      >
        <SkeletonShape shape="text" lines={2} />
      </Skeleton>
    );
  } else {
    const ofDay = data.items.filter(
      (declaration) =>
        availabilityOfDay([declaration], day.toString(), defaultTimeZone) !== "unknown",
    );
    const status = availabilityOfDay(data.items, day.toString(), defaultTimeZone);
    content = (
      <>
        <p className={styles.detail}>{statusText[status]}</p>
        {ofDay.length > 0 ? (
          <ul className={styles.list}>
            {ofDay.map((declaration) => {
              const text = describe(declaration);
              return (
                <li key={declaration.id} className={styles.item}>
                  <div className={styles.itemLine}>
                    <span>{text}</span>
                    <Button
                      variant="secondary"
                      aria-label={t({ context: "availability", message: `Retirer\u00a0: ${text}` })}
                      isDisabled={!online}
                      onPress={() => setRemoving(declaration)}
                    >
                      {t({ context: "availability", message: "Retirer" })}
                    </Button>
                  </div>
                  {declaration.comment ? (
                    <p className={styles.detail}>{declaration.comment}</p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        {declare.error ? (
          <p role="alert" className={styles.detail}>
            {describeError(i18n, declare.error)}
          </p>
        ) : null}
        <div className={styles.itemLine}>
          {status !== "unavailable" ? (
            <Button
              variant="secondary"
              isPending={declare.isPending}
              isDisabled={!online}
              onPress={() => void declareDay("unavailable")}
            >
              {t({ context: "availability", message: "Je suis indisponible ce jour-là" })}
            </Button>
          ) : null}
          {status !== "available" && status !== "unavailable" ? (
            <Button
              variant="secondary"
              isPending={declare.isPending}
              isDisabled={!online}
              onPress={() => void declareDay("available")}
            >
              {t({ context: "availability", message: "Je suis disponible ce jour-là" })}
            </Button>
          ) : null}
          <Button variant="secondary" isDisabled={!online} onPress={() => setDeclaring(true)}>
            {t({ context: "availability", message: "Autres horaires, chaque semaine…" })}
          </Button>
        </div>
      </>
    );
  }
  return (
    <section className={card.card} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.heading}>
          {t({ context: "availability", message: "Ma disponibilité ce jour-là" })}
        </h2>
        <p className={card.cardDescription}>
          {t({
            context: "availability",
            message: `Vos responsables la voient quand ils cherchent du personnel pour le ${dayText}.`,
          })}
        </p>
      </div>
      {content}
      {isDeclaring ? <AvailabilityDialog day={day} onClose={() => setDeclaring(false)} /> : null}
      <ConfirmAction
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        title={t({ context: "availability", message: "Retirer cette déclaration ?" })}
        confirmLabel={t({ context: "availability", message: "Retirer" })}
        action={remove}
        onConfirm={() =>
          removing ? remove.run({ params: { id: removing.id } }) : Promise.resolve(undefined)
        }
        onDone={() =>
          toastQueue.add({
            kind: "saved",
            title: t({ context: "availability", message: "Déclaration retirée" }),
          })
        }
      >
        <p>{removing ? describe(removing) : null}</p>
      </ConfirmAction>
    </section>
  );
});
