import type { Language } from "@releve/domain";

/**
 * The wording of the e-mails in each language (French is the source). Every function takes
 * values already formatted for the language; nothing here escapes HTML (the layout does).
 */
export interface MailWords {
  organisation: string;
  /** A label followed by its colon, as the language writes it ("Lieu :", "Place:"). */
  label: (text: string) => string;
  greeting: (name: string | null) => string;
  /** Subject prefixes and first paragraphs, by message. */
  cancelledMeansSubject: (what: string, when: string) => string;
  cancelledMeans: (what: string, when: string) => string;
  cancelledActivitySubject: (title: string, when: string) => string;
  cancelledActivity: (title: string, when: string) => string;
  managerComment: string;
  assignedSubject: (what: string, when: string) => string;
  assigned: string;
  proposedSubject: (what: string, when: string) => string;
  proposed: string;
  validatedSubject: (what: string, when: string) => string;
  validated: string;
  rejectedSubject: (what: string, when: string) => string;
  rejected: string;
  rejectionReason: (reason: string) => string;
  reasons: Record<"absence" | "rescheduling", string>;
  openingSubject: (what: string, when: string) => string;
  opening: string;
  reinforcementSubject: (count: number) => string;
  reinforcement: (requester: string) => string;
  reminderSubject: (what: string, when: string) => string;
  reminder: string;
  /** Labels of a means' details. */
  activity: string;
  entity: string;
  period: string;
  rendezvous: string;
  return: string;
  place: string;
  openMeans: string;
  /** The action links. */
  confirm: string;
  decline: string;
  linksExpire: (when: string) => string;
  openProduct: string;
  footer: string;
}

const fr: MailWords = {
  organisation: "Secours National",
  label: (text) => `${text}\u00a0:`,
  greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
  cancelledMeansSubject: (what, when) => `Annulé : ${what}, ${when}`,
  cancelledMeans: (what, when) => `Le moyen « ${what} » du ${when} est annulé.`,
  cancelledActivitySubject: (title, when) => `Annulée : ${title}, ${when}`,
  cancelledActivity: (title, when) =>
    `L'activité « ${title} » du ${when} est annulée, avec tous ses moyens.`,
  managerComment: "Message de votre responsable :",
  assignedSubject: (what, when) => `Vous êtes affecté·e : ${what}, ${when}`,
  assigned: "Vous êtes affecté·e à ce moyen :",
  proposedSubject: (what, when) => `Proposition : ${what}, ${when}`,
  proposed:
    "Votre responsable vous propose ce moyen. Acceptez ou refusez la proposition dans Relève :",
  validatedSubject: (what, when) => `Inscription validée : ${what}, ${when}`,
  validated: "Votre inscription est validée : vous êtes attendu·e.",
  rejectedSubject: (what, when) => `Inscription non retenue : ${what}, ${when}`,
  rejected: "Votre inscription à ce moyen n'a pas été retenue.",
  rejectionReason: (reason) => `Motif : ${reason}.`,
  reasons: { absence: "absence", rescheduling: "changement d'horaire" },
  openingSubject: (what, when) => `Ouvert aux bénévoles : ${what}, ${when}`,
  opening: "Ce moyen est ouvert aux bénévoles. Inscrivez-vous dans Relève :",
  reinforcementSubject: (count) =>
    count > 1 ? `Demande de renfort pour ${count} moyens` : "Demande de renfort",
  reinforcement: (requester) => `${requester} demande du renfort :`,
  reminderSubject: (what, when) => `Rappel : ${what}, ${when}`,
  reminder: "Rappel de votre prochaine mission :",
  activity: "Activité",
  entity: "Structure",
  period: "Horaires",
  rendezvous: "Rendez-vous",
  return: "Retour",
  place: "Lieu",
  openMeans: "Voir le moyen dans Relève",
  confirm: "Je confirme ma présence",
  decline: "Je ne peux pas venir",
  linksExpire: (when) => `Ces liens servent une seule fois et expirent le ${when}.`,
  openProduct: "Ouvrir Relève",
  footer: "Vous recevez ce message parce que vous êtes inscrit·e dans Relève.",
};

const en: MailWords = {
  organisation: "National Relief",
  label: (text) => `${text}:`,
  greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
  cancelledMeansSubject: (what, when) => `Cancelled: ${what}, ${when}`,
  cancelledMeans: (what, when) => `The means "${what}" of ${when} is cancelled.`,
  cancelledActivitySubject: (title, when) => `Cancelled: ${title}, ${when}`,
  cancelledActivity: (title, when) =>
    `The activity "${title}" of ${when} is cancelled, with all its means.`,
  managerComment: "Message from your manager:",
  assignedSubject: (what, when) => `You are assigned: ${what}, ${when}`,
  assigned: "You are assigned to this means:",
  proposedSubject: (what, when) => `Proposal: ${what}, ${when}`,
  proposed: "Your manager proposes this means to you. Accept or decline it in Relève:",
  validatedSubject: (what, when) => `Registration confirmed: ${what}, ${when}`,
  validated: "Your registration is confirmed: you are expected.",
  rejectedSubject: (what, when) => `Registration not kept: ${what}, ${when}`,
  rejected: "Your registration for this means was not kept.",
  rejectionReason: (reason) => `Reason: ${reason}.`,
  reasons: { absence: "absence", rescheduling: "change of schedule" },
  openingSubject: (what, when) => `Open to volunteers: ${what}, ${when}`,
  opening: "This means is open to volunteers. Register in Relève:",
  reinforcementSubject: (count) =>
    count > 1 ? `Reinforcement request for ${count} means` : "Reinforcement request",
  reinforcement: (requester) => `${requester} asks for reinforcement:`,
  reminderSubject: (what, when) => `Reminder: ${what}, ${when}`,
  reminder: "A reminder of your next duty:",
  activity: "Activity",
  entity: "Unit",
  period: "Times",
  rendezvous: "Meeting time",
  return: "Return",
  place: "Place",
  openMeans: "See the means in Relève",
  confirm: "I confirm I will be there",
  decline: "I cannot come",
  linksExpire: (when) => `These links work once and expire on ${when}.`,
  openProduct: "Open Relève",
  footer: "You receive this message because you are registered in Relève.",
};

const de: MailWords = {
  organisation: "Nationale Hilfe",
  label: (text) => `${text}:`,
  greeting: (name) => (name ? `Guten Tag ${name},` : "Guten Tag,"),
  cancelledMeansSubject: (what, when) => `Abgesagt: ${what}, ${when}`,
  cancelledMeans: (what, when) => `Das Einsatzmittel „${what}“ am ${when} ist abgesagt.`,
  cancelledActivitySubject: (title, when) => `Abgesagt: ${title}, ${when}`,
  cancelledActivity: (title, when) =>
    `Die Aktivität „${title}“ am ${when} ist mit allen Einsatzmitteln abgesagt.`,
  managerComment: "Nachricht Ihrer Leitung:",
  assignedSubject: (what, when) => `Sie sind eingeteilt: ${what}, ${when}`,
  assigned: "Sie sind für dieses Einsatzmittel eingeteilt:",
  proposedSubject: (what, when) => `Vorschlag: ${what}, ${when}`,
  proposed:
    "Ihre Leitung schlägt Ihnen dieses Einsatzmittel vor. Nehmen Sie den Vorschlag in Relève an oder lehnen Sie ihn ab:",
  validatedSubject: (what, when) => `Anmeldung bestätigt: ${what}, ${when}`,
  validated: "Ihre Anmeldung ist bestätigt: Sie werden erwartet.",
  rejectedSubject: (what, when) => `Anmeldung nicht berücksichtigt: ${what}, ${when}`,
  rejected: "Ihre Anmeldung für dieses Einsatzmittel wurde nicht berücksichtigt.",
  rejectionReason: (reason) => `Grund: ${reason}.`,
  reasons: { absence: "Abwesenheit", rescheduling: "geänderte Zeiten" },
  openingSubject: (what, when) => `Offen für Ehrenamtliche: ${what}, ${when}`,
  opening: "Dieses Einsatzmittel ist für Ehrenamtliche offen. Melden Sie sich in Relève an:",
  reinforcementSubject: (count) =>
    count > 1 ? `Verstärkungsanfrage für ${count} Einsatzmittel` : "Verstärkungsanfrage",
  reinforcement: (requester) => `${requester} bittet um Verstärkung:`,
  reminderSubject: (what, when) => `Erinnerung: ${what}, ${when}`,
  reminder: "Eine Erinnerung an Ihren nächsten Einsatz:",
  activity: "Aktivität",
  entity: "Gliederung",
  period: "Zeiten",
  rendezvous: "Treffpunkt",
  return: "Rückkehr",
  place: "Ort",
  openMeans: "Einsatzmittel in Relève ansehen",
  confirm: "Ich bestätige meine Teilnahme",
  decline: "Ich kann nicht kommen",
  linksExpire: (when) => `Diese Links gelten einmal und laufen am ${when} ab.`,
  openProduct: "Relève öffnen",
  footer: "Sie erhalten diese Nachricht, weil Sie in Relève registriert sind.",
};

/** The wording of a language. */
export const mailWords: Readonly<Record<Language, MailWords>> = { fr, en, de };
