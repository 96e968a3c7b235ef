import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  type DuplicateValues,
  hasBlocking,
  instantToWallClock,
  routeHref,
  validateDuplicate,
} from "@releve/domain";
import {
  AlertBanner,
  Button,
  DuplicatePreview,
  defaultDuplicateValues,
  toastQueue,
} from "@releve/ui";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { DetailState } from "../../../lib/detail/DetailPage";
import { describeError } from "../../../lib/error-messages";
import * as form from "../../../lib/form.css";
import { useInstantFormat } from "../../../lib/instant-format";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { meansName, useMeansTypeLabels } from "../../../lib/planning/means-types";
import { businessNow, useSettings } from "../../../lib/settings";
import { type Means, useDuplicateMeans, useMeans } from "../api/means";

/**
 * Duplicating a means (route `means-of-intervention/duplicate/{id}`, spec 02 §2): the offset
 * between copies or the first copy's day, how many copies, and the calendar preview of every copy
 * with what the rules find on each (in the past, too far ahead) before anything is created. The
 * copies are drafts of the same activity, whose page then lists them.
 */
export function MeansDuplicatePage() {
  const { t } = useLingui();
  const { id } = useParams();
  const title = t({ context: "means-form", message: "Dupliquer le moyen" });
  usePageTitle(title);
  // The route's guard lets only an integer id through.
  const means = useMeans(Number(id));
  if (!means.data) {
    return (
      <DetailState
        words={{
          title,
          loading: t({ context: "means-form", message: "Chargement du moyen…" }),
          failed: t({ context: "means-form", message: "Le moyen n'a pas pu être chargé." }),
          unreachable: t({ context: "means-form", message: "Moyen introuvable" }),
        }}
        error={means.error}
        retry={() => void means.mutate()}
      />
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <Duplication means={means.data} />
    </div>
  );
}

function Duplication({ means }: { means: Means }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const settings = useSettings();
  const format = useInstantFormat();
  const types = useMeansTypeLabels();
  const duplicate = useDuplicateMeans();
  const [values, setValues] = useState<DuplicateValues>(defaultDuplicateValues);
  const [now] = useState(() => businessNow(settings));
  const source = {
    start: instantToWallClock(means.start, settings.timeZone),
    end: instantToWallClock(means.end, settings.timeZone),
  };
  const { findings } = validateDuplicate(values, { now, timeZone: settings.timeZone, source });
  const typeName = types.labels.get(means.typeId) ?? "";
  const name = meansName(typeName, means.plateNumber);
  const period = format.period(means.start, means.end);
  const copies = values.copyCount;

  const send = async () => {
    const created = await duplicate.run({ params: { id: means.id }, body: values });
    if (!created) return;
    toastQueue.add({
      kind: "saved",
      title: t({
        context: "means-form",
        message: plural(created.length, { one: "# copie créée", other: "# copies créées" }),
      }),
    });
    navigate(routeHref("operational-activity-detail-page", { id: means.operationalActivityId }));
  };

  return (
    <form
      className={form.form}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <p>
        {t({
          context: "means-form",
          message: `Les copies de « ${name} », ${period}, seront des brouillons de la même activité.`,
        })}
      </p>
      {duplicate.error ? (
        <AlertBanner
          level="danger"
          title={t({ context: "means-form", message: "La duplication est refusée" })}
        >
          {describeError(i18n, duplicate.error)}
        </AlertBanner>
      ) : null}
      <DuplicatePreview
        source={source}
        value={values}
        onChange={setValues}
        now={now}
        timeZone={settings.timeZone}
        isDisabled={duplicate.isPending}
        previewHeadingLevel={2}
      />
      <div className={form.actions}>
        <Button
          type="submit"
          variant="primary"
          isPending={duplicate.isPending}
          isDisabled={hasBlocking(findings)}
        >
          {t({
            context: "means-form",
            message: plural(copies, { one: "Créer # copie", other: "Créer # copies" }),
          })}
        </Button>
        <Button
          variant="secondary"
          onPress={() => navigate(routeHref("means-of-intervention-detail-page", { id: means.id }))}
        >
          {t({ context: "means-form", message: "Annuler" })}
        </Button>
      </div>
    </form>
  );
}
