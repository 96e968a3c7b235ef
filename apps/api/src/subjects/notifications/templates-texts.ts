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
  /** A mobilisation told again by a manager to the people validated (decision 035). */
  mobilisationNoticeSubject: (what: string, when: string) => string;
  mobilisationNotice: string;
  openingSubject: (what: string, when: string) => string;
  opening: string;
  /** A request without means (never sent in practice), for one means, for several from a date. */
  reinforcementRequest: string;
  reinforcementSubject: (what: string, when: string) => string;
  reinforcementManySubject: (count: number, from: string) => string;
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

// French puts a no-break space before a colon and inside guillemets, so that no line starts
// with one; subject lines keep a plain space, the one people type when they search or filter.
const fr: MailWords = {
  organisation: "Secours National",
  label: (text) => `${text}\u00a0:`,
  greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
  cancelledMeansSubject: (what, when) => `Annulé : ${what}, ${when}`,
  cancelledMeans: (what, when) => `Le moyen «\u00a0${what}\u00a0» du ${when} est annulé.`,
  cancelledActivitySubject: (title, when) => `Annulée : ${title}, ${when}`,
  cancelledActivity: (title, when) =>
    `L'activité «\u00a0${title}\u00a0» du ${when} est annulée, avec tous ses moyens.`,
  managerComment: "Message de votre responsable\u00a0:",
  assignedSubject: (what, when) => `Vous êtes affecté·e : ${what}, ${when}`,
  assigned: "Vous êtes affecté·e à ce moyen\u00a0:",
  proposedSubject: (what, when) => `Proposition : ${what}, ${when}`,
  proposed:
    "Votre responsable vous propose ce moyen. Acceptez ou refusez la proposition dans Relève\u00a0:",
  validatedSubject: (what, when) => `Inscription validée : ${what}, ${when}`,
  validated: "Votre inscription est validée\u00a0: vous êtes attendu·e.",
  rejectedSubject: (what, when) => `Inscription non retenue : ${what}, ${when}`,
  rejected: "Votre inscription à ce moyen n'a pas été retenue.",
  rejectionReason: (reason) => `Motif\u00a0: ${reason}.`,
  reasons: { absence: "absence", rescheduling: "changement de planning" },
  mobilisationNoticeSubject: (what, when) => `Mobilisation : ${what}, ${when}`,
  mobilisationNotice:
    "Vous êtes attendu·e sur ce moyen. Votre responsable vous en rappelle les détails\u00a0:",
  openingSubject: (what, when) => `Ouvert aux bénévoles : ${what}, ${when}`,
  opening: "Ce moyen est ouvert aux bénévoles. Inscrivez-vous dans Relève\u00a0:",
  reinforcementRequest: "Demande de renfort",
  reinforcementSubject: (what, when) => `Demande de renfort : ${what}, ${when}`,
  reinforcementManySubject: (count, from) =>
    `Demande de renfort : ${count} moyens à partir du ${from}`,
  reinforcement: (requester) => `${requester} demande du renfort\u00a0:`,
  reminderSubject: (what, when) => `Rappel : ${what}, ${when}`,
  reminder: "Votre prochaine mission approche\u00a0:",
  activity: "Activité",
  entity: "Structure",
  period: "Horaires",
  rendezvous: "Rendez-vous",
  return: "Retour",
  place: "Lieu",
  openMeans: "Voir le moyen dans Relève",
  confirm: "Je confirme ma présence",
  decline: "Je ne peux pas venir",
  linksExpire: (when) => `Ces liens ne servent qu'une fois et expirent le ${when}.`,
  openProduct: "Ouvrir Relève",
  footer: "Vous recevez ce message parce que vous êtes inscrit·e dans Relève.",
};

const en: MailWords = {
  organisation: "National Relief",
  label: (text) => `${text}:`,
  greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
  cancelledMeansSubject: (what, when) => `Cancelled: ${what}, ${when}`,
  cancelledMeans: (what, when) => `The means "${what}" on ${when} has been cancelled.`,
  cancelledActivitySubject: (title, when) => `Cancelled: ${title}, ${when}`,
  cancelledActivity: (title, when) =>
    `The activity "${title}" on ${when} has been cancelled, with all its means.`,
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
  reasons: { absence: "absence", rescheduling: "rescheduling" },
  mobilisationNoticeSubject: (what, when) => `Mobilisation: ${what}, ${when}`,
  mobilisationNotice: "You are expected on this means. Your manager sends you its details again:",
  openingSubject: (what, when) => `Open to volunteers: ${what}, ${when}`,
  opening: "This means is open to volunteers. Register in Relève:",
  reinforcementRequest: "Reinforcement request",
  reinforcementSubject: (what, when) => `Reinforcement request: ${what}, ${when}`,
  reinforcementManySubject: (count, from) => `Reinforcement request: ${count} means from ${from}`,
  reinforcement: (requester) => `${requester} asks for reinforcement:`,
  reminderSubject: (what, when) => `Reminder: ${what}, ${when}`,
  reminder: "Your next duty is coming up:",
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
  reasons: { absence: "Abwesenheit", rescheduling: "Umplanung" },
  mobilisationNoticeSubject: (what, when) => `Ihr Einsatz: ${what}, ${when}`,
  mobilisationNotice:
    "Sie werden für dieses Einsatzmittel erwartet. Ihre Leitung sendet Ihnen die Einzelheiten noch einmal:",
  openingSubject: (what, when) => `Offen für Ehrenamtliche: ${what}, ${when}`,
  opening: "Dieses Einsatzmittel ist für Ehrenamtliche offen. Melden Sie sich in Relève an:",
  reinforcementRequest: "Verstärkungsanfrage",
  reinforcementSubject: (what, when) => `Verstärkungsanfrage: ${what}, ${when}`,
  reinforcementManySubject: (count, from) =>
    `Verstärkungsanfrage: ${count} Einsatzmittel ab ${from}`,
  reinforcement: (requester) => `${requester} bittet um Verstärkung:`,
  reminderSubject: (what, when) => `Erinnerung: ${what}, ${when}`,
  reminder: "Ihr nächster Einsatz steht bevor:",
  activity: "Aktivität",
  entity: "Gliederung",
  period: "Zeiten",
  rendezvous: "Treffzeit",
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
