import type { AlertLevel, EmailType, Language, LocalizedLabel } from "@releve/domain";
import type { Insertable } from "kysely";
import type { Database } from "../schema.js";
import type { People } from "./planning-people.js";
import { type AuditEntry, day, hour, plus, toMinute } from "./planning-support.js";

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

const texts = (
  fr: [string, string],
  en: [string, string],
  de: [string, string],
): Record<Language, { title: string; text: string }> => ({
  fr: { title: fr[0], text: fr[1] },
  en: { title: en[0], text: en[1] },
  de: { title: de[0], text: de[1] },
});

/** Alerts: one per level, only the info one dismissible, and one cancelled. */
const alerts: {
  level: AlertLevel;
  fromDays: number;
  toDays: number | null;
  dismissible: boolean;
  isActive: boolean;
  texts: Record<Language, { title: string; text: string }>;
}[] = [
  {
    level: "danger",
    fromDays: -2,
    toDays: null,
    dismissible: false,
    isActive: true,
    texts: texts(
      [
        "Plan grand froid activé",
        "Renforts demandés pour l'accueil de nuit et les maraudes jusqu'à nouvel ordre.",
      ],
      [
        "Cold weather plan activated",
        "Reinforcements needed for night shelters and street outreach until further notice.",
      ],
      [
        "Kälteplan aktiviert",
        "Verstärkung für Notunterkünfte und Straßenhilfe bis auf Weiteres benötigt.",
      ],
    ),
  },
  {
    level: "warning",
    fromDays: -1,
    toDays: 3,
    dismissible: false,
    isActive: true,
    texts: texts(
      [
        "Maintenance de Relève",
        "Relève sera indisponible jeudi de 22 h à 23 h pour une mise à jour.",
      ],
      [
        "Relève maintenance",
        "Relève will be unavailable on Thursday from 10 pm to 11 pm for an update.",
      ],
      [
        "Wartung von Relève",
        "Relève ist am Donnerstag von 22 bis 23 Uhr wegen eines Updates nicht verfügbar.",
      ],
    ),
  },
  {
    level: "info",
    fromDays: -3,
    toDays: 10,
    dismissible: true,
    isActive: true,
    texts: texts(
      [
        "Nouvelle session PSE2",
        "Les inscriptions à la session PSE2 de printemps sont ouvertes auprès de votre délégation.",
      ],
      ["New PSE2 course", "Registration for the spring PSE2 course is open at your local branch."],
      [
        "Neuer PSE2-Kurs",
        "Die Anmeldung zum PSE2-Frühjahrskurs ist bei Ihrem Kreisverband geöffnet.",
      ],
    ),
  },
  {
    level: "info",
    fromDays: -10,
    toDays: -6,
    dismissible: true,
    isActive: false,
    texts: texts(
      [
        "Grève des transports",
        "Pensez à prévoir un trajet de remplacement pour rejoindre votre poste.",
      ],
      ["Transport strike", "Plan an alternative route to reach your post."],
      ["Streik im Nahverkehr", "Planen Sie einen anderen Weg zu Ihrem Einsatzort ein."],
    ),
  },
];

const note = (fr: string, en: string, de: string): LocalizedLabel => ({ fr, en, de });

/** Released versions, the latest a few days ago so the release notes show at the next start. */
const releases: {
  number: string;
  daysAgo: number;
  description: string;
  notes: [LocalizedLabel, LocalizedLabel][];
}[] = [
  {
    number: "1.0.0",
    daysAgo: 120,
    description: "Première version de Relève",
    notes: [
      [
        note("Planification des activités", "Activity planning", "Einsatzplanung"),
        note(
          "Créez des activités opérationnelles et leurs moyens d'intervention.",
          "Create operational activities and their means of intervention.",
          "Erstellen Sie Einsätze und ihre Einsatzmittel.",
        ),
      ],
      [
        note("Inscriptions", "Registrations", "Anmeldungen"),
        note(
          "Les bénévoles s'inscrivent depuis leur calendrier.",
          "Volunteers register from their calendar.",
          "Ehrenamtliche melden sich über ihren Kalender an.",
        ),
      ],
    ],
  },
  {
    number: "1.1.0",
    daysAgo: 60,
    description: "Récurrences et partage des gardes",
    notes: [
      [
        note("Activités récurrentes", "Recurring activities", "Wiederkehrende Einsätze"),
        note(
          "Répétez une activité chaque jour, chaque semaine ou chaque mois.",
          "Repeat an activity daily, weekly or monthly.",
          "Wiederholen Sie einen Einsatz täglich, wöchentlich oder monatlich.",
        ),
      ],
      [
        note(
          "Partage des gardes de 12 heures",
          "Splitting 12-hour shifts",
          "Teilen von 12-Stunden-Diensten",
        ),
        note(
          "Une garde de 12 heures peut être partagée en deux moyens liés.",
          "A 12-hour shift can be split into two linked means.",
          "Ein 12-Stunden-Dienst kann in zwei verknüpfte Einsatzmittel geteilt werden.",
        ),
      ],
    ],
  },
  {
    number: "1.2.0",
    daysAgo: 3,
    description: "Propositions d'horaires et alertes",
    notes: [
      [
        note("Propositions d'horaires", "Schedule propositions", "Zeitvorschläge"),
        note(
          "Proposez un autre horaire pour une inscription ; le responsable le valide ou le refuse.",
          "Propose another schedule for a registration; the manager accepts or rejects it.",
          "Schlagen Sie eine andere Zeit für eine Anmeldung vor; die Leitung nimmt sie an oder lehnt sie ab.",
        ),
      ],
      [
        note("Bandeaux d'alerte", "Alert banners", "Warnbanner"),
        note(
          "Les alertes s'affichent en haut de chaque page selon leur niveau.",
          "Alerts show at the top of every page by level.",
          "Warnungen erscheinen je nach Stufe oben auf jeder Seite.",
        ),
      ],
      [
        note(
          "Notifications de renfort",
          "Reinforcement notifications",
          "Verstärkungsbenachrichtigungen",
        ),
        note(
          "Prévenez des personnes ou des adresses partagées quand des renforts manquent.",
          "Notify persons or shared addresses when reinforcements are missing.",
          "Benachrichtigen Sie Personen oder geteilte Adressen, wenn Verstärkung fehlt.",
        ),
      ],
    ],
  },
];

/** Shared addresses notified when reinforcements are needed. */
const sharedAddresses: {
  entity: string;
  activity: string;
  name: string;
  email: string;
  type: EmailType;
}[] = [
  {
    entity: "paris",
    activity: "dpsPublicEvent",
    name: "Astreinte DPS Paris",
    email: "astreinte.dps.paris@releve.example",
    type: "shared",
  },
  {
    entity: "hautsDeSeine",
    activity: "urgentTransport",
    name: "Régulation transport 92",
    email: "regulation.transport92@releve.example",
    type: "professional",
  },
  {
    entity: "lyon",
    activity: "dpsSport",
    name: "Cellule opérationnelle Lyon",
    email: "cellule.ops.lyon@releve.example",
    type: "shared",
  },
];

export interface Notices {
  rows: {
    alert: Rows<"alert">;
    alert_text: Rows<"alert_text">;
    release_version: Rows<"release_version">;
    release_note: Rows<"release_note">;
    reinforcement_notification: Rows<"reinforcement_notification">;
  };
  audit: AuditEntry[];
}

/** Alerts, release notes and reinforcement notifications of the demo. */
export function buildNotices(options: {
  now: Date;
  people: People;
  createdBy: number;
  entityIds: ReadonlyMap<string, number>;
  activityIds: ReadonlyMap<string, number>;
}): Notices {
  const { now, people, createdBy } = options;
  const hourOf = (days: number) => toMinute(Math.floor((now.getTime() + days * day) / hour) * hour);
  const rows: Notices["rows"] = {
    alert: [],
    alert_text: [],
    release_version: [],
    release_note: [],
    reinforcement_notification: [],
  };
  const audit: AuditEntry[] = [];
  for (const [index, alert] of alerts.entries()) {
    const id = index + 1;
    const from = hourOf(alert.fromDays);
    const createdAt = plus(from, -2 * hour);
    rows.alert.push({
      id,
      level: alert.level,
      from_at: from,
      to_at: alert.toDays === null ? null : hourOf(alert.toDays),
      dismissible: alert.dismissible,
      is_active: alert.isActive,
      created_by: createdBy,
      created_at: createdAt,
    });
    for (const [language, text] of Object.entries(alert.texts)) {
      rows.alert_text.push({ alert_id: id, language_code: language as Language, ...text });
    }
    audit.push({
      subject: "alert",
      subjectId: id,
      action: "create",
      from: null,
      to: "active",
      by: createdBy,
      at: createdAt,
    });
    if (!alert.isActive) {
      audit.push({
        subject: "alert",
        subjectId: id,
        action: "cancel",
        from: "active",
        to: "cancelled",
        by: createdBy,
        at: plus(from, 20 * hour),
      });
    }
  }
  for (const [index, release] of releases.entries()) {
    const id = index + 1;
    rows.release_version.push({
      id,
      number: release.number,
      released_at: hourOf(-release.daysAgo),
      description: release.description,
    });
    for (const [order, [title, text]] of release.notes.entries()) {
      rows.release_note.push({
        id: rows.release_note.length + 1,
        release_version_id: id,
        title,
        text,
        sort_order: order + 1,
      });
    }
  }

  const id = (ids: ReadonlyMap<string, number>, code: string) => {
    const found = ids.get(code);
    if (found === undefined) throw new Error(`The demo organisation has no ${code}`);
    return found;
  };
  // Team leaders of each region are notified for the big events; S for transport reinforcements.
  const leaders = (region: "idf" | "aura") =>
    people.field
      .filter((person) => person.region === region && person.roles.has("teamLeader"))
      .slice(0, 3);
  const personNotifications: [string, string, number][] = [
    ...leaders("idf").map((person): [string, string, number] => [
      "paris",
      "dpsPublicEvent",
      person.id,
    ]),
    ...leaders("aura").map((person): [string, string, number] => ["lyon", "dpsSport", person.id]),
    ["hautsDeSeine", "urgentTransport", people.demoS.id],
  ];
  for (const [entity, activity, personId] of personNotifications) {
    rows.reinforcement_notification.push({
      id: rows.reinforcement_notification.length + 1,
      entity_id: id(options.entityIds, entity),
      activity_id: id(options.activityIds, activity),
      person_id: personId,
      name: null,
      email: null,
      email_type: null,
    });
  }
  for (const shared of sharedAddresses) {
    rows.reinforcement_notification.push({
      id: rows.reinforcement_notification.length + 1,
      entity_id: id(options.entityIds, shared.entity),
      activity_id: id(options.activityIds, shared.activity),
      person_id: null,
      name: shared.name,
      email: shared.email,
      email_type: shared.type,
    });
  }
  return { rows, audit };
}
