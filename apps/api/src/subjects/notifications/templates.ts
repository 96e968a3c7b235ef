import { readFileSync } from "node:fs";
import path from "node:path";
import type { Language, RegistrationAction } from "@releve/domain";
import { type ActionLinks, type Block, htmlOf, logoCid, textOf } from "./templates-layout.js";
import { type MailWords, mailWords } from "./templates-texts.js";

export type { ActionLinks } from "./templates-layout.js";

/** A means of intervention as a message names it, its labels in the recipient's language. */
export interface MeansFacts {
  id: number;
  typeLabel: string;
  activityTitle: string;
  entityLabel: string;
  startAt: Date;
  endAt: Date;
  /** Arrival at the entity ("ultimate start"). */
  rendezvousAt: Date | null;
  /** Back at the entity ("ultimate end"). */
  returnAt: Date | null;
  location: string | null;
}

/** What one message tells. */
export type MailFacts =
  | {
      kind: "cancellation";
      subject:
        | { kind: "means"; means: MeansFacts }
        | { kind: "activity"; title: string; startAt: Date; endAt: Date };
      comment: string;
    }
  | {
      kind: "mobilisation";
      action: RegistrationAction;
      means: MeansFacts;
      links: ActionLinks | null;
      rejectionReason: string | null;
    }
  | {
      kind: "mobilisationNotice";
      means: MeansFacts;
      links: ActionLinks | null;
      comment: string;
    }
  | { kind: "opening"; means: MeansFacts; comment?: string }
  | { kind: "reinforcement"; means: MeansFacts[]; message: string; requestedBy: string }
  | { kind: "reminder"; means: MeansFacts; links: ActionLinks | null };

/** Who reads the message, and where and when they are. */
export interface MailContext {
  language: Language;
  /** "Camille Martin"; null for a shared address. */
  recipientName: string | null;
  /** The organisation's time zone: every date and time is shown in it. */
  timeZone: string;
  publicUrl: string;
  /** The address of a means in the planner; null: no link. */
  meansUrl: (meansId: number) => string | null;
}

/** A rendered message: its subject, its two parts and the images its HTML shows. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/** An inline image of a message, referenced from its HTML as `cid:` (nodemailer's shape). */
export interface MailAttachment {
  filename: string;
  cid: string;
  content: Buffer;
  contentType: string;
}

/** The organisation's name in a language. */
export function organisationName(language: Language): string {
  return mailWords[language].organisation;
}

// From src/subjects/notifications or dist/subjects/notifications alike: apps/api/assets/mail.
const assets = path.resolve(import.meta.dirname, "../../../assets/mail");
const logos = new Map<Language, Buffer>();

/** The images a message's HTML shows: the organisation's logo in its language. */
export function inlineImages(language: Language): MailAttachment[] {
  let logo = logos.get(language);
  if (!logo) {
    logo = readFileSync(path.join(assets, `logo-${language}.png`));
    logos.set(language, logo);
  }
  return [{ filename: "logo.png", cid: logoCid, content: logo, contentType: "image/png" }];
}

/**
 * Renders one message in the recipient's language: subject, plain text, HTML and the logo the
 * HTML shows inline. Pure but for reading the logo once; throws on a mobilisation action that
 * sends no message.
 */
export function renderMail(facts: MailFacts, context: MailContext): MailContent {
  const words = mailWords[context.language];
  const format = formatter(context);
  const { subject, blocks } = compose(facts, words, format, context);
  const all: Block[] = [
    { kind: "paragraph", text: words.greeting(context.recipientName) },
    ...blocks,
  ];
  return {
    subject,
    text: textOf(all, words, context.publicUrl),
    html: htmlOf(all, words, { language: context.language, publicUrl: context.publicUrl, subject }),
    attachments: inlineImages(context.language),
  };
}

/** The dates and times of a text, in its language and the organisation's time zone. */
export type Format = {
  /** Weekday, date, year and time: the body's. */
  dateTime: (at: Date) => string;
  /** Without the year, for a subject line that must stay short. */
  short: (at: Date) => string;
  period: (from: Date, to: Date) => string;
};

export function formatter({
  language,
  timeZone,
}: Pick<MailContext, "language" | "timeZone">): Format {
  // h23 whatever the language's habit: a shift at 20:00 never reads "8:00 PM".
  const shortOptions: Intl.DateTimeFormatOptions = {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  };
  const dateTime = new Intl.DateTimeFormat(language, { ...shortOptions, year: "numeric" });
  const short = new Intl.DateTimeFormat(language, shortOptions);
  const time = new Intl.DateTimeFormat(language, {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" });
  return {
    dateTime: (at) => dateTime.format(at),
    short: (at) => short.format(at),
    // One day: "sam. 12 avr. 2031, 08:00 – 16:00"; across days, both dates.
    period: (from, to) =>
      day.format(from) === day.format(to)
        ? `${dateTime.format(from)} – ${time.format(to)}`
        : `${dateTime.format(from)} – ${dateTime.format(to)}`,
  };
}

function compose(
  facts: MailFacts,
  words: MailWords,
  format: Format,
  context: MailContext,
): { subject: string; blocks: Block[] } {
  const details = (means: MeansFacts): Block => {
    const rows: [string, string][] = [
      [words.activity, means.activityTitle],
      [words.entity, means.entityLabel],
      [words.period, format.period(means.startAt, means.endAt)],
    ];
    if (means.rendezvousAt) rows.push([words.rendezvous, format.dateTime(means.rendezvousAt)]);
    if (means.returnAt) rows.push([words.return, format.dateTime(means.returnAt)]);
    if (means.location) rows.push([words.place, means.location]);
    const url = context.meansUrl(means.id);
    return { kind: "details", rows, link: url ? { label: words.openMeans, url } : null };
  };
  const title = (means: MeansFacts) => `${means.typeLabel} — ${means.activityTitle}`;
  const when = (means: MeansFacts) => format.short(means.startAt);
  const withLinks = (links: ActionLinks | null): Block[] =>
    links
      ? [
          { kind: "buttons", links },
          { kind: "paragraph", text: words.linksExpire(format.dateTime(links.expiresAt)) },
        ]
      : [];

  // What the manager wrote, under its heading; nothing when they wrote nothing.
  const managerComment = (text: string | undefined): Block[] =>
    text?.trim()
      ? [
          { kind: "paragraph", text: words.managerComment, strong: true },
          { kind: "paragraph", text },
        ]
      : [];

  switch (facts.kind) {
    case "cancellation": {
      const comment = managerComment(facts.comment);
      if (facts.subject.kind === "activity") {
        const { title: name, startAt, endAt } = facts.subject;
        return {
          subject: words.cancelledActivitySubject(name, format.short(startAt)),
          blocks: [
            {
              kind: "paragraph",
              text: words.cancelledActivity(name, format.period(startAt, endAt)),
            },
            ...comment,
          ],
        };
      }
      const means = facts.subject.means;
      return {
        subject: words.cancelledMeansSubject(title(means), when(means)),
        blocks: [
          {
            kind: "paragraph",
            text: words.cancelledMeans(means.typeLabel, format.dateTime(means.startAt)),
          },
          details(means),
          ...comment,
        ],
      };
    }
    case "mobilisation": {
      const { means } = facts;
      const [subject, lead] = mobilisationWords(facts.action, words);
      const code = facts.rejectionReason;
      const reason: Block[] =
        facts.action === "reject" && code
          ? [{ kind: "paragraph", text: words.rejectionReason(reasonText(code, words)) }]
          : [];
      return {
        subject: subject(title(means), when(means)),
        blocks: [
          { kind: "paragraph", text: lead },
          ...reason,
          details(means),
          ...withLinks(facts.links),
        ],
      };
    }
    case "mobilisationNotice":
      return {
        subject: words.mobilisationNoticeSubject(title(facts.means), when(facts.means)),
        blocks: [
          { kind: "paragraph", text: words.mobilisationNotice },
          details(facts.means),
          ...managerComment(facts.comment),
          ...withLinks(facts.links),
        ],
      };
    case "opening":
      return {
        subject: words.openingSubject(title(facts.means), when(facts.means)),
        blocks: [
          { kind: "paragraph", text: words.opening },
          details(facts.means),
          ...managerComment(facts.comment),
        ],
      };
    case "reinforcement":
      return {
        subject: reinforcementSubject(facts.means, words, title, when),
        blocks: [
          { kind: "paragraph", text: words.reinforcement(facts.requestedBy || words.organisation) },
          ...(facts.message.trim() ? [{ kind: "paragraph" as const, text: facts.message }] : []),
          ...facts.means.map(details),
        ],
      };
    case "reminder":
      return {
        subject: words.reminderSubject(title(facts.means), when(facts.means)),
        blocks: [
          { kind: "paragraph", text: words.reminder },
          details(facts.means),
          ...withLinks(facts.links),
        ],
      };
  }
}

/** A rejection reason in the reader's words: the known codes translated, any other as written. */
function reasonText(code: string, words: MailWords): string {
  // Own keys only: a reason such as "constructor" must not reach Object.prototype.
  return Object.hasOwn(words.reasons, code)
    ? words.reasons[code as keyof MailWords["reasons"]]
    : code;
}

/** One means is named; several are counted from the earliest start. */
function reinforcementSubject(
  means: readonly MeansFacts[],
  words: MailWords,
  title: (means: MeansFacts) => string,
  when: (means: MeansFacts) => string,
): string {
  const [first, ...others] = [...means].sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  if (!first) return words.reinforcementRequest;
  return others.length === 0
    ? words.reinforcementSubject(title(first), when(first))
    : words.reinforcementManySubject(means.length, when(first));
}

/** The subject and first line of a mobilisation, by the action that caused it. */
function mobilisationWords(
  action: RegistrationAction,
  words: MailWords,
): [(what: string, when: string) => string, string] {
  switch (action) {
    case "assign":
      return [words.assignedSubject, words.assigned];
    case "propose":
      return [words.proposedSubject, words.proposed];
    case "validate":
    case "validateRejected":
    case "acceptProposition":
      return [words.validatedSubject, words.validated];
    case "reject":
      return [words.rejectedSubject, words.rejected];
    default:
      throw new Error(`No mobilisation message for the action ${action}`);
  }
}
