import { aMeans, aMeansRow, meansTypes } from "../../../test/planning-fixtures";
import type { Answer, RecordedCall } from "../../../test/render-in-app";
import type { Activity, ActivityHistoryEntry, Recurrence } from "../api/activities";
import { anActivity, referenceAnswers } from "../test-fixtures";

export { aMeans, meansTypes };

/*
 * What the detail page's and the actions' tests share: an activity of a weekly series with its
 * means, history and files, answered by path as the API would.
 */

type Means = ReturnType<typeof aMeans>;

/** Activity 12: a published occurrence of series 5, with a file and a comment. */
export const occurrence: Activity = anActivity(12, {
  status: "public",
  recurrenceId: 5,
  locationTypeId: 301,
  automaticRegistrationValidation: true,
  openingOption: "specificDuration",
  openingDaysBeforeStart: 3,
  comment: "Accès par la porte B.\nPrévoir des gilets.",
  attachments: [{ id: 41, fileName: "plan-acces.pdf", type: "application/pdf", size: 245_760 }],
});

/** Series 5: every Saturday, three occurrences, 12 in the middle. */
export const series: Recurrence = {
  id: 5,
  type: "weekly",
  start: "2031-03-01",
  end: null,
  occurrenceCount: 3,
  weekdays: 32,
  dayOfMonth: null,
  nth: null,
  occurrences: [
    anActivity(11, {
      recurrenceId: 5,
      start: "2031-03-01T08:00:00+01:00",
      end: "2031-03-01T18:00:00+01:00",
    }),
    occurrence,
    anActivity(13, {
      recurrenceId: 5,
      start: "2031-03-15T08:00:00+01:00",
      end: "2031-03-15T18:00:00+01:00",
    }),
  ],
};

/** Created by Nathalie Roux, published by her with a word. */
export const history: ActivityHistoryEntry[] = [
  {
    action: "create",
    from: null,
    to: "draft",
    comment: "",
    at: "2031-02-10T09:15:00+01:00",
    by: { personId: 3, firstName: "Nathalie", lastName: "Roux" },
  },
  {
    action: "publish",
    from: "draft",
    to: "public",
    comment: "Validé avec la préfecture.",
    at: "2031-02-12T14:30:00+01:00",
    by: { personId: 3, firstName: "Nathalie", lastName: "Roux" },
  },
];

/** Two means: 4 of 5 validated and 1 pending on the first, nobody yet on the second. */
export const means: Means[] = [
  aMeans(71, { required: 5, validated: 4, pending: 1 }, { plateNumber: "AB-123-CD" }),
  aMeans(72, { required: 4, validated: 0, pending: 0 }, { typeId: 2, status: "draft" }),
];

/** What the API answers by path for activity 12 and its parts; `change` replaces any of them. */
export function detailAnswers(
  change: { activity?: Activity; means?: Means[]; refuse?: (call: RecordedCall) => unknown } = {},
): Answer {
  const activity = change.activity ?? occurrence;
  const meansItems = change.means ?? means;
  const byPath: Record<string, unknown> = {
    ...referenceAnswers,
    [`OperationalActivity/${activity.id}`]: activity,
    [`OperationalActivity/History/${activity.id}`]: history,
    "Recurrence/5": series,
    MeansOfInterventionType: meansTypes,
    "MeansOfIntervention/search": {
      items: meansItems.map((item) => aMeansRow(item)),
      total: meansItems.length,
      page: 1,
      pageSize: 50,
    },
    "locations/sources": [
      {
        id: 1,
        name: "Lieux internes",
        uri: "locations/internal/items",
        typeUri: "locations/internal/types",
      },
    ],
    "locations/internal/types": [
      {
        id: 301,
        sourceId: 1,
        code: "PARC",
        label: { fr: "Salle d'exposition", en: "Exhibition hall", de: "Messehalle" },
      },
    ],
  };
  return (call) => {
    const refused = change.refuse?.(call);
    if (refused !== undefined) return refused;
    if (!(call.path in byPath)) throw new Error(`No answer for ${call.method} ${call.path}`);
    return byPath[call.path];
  };
}
