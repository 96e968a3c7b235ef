import { languages } from "@releve/domain";
import { describe, expect, it } from "vitest";
import {
  inlineImages,
  type MailContext,
  type MailFacts,
  type MeansFacts,
  organisationName,
  renderMail,
} from "../src/subjects/notifications/templates.js";

// Sunday 29 March 2026, the day Paris moves to summer time: 06:00 UTC is 08:00 there.
const means: MeansFacts = {
  id: 12,
  typeLabel: "Ambulance",
  activityTitle: '<script>alert("x")</script> & co',
  entityLabel: "Paris 15e",
  startAt: new Date("2026-03-29T06:00:00Z"),
  endAt: new Date("2026-03-29T14:00:00Z"),
  rendezvousAt: new Date("2026-03-29T05:30:00Z"),
  returnAt: null,
  location: "Stade\nporte B",
};

const links = {
  confirm: "https://releve.example.org/notification-feedback?token=confirm-token",
  decline: "https://releve.example.org/notification-feedback?token=decline-token",
  expiresAt: means.startAt,
};

const everyKind: MailFacts[] = [
  { kind: "cancellation", subject: { kind: "means", means }, comment: "Tempête <annoncée>" },
  {
    kind: "cancellation",
    subject: { kind: "activity", title: "Marathon", startAt: means.startAt, endAt: means.endAt },
    comment: "",
  },
  { kind: "mobilisation", action: "assign", means, links, rejectionReason: null },
  { kind: "mobilisation", action: "propose", means, links: null, rejectionReason: null },
  { kind: "mobilisation", action: "validate", means, links, rejectionReason: null },
  { kind: "mobilisation", action: "reject", means, links: null, rejectionReason: "absence" },
  { kind: "opening", means },
  {
    kind: "reinforcement",
    means: [means, { ...means, id: 13 }],
    message: "Venez",
    requestedBy: "Claire Martin",
  },
  { kind: "reminder", means, links },
];

const context = (language: (typeof languages)[number]): MailContext => ({
  language,
  recipientName: "Camille Durand",
  timeZone: "Europe/Paris",
  publicUrl: "https://releve.example.org",
  meansUrl: (id) => `https://releve.example.org/means-of-intervention-detail-page/${id}`,
});

describe("the e-mail templates", () => {
  it("render every kind in every language, with nothing left unfilled", () => {
    for (const language of languages) {
      for (const facts of everyKind) {
        const mail = renderMail(facts, context(language));
        expect(mail.subject.length, `${facts.kind} ${language}`).toBeGreaterThan(5);
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part).not.toMatch(/undefined|null|NaN|\[object/);
        }
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.html).toContain('src="cid:logo@releve"');
        expect(mail.text).toContain(organisationName(language));
      }
    }
  });

  it("attach the logo of the language as a real PNG", () => {
    for (const language of languages) {
      const [logo] = inlineImages(language);
      expect(logo?.cid).toBe("logo@releve");
      expect(logo?.content.subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
    }
  });

  it("show every time in the organisation's zone, across a daylight-saving change", () => {
    const mail = renderMail(everyKind[0] as MailFacts, context("fr"));
    expect(mail.text).toContain("dim. 29 mars 2026, 08:00 – 16:00");
    expect(mail.text).toContain("Rendez-vous\u00a0: dim. 29 mars 2026, 07:30");
  });

  it("escape what people wrote, and keep it readable in the text", () => {
    const mail = renderMail(everyKind[0] as MailFacts, context("en"));
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co");
    expect(mail.html).toContain("Tempête &lt;annoncée&gt;");
    expect(mail.html).toContain("Stade<br>porte B");
    expect(mail.text).toContain('<script>alert("x")</script> & co');
  });

  it("carry both answer links where the person is expected, and none elsewhere", () => {
    const assigned = renderMail(everyKind[2] as MailFacts, context("de"));
    for (const part of [assigned.text, assigned.html]) {
      expect(part).toContain(links.confirm);
      expect(part).toContain(links.decline);
    }
    expect(assigned.html).toContain("Ich kann nicht kommen");
    const proposed = renderMail(everyKind[3] as MailFacts, context("de"));
    expect(proposed.text).not.toContain("notification-feedback");
  });

  it("say why a registration was not kept, in the reader's words", () => {
    expect(renderMail(everyKind[5] as MailFacts, context("fr")).text).toContain("Motif : absence.");
    expect(renderMail(everyKind[5] as MailFacts, context("de")).text).toContain(
      "Grund: Abwesenheit.",
    );
  });

  it("differ by language, and refuse an action that mobilises no one", () => {
    const subjects = languages.map(
      (language) => renderMail(everyKind[0] as MailFacts, context(language)).subject,
    );
    expect(new Set(subjects).size).toBe(3);
    expect(() =>
      renderMail(
        { kind: "mobilisation", action: "unregister", means, links: null, rejectionReason: null },
        context("fr"),
      ),
    ).toThrow(/unregister/);
  });
});
