import type { Authorization, Entity, ReferenceItem, ReferenceType } from "@releve/domain";

/*
 * The reference data the tests of scope choices and list filters share: two activity types with
 * their activities, two regions with a rescue centre each, and two authorizations by items.
 */

const label = (fr: string, en: string, de: string) => ({ fr, en, de });

/** Activity types: rescue (1) and training (2). */
export const activityTypes: ReferenceType[] = [
  { id: 1, code: "SEC", label: label("Secours", "Rescue", "Rettung") },
  { id: 2, code: "FOR", label: label("Formation", "Training", "Ausbildung") },
];

/** Activities: two of rescue, one of training. */
export const activities: ReferenceItem[] = [
  {
    id: 11,
    typeId: 1,
    code: "PS",
    label: label("Poste de secours", "First-aid post", "Sanitätsposten"),
  },
  { id: 12, typeId: 1, code: "MAR", label: label("Maraude", "Outreach", "Streetwork") },
  { id: 21, typeId: 2, code: "PSC1", label: label("Formation PSC1", "PSC1 course", "PSC1-Kurs") },
];

/** Entity types: region (5) and rescue centre (6). */
export const entityTypes: ReferenceType[] = [
  { id: 5, code: "REG", label: label("Région", "Region", "Region") },
  { id: 6, code: "CS", label: label("Centre de secours", "Rescue centre", "Rettungswache") },
];

/** Two regions, each with one rescue centre. */
export const entities: Entity[] = [
  {
    id: 51,
    typeId: 5,
    parentId: null,
    code: "IDF",
    label: label("Île-de-France", "Île-de-France", "Île-de-France"),
  },
  {
    id: 61,
    typeId: 6,
    parentId: 51,
    code: "P15",
    label: label("Centre Paris 15", "Paris 15 centre", "Wache Paris 15"),
  },
  {
    id: 52,
    typeId: 5,
    parentId: null,
    code: "ARA",
    label: label("Auvergne-Rhône-Alpes", "Auvergne-Rhône-Alpes", "Auvergne-Rhône-Alpes"),
  },
  {
    id: 62,
    typeId: 6,
    parentId: 52,
    code: "LYO",
    label: label("Centre Lyon", "Lyon centre", "Wache Lyon"),
  },
];

/** Activity manager (B) on first-aid posts in Île-de-France. */
export const activityManager: Authorization = {
  role: { code: "B" },
  scopeType: "byItems",
  accessRights: { registration: { featureCode: "registration", mayWrite: true } },
  scopes: [{ entityId: 51, activityId: 11 }],
};

/** Read-only referent (D) on training in Auvergne-Rhône-Alpes. */
export const readOnlyReferent: Authorization = {
  role: { code: "D" },
  scopeType: "byItems",
  accessRights: {},
  scopes: [{ entityId: 52, activityId: 21 }],
};

/** The four reference answers of a scope, by the path of their call, for a test's API. */
export const scopeReferenceAnswers: Readonly<Record<string, unknown>> = {
  "Activities/GetAllActivityTypes": activityTypes,
  "Activities/GetAllActivities": activities,
  "Entities/GetAllEntityTypes": entityTypes,
  "Entities/GetAllEntities": entities,
};
