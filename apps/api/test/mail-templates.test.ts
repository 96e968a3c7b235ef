import { languages } from "@releve/domain";
import { describe, expect, it } from "vitest";
import {
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
  { kind: "mobilisation", action: "validateRejected", means, links, rejectionReason: null },
  { kind: "mobilisation", action: "acceptProposition", means, links, rejectionReason: null },
  { kind: "mobilisation", action: "reject", means, links: null, rejectionReason: "absence" },
  { kind: "opening", means },
  { kind: "opening", means, comment: "Il reste deux places." },
  { kind: "mobilisationNotice", means, links, comment: "Rendez-vous au local." },
  { kind: "mobilisationNotice", means, links: null, comment: "" },
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

  it("attach the logo of the language as a real PNG, twice the size the HTML shows", () => {
    const sizes = new Set<number>();
    for (const language of languages) {
      const { attachments, html } = renderMail(everyKind[0] as MailFacts, context(language));
      expect(attachments).toHaveLength(1);
      const [logo] = attachments;
      expect(logo?.cid).toBe("logo@releve");
      expect(logo?.contentType).toBe("image/png");
      expect(logo?.content.subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
      // The IHDR chunk: width and height in pixels.
      expect([logo?.content.readUInt32BE(16), logo?.content.readUInt32BE(20)]).toEqual([352, 96]);
      expect(html).toContain('width="176" height="48"');
      expect(html).toContain(`alt="${organisationName(language)}"`);
      sizes.add(logo?.content.length ?? 0);
    }
    // Each language its own name: three different images.
    expect(sizes.size).toBe(3);
  });

  it("show every time in the organisation's zone, across a daylight-saving change", () => {
    const mail = renderMail(everyKind[0] as MailFacts, context("fr"));
    expect(mail.text).toContain("dim. 29 mars 2026, 08:00 – 16:00");
    expect(mail.text).toContain("Rendez-vous\u00a0: dim. 29 mars 2026, 07:30");
    // The subject stays short: no year.
    expect(mail.subject).toBe(
      'Annulé : Ambulance — <script>alert("x")</script> & co, dim. 29 mars, 08:00',
    );
  });

  it("show both dates of a period that runs across days", () => {
    const night = { ...means, endAt: new Date("2026-03-30T04:00:00Z"), rendezvousAt: null };
    const mail = renderMail({ kind: "opening", means: night }, context("de"));
    expect(mail.text).toContain("So., 29. März 2026, 08:00 – Mo., 30. März 2026, 06:00");
    expect(mail.text).not.toContain("Treffzeit");
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
    for (const part of [proposed.text, proposed.html]) {
      expect(part).not.toContain("notification-feedback");
      expect(part).not.toContain("Ich kann nicht kommen");
    }
  });

  it("tell the mobilisation again with the person's links and the manager's words, and an opening with them", () => {
    const notice = renderMail(
      { kind: "mobilisationNotice", means, links, comment: "Rendez-vous <au local>." },
      context("en"),
    );
    expect(notice.subject).toMatch(/^Mobilisation: Ambulance — /);
    expect(notice.text).toContain("You are expected on this means.");
    expect(notice.text).toContain("Message from your manager:");
    expect(notice.html).toContain("Rendez-vous &lt;au local&gt;.");
    for (const part of [notice.text, notice.html]) expect(part).toContain(links.decline);
    const silent = renderMail(
      { kind: "mobilisationNotice", means, links: null, comment: " " },
      context("de"),
    );
    expect(silent.subject).toMatch(/^Ihr Einsatz: /);
    expect(silent.text).not.toContain("Nachricht Ihrer Leitung");
    expect(silent.text).not.toContain("notification-feedback");
    const opening = renderMail(
      { kind: "opening", means, comment: "Il reste deux places." },
      context("fr"),
    );
    expect(opening.text).toContain("Message de votre responsable\u00a0:");
    expect(opening.text).toContain("Il reste deux places.");
  });

  it("give the expiry of the links, and escape the addresses in the HTML", () => {
    const withQuery = { ...links, confirm: `${links.confirm}&lang="fr"` };
    const mail = renderMail({ kind: "reminder", means, links: withQuery }, context("fr"));
    expect(mail.text).toContain("expirent le dim. 29 mars 2026, 08:00");
    expect(mail.text).toContain(withQuery.confirm);
    expect(mail.html).toContain(`href="${links.confirm}&amp;lang=&quot;fr&quot;"`);
  });

  it("say why a registration was not kept, in the reader's words", () => {
    expect(renderMail(everyKind[7] as MailFacts, context("fr")).text).toContain(
      "Motif\u00a0: absence.",
    );
    expect(renderMail(everyKind[7] as MailFacts, context("de")).text).toContain(
      "Grund: Abwesenheit.",
    );
    const reason = (rejectionReason: string) =>
      renderMail(
        { ...(everyKind[7] as MailFacts & { kind: "mobilisation" }), rejectionReason },
        context("en"),
      ).text;
    expect(reason("rescheduling")).toContain("Reason: rescheduling.");
    // Any other code as it was given, even one named like an object's property.
    expect(reason("Véhicule en panne")).toContain("Reason: Véhicule en panne.");
    expect(reason("constructor")).toContain("Reason: constructor.");
  });

  it("greet the person by name, and a shared address neutrally", () => {
    expect(renderMail(everyKind[0] as MailFacts, context("fr")).text).toMatch(
      /^Bonjour Camille Durand,\n/,
    );
    const shared = renderMail(everyKind[0] as MailFacts, { ...context("en"), recipientName: null });
    expect(shared.text).toMatch(/^Hello,\n/);
    expect(shared.html).toContain('<p style="margin:0 0 16px">Hello,</p>');
  });

  it("name the one means of a reinforcement request, or count several, and list each", () => {
    const one = renderMail(
      { kind: "reinforcement", means: [means], message: "", requestedBy: "Claire Martin" },
      context("fr"),
    );
    expect(one.subject).toBe(
      'Demande de renfort : Ambulance — <script>alert("x")</script> & co, dim. 29 mars, 08:00',
    );
    const later = {
      ...means,
      id: 13,
      typeLabel: "Poste de secours",
      startAt: new Date("2026-03-30T06:00:00Z"),
    };
    const several = renderMail(
      {
        kind: "reinforcement",
        means: [later, means],
        message: "Venez\nnombreux",
        requestedBy: "Claire Martin",
      },
      context("en"),
    );
    expect(several.subject).toBe("Reinforcement request: 2 means from Sun, Mar 29, 08:00");
    expect(several.text).toContain("Claire Martin asks for reinforcement:");
    expect(several.html).toContain("Venez<br>nombreux");
    expect(several.html).toContain("/means-of-intervention-detail-page/12");
    expect(several.html).toContain("/means-of-intervention-detail-page/13");
  });

  it("keep the text part's lines to 78 characters, addresses aside", () => {
    const long = {
      ...means,
      activityTitle:
        "Dispositif prévisionnel de secours du grand marathon international de la ville",
    };
    const comment =
      "Le préfet a interdit la manifestation à cause des orages annoncés sur toute la région pour le week-end.";
    for (const language of languages) {
      const mail = renderMail(
        { kind: "cancellation", subject: { kind: "means", means: long }, comment },
        context(language),
      );
      const tooLong = mail.text
        .split("\n")
        .filter((line) => line.length > 78 && !line.startsWith("https://"));
      expect(tooLong, language).toEqual([]);
      expect(mail.html).toContain(comment);
    }
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
