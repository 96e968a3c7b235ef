import type { LocalizedLabel, RoleCode, ScopeType, StaffType } from "@releve/domain";

const label = (fr: string, en: string, de: string): LocalizedLabel => ({ fr, en, de });

/** Activity types of the demo organisation. */
export const activityTypes = [
  { code: "firstAidPost", label: label("Postes de secours", "First-aid posts", "Sanitätsdienste") },
  {
    code: "ambulanceTransport",
    label: label("Transport sanitaire", "Ambulance transport", "Krankentransport"),
  },
  {
    code: "emergencyResponse",
    label: label("Urgence et opérations", "Emergency response", "Einsatz und Katastrophenschutz"),
  },
  { code: "socialAid", label: label("Action sociale", "Social aid", "Soziale Hilfe") },
  { code: "training", label: label("Formation", "Training", "Ausbildung") },
] as const;

type ActivityTypeCode = (typeof activityTypes)[number]["code"];

/** Activities, each of one type. */
export const activities: { code: string; type: ActivityTypeCode; label: LocalizedLabel }[] = [
  {
    code: "dpsPublicEvent",
    type: "firstAidPost",
    label: label(
      "DPS grand public",
      "First-aid post, public event",
      "Sanitätsdienst Großveranstaltung",
    ),
  },
  {
    code: "dpsSport",
    type: "firstAidPost",
    label: label(
      "DPS manifestation sportive",
      "First-aid post, sports event",
      "Sanitätsdienst Sportveranstaltung",
    ),
  },
  {
    code: "urgentTransport",
    type: "ambulanceTransport",
    label: label("Transport urgent", "Urgent transport", "Notfalltransport"),
  },
  {
    code: "scheduledTransport",
    type: "ambulanceTransport",
    label: label("Transport programmé", "Scheduled transport", "Geplanter Transport"),
  },
  {
    code: "emergencyPlan",
    type: "emergencyResponse",
    label: label("Plan d'urgence", "Emergency plan", "Notfallplan"),
  },
  {
    code: "shelter",
    type: "emergencyResponse",
    label: label("Centre d'hébergement d'urgence", "Emergency shelter", "Notunterkunft"),
  },
  {
    code: "streetOutreach",
    type: "socialAid",
    label: label("Maraude", "Street outreach", "Straßenhilfe"),
  },
  {
    code: "foodDistribution",
    type: "socialAid",
    label: label("Distribution alimentaire", "Food distribution", "Lebensmittelausgabe"),
  },
  {
    code: "firstAidCourse",
    type: "training",
    label: label("Formation PSC1", "First-aid course", "Erste-Hilfe-Kurs"),
  },
];

/** Entity types, from the widest to the narrowest. */
export const entityTypes = [
  { code: "region", label: label("Région", "Region", "Region") },
  { code: "section", label: label("Délégation territoriale", "Local branch", "Kreisverband") },
  { code: "rescueCentre", label: label("Centre de secours", "Rescue centre", "Rettungswache") },
] as const;

type EntityTypeCode = (typeof entityTypes)[number]["code"];

/** Entities of the organisation; a parent is listed before its children. */
export const entities: {
  code: string;
  type: EntityTypeCode;
  parent: string | null;
  label: LocalizedLabel;
}[] = [
  {
    code: "idf",
    type: "region",
    parent: null,
    label: label("Île-de-France", "Île-de-France", "Île-de-France"),
  },
  { code: "paris", type: "section", parent: "idf", label: label("Paris", "Paris", "Paris") },
  {
    code: "hautsDeSeine",
    type: "section",
    parent: "idf",
    label: label("Hauts-de-Seine", "Hauts-de-Seine", "Hauts-de-Seine"),
  },
  {
    code: "paris15",
    type: "rescueCentre",
    parent: "paris",
    label: label(
      "Centre de secours Paris 15e",
      "Paris 15th rescue centre",
      "Rettungswache Paris 15",
    ),
  },
  {
    code: "paris19",
    type: "rescueCentre",
    parent: "paris",
    label: label(
      "Centre de secours Paris 19e",
      "Paris 19th rescue centre",
      "Rettungswache Paris 19",
    ),
  },
  {
    code: "nanterre",
    type: "rescueCentre",
    parent: "hautsDeSeine",
    label: label("Centre de secours Nanterre", "Nanterre rescue centre", "Rettungswache Nanterre"),
  },
  {
    code: "boulogne",
    type: "rescueCentre",
    parent: "hautsDeSeine",
    label: label("Centre de secours Boulogne", "Boulogne rescue centre", "Rettungswache Boulogne"),
  },
  {
    code: "aura",
    type: "region",
    parent: null,
    label: label("Auvergne-Rhône-Alpes", "Auvergne-Rhône-Alpes", "Auvergne-Rhône-Alpes"),
  },
  { code: "lyon", type: "section", parent: "aura", label: label("Lyon", "Lyon", "Lyon") },
  {
    code: "lyon7",
    type: "rescueCentre",
    parent: "lyon",
    label: label("Centre de secours Lyon 7e", "Lyon 7th rescue centre", "Rettungswache Lyon 7"),
  },
];

/** An authorization of a demo user, with its scope as entity × activity codes. */
export interface DemoAuthorization {
  role: RoleCode;
  scopeType: ScopeType;
  scopes: { entity: string; activity: string }[];
}

/** A demo user: one per role, so every role can be tried from the local sign-in page. */
export interface DemoUser {
  subject: string;
  personIdCentralDb: string;
  firstName: string;
  lastName: string;
  staffType: StaffType;
  function: string;
  email: string;
  authorizations: DemoAuthorization[];
  /** The activities the person serves in through their function (field staff's scope). */
  functionActivities?: string[];
}

const everywhere = (entity: string) =>
  activities.map((activity) => ({ entity, activity: activity.code }));

/** The ten demo users, one per role code; the coordinator also holds the read-only role. */
export const demoUsers: DemoUser[] = [
  {
    subject: "demo-admin",
    personIdCentralDb: "RC-000101",
    firstName: "Nathalie",
    lastName: "Roux",
    staffType: "employee",
    function: "Administratrice du système",
    email: "nathalie.roux@releve.example",
    authorizations: [{ role: "Admin", scopeType: "none", scopes: [] }],
  },
  {
    subject: "demo-a",
    personIdCentralDb: "RC-000102",
    firstName: "Claire",
    lastName: "Martin",
    staffType: "employee",
    function: "Coordinatrice régionale",
    email: "claire.martin@releve.example",
    authorizations: [
      { role: "A", scopeType: "byItems", scopes: everywhere("idf") },
      { role: "D", scopeType: "byItems", scopes: everywhere("aura") },
    ],
  },
  {
    subject: "demo-b",
    personIdCentralDb: "RC-000103",
    firstName: "Thomas",
    lastName: "Bernard",
    staffType: "volunteer",
    function: "Responsable des activités",
    email: "thomas.bernard@releve.example",
    authorizations: [
      {
        role: "B",
        scopeType: "byItems",
        scopes: [
          { entity: "paris", activity: "dpsPublicEvent" },
          { entity: "paris", activity: "dpsSport" },
          { entity: "paris", activity: "streetOutreach" },
        ],
      },
    ],
  },
  {
    subject: "demo-baps",
    personIdCentralDb: "RC-000104",
    firstName: "Sophie",
    lastName: "Lefèvre",
    staffType: "volunteer",
    function: "Responsable APS",
    email: "sophie.lefevre@releve.example",
    authorizations: [
      {
        role: "BAPS",
        scopeType: "byItems",
        scopes: [
          { entity: "paris15", activity: "dpsPublicEvent" },
          { entity: "paris19", activity: "dpsPublicEvent" },
        ],
      },
    ],
  },
  {
    subject: "demo-c",
    personIdCentralDb: "RC-000105",
    firstName: "Karim",
    lastName: "Haddad",
    staffType: "employee",
    function: "Référent transport",
    email: "karim.haddad@releve.example",
    authorizations: [
      {
        role: "C",
        scopeType: "byItems",
        scopes: [
          { entity: "nanterre", activity: "urgentTransport" },
          { entity: "nanterre", activity: "scheduledTransport" },
          { entity: "boulogne", activity: "urgentTransport" },
          { entity: "boulogne", activity: "scheduledTransport" },
        ],
      },
    ],
  },
  {
    subject: "demo-caps",
    personIdCentralDb: "RC-000106",
    firstName: "Julie",
    lastName: "Fontaine",
    staffType: "volunteer",
    function: "Référente APS",
    email: "julie.fontaine@releve.example",
    authorizations: [
      {
        role: "CAPS",
        scopeType: "byItems",
        scopes: [{ entity: "boulogne", activity: "dpsSport" }],
      },
    ],
  },
  {
    subject: "demo-d",
    personIdCentralDb: "RC-000107",
    firstName: "Marc",
    lastName: "Girard",
    staffType: "external",
    function: "Référent consultation (préfecture)",
    email: "marc.girard@releve.example",
    authorizations: [{ role: "D", scopeType: "byItems", scopes: everywhere("idf") }],
  },
  {
    subject: "demo-s",
    personIdCentralDb: "RC-000108",
    firstName: "Lucas",
    lastName: "Moreau",
    staffType: "employee",
    function: "Ambulancier",
    email: "lucas.moreau@releve.example",
    authorizations: [{ role: "S", scopeType: "byFunctions", scopes: [] }],
    functionActivities: ["urgentTransport", "scheduledTransport", "dpsPublicEvent", "dpsSport"],
  },
  {
    subject: "demo-v",
    personIdCentralDb: "RC-000109",
    firstName: "Emma",
    lastName: "Petit",
    staffType: "volunteer",
    function: "Secouriste PSE2",
    email: "emma.petit@releve.example",
    authorizations: [{ role: "V", scopeType: "byFunctions", scopes: [] }],
    functionActivities: [
      "dpsPublicEvent",
      "dpsSport",
      "emergencyPlan",
      "shelter",
      "streetOutreach",
      "foodDistribution",
    ],
  },
  {
    subject: "demo-rh",
    personIdCentralDb: "RC-000110",
    firstName: "Isabelle",
    lastName: "Garnier",
    staffType: "employee",
    function: "Gestionnaire des ressources humaines",
    email: "isabelle.garnier@releve.example",
    authorizations: [{ role: "RH", scopeType: "none", scopes: [] }],
  },
];
