import type { CalendarFeedStatus, Language } from "@releve/domain";

/**
 * The wording of a calendar feed in each language (French is the source); the labels of a
 * means' details are the e-mails' (`mailWords`), so both say the same.
 */
export interface FeedWords {
  /** The calendar's name, as a subscribing calendar shows it. */
  calendarName: (organisation: string) => string;
  /** The word in brackets before each event's title. */
  statuses: Record<CalendarFeedStatus, string>;
  status: string;
  myHours: string;
  comment: string;
}

export const feedWords: Record<Language, FeedWords> = {
  fr: {
    calendarName: (organisation) => `${organisation} — mes inscriptions`,
    statuses: {
      validated: "Validée",
      proposed: "Proposée",
      pending: "En attente",
      cancelled: "Annulée",
      rejected: "Non retenue",
    },
    status: "Statut",
    myHours: "Mes horaires",
    comment: "Commentaire",
  },
  en: {
    calendarName: (organisation) => `${organisation} — my registrations`,
    statuses: {
      validated: "Validated",
      proposed: "Proposed",
      pending: "Pending",
      cancelled: "Cancelled",
      rejected: "Not accepted",
    },
    status: "Status",
    myHours: "My hours",
    comment: "Comment",
  },
  de: {
    calendarName: (organisation) => `${organisation} — meine Anmeldungen`,
    statuses: {
      validated: "Bestätigt",
      proposed: "Vorgeschlagen",
      pending: "Ausstehend",
      cancelled: "Abgesagt",
      rejected: "Nicht berücksichtigt",
    },
    status: "Status",
    myHours: "Meine Zeiten",
    comment: "Kommentar",
  },
};
