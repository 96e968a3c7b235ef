import { useLingui } from "@lingui/react/macro";
import type { OperationalActivityValues } from "@releve/domain";
import { AlertBanner, Radio, RadioGroup } from "@releve/ui";
import { useState } from "react";
import { ApiRequestError } from "../../../lib/api-client";
import { ConfirmAction } from "../../../lib/ConfirmAction";
import { describeFinding } from "../../../lib/findings/finding-messages";
import { refusedFindings } from "../../../lib/form-state";
import { useInstantFormat } from "../../../lib/instant-format";
import { type SeriesEditScope, useRecurrence } from "../api/activities";
import { SeriesEditPreview } from "./SeriesEditPreview";

/** Props of {@link SeriesEditDialog}. */
export interface SeriesEditDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The occurrence edited, and its series. */
  occurrenceId: number;
  recurrenceId: number;
  /** The form's values, validated: what every occurrence of the scope takes (decision 031). */
  values: OperationalActivityValues;
  /** The series edit under way: busy while it runs, its refusal. */
  action: { isPending: boolean; error: unknown };
  /** Saves the form with the scope chosen; whether it was saved. */
  onConfirm: (scope: SeriesEditScope) => Promise<boolean>;
}

/** The occurrence a refused series edit names (`operationalActivityId`), else `null`. */
export function refusedOccurrence(error: unknown): number | null {
  if (!(error instanceof ApiRequestError)) return null;
  const { operationalActivityId } = (error.error.data ?? {}) as { operationalActivityId?: unknown };
  return typeof operationalActivityId === "number" ? operationalActivityId : null;
}

/**
 * Saving an occurrence of a series (decision 031): which occurrences the edit reaches — this one,
 * this one and the following, the whole series — and, before it is confirmed, what that scope
 * touches, from the API's preview. A refusal of the rules names the occurrence that stops it.
 */
export function SeriesEditDialog({
  isOpen,
  onClose,
  occurrenceId,
  recurrenceId,
  values,
  action,
  onConfirm,
}: SeriesEditDialogProps) {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const [scope, setScope] = useState<SeriesEditScope>("one");
  const series = useRecurrence(recurrenceId);
  const startOf = (id: number) =>
    series.data?.occurrences.find((occurrence) => occurrence.id === id)?.start;
  const findings = refusedFindings(action.error);
  const refused = refusedOccurrence(action.error);
  const refusedStart = refused === null ? undefined : startOf(refused);
  const scopes: { value: SeriesEditScope; label: string }[] = [
    { value: "one", label: t({ context: "series-edit", message: "Cette occurrence" }) },
    {
      value: "following",
      label: t({ context: "series-edit", message: "Celle-ci et les suivantes" }),
    },
    { value: "series", label: t({ context: "series-edit", message: "Toute la série" }) },
  ];
  return (
    <ConfirmAction
      isOpen={isOpen}
      onClose={onClose}
      title={t({ context: "series-edit", message: "Modifier une occurrence de la série" })}
      confirmLabel={t({ context: "series-edit", message: "Appliquer la modification" })}
      // A refusal of the rules is said below with its occurrence; any other by the dialog.
      action={{ isPending: action.isPending, error: findings ? null : action.error }}
      onConfirm={async () => ((await onConfirm(scope)) ? true : undefined)}
    >
      <RadioGroup
        label={t({ context: "series-edit", message: "Appliquer la modification à" })}
        value={scope}
        onChange={(chosen) => {
          const found = scopes.find((candidate) => candidate.value === chosen);
          if (found) setScope(found.value);
        }}
      >
        {scopes.map((option) => (
          <Radio key={option.value} value={option.value}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      <SeriesEditPreview
        occurrenceId={occurrenceId}
        body={{ ...values, scope }}
        startOf={startOf}
      />
      {findings ? (
        <AlertBanner
          level="danger"
          title={
            refused === null || refused === occurrenceId
              ? t({ context: "series-edit", message: "Cette occurrence empêche la modification" })
              : refusedStart === undefined
                ? t({
                    context: "series-edit",
                    message: `L'activité n° ${refused} empêche la modification`,
                  })
                : t({
                    context: "series-edit",
                    message: `L'occurrence du ${format.dateTime(refusedStart)} empêche la modification`,
                  })
          }
        >
          <ul>
            {findings.map((finding) => (
              <li key={`${finding.field} ${finding.code}`}>{describeFinding(i18n, finding)}</li>
            ))}
          </ul>
        </AlertBanner>
      ) : null}
    </ConfirmAction>
  );
}
