import type { RoleCode, StaffType } from "@releve/domain";

/** A user offered on the local sign-in page. */
export interface SignInChoice {
  subject: string;
  firstName: string;
  lastName: string;
  staffType: StaffType;
  function: string | null;
  roles: RoleCode[];
}

type Language = "fr" | "en" | "de";

const texts: Record<
  Language,
  {
    title: string;
    heading: string;
    intro: string;
    roles: string;
    staffType: Record<StaffType, string>;
    role: Record<RoleCode, string>;
  }
> = {
  fr: {
    title: "Connexion - Relève",
    heading: "Se connecter à Relève",
    intro:
      "Fournisseur d'identité local de démonstration. Choisissez la personne sous laquelle vous connecter.",
    roles: "Rôles",
    staffType: { volunteer: "Bénévole", employee: "Salarié", external: "Externe" },
    role: {
      Admin: "Administrateur",
      A: "Coordination",
      B: "Responsable d'activités",
      BAPS: "Responsable APS",
      C: "Référent transport",
      CAPS: "Référent APS",
      D: "Référent consultation",
      S: "Salarié terrain",
      V: "Bénévole terrain",
      RH: "Ressources humaines",
    },
  },
  en: {
    title: "Sign in - Relève",
    heading: "Sign in to Relève",
    intro: "Local demonstration identity provider. Choose the person to sign in as.",
    roles: "Roles",
    staffType: { volunteer: "Volunteer", employee: "Employee", external: "External" },
    role: {
      Admin: "Administrator",
      A: "Coordination",
      B: "Activity manager",
      BAPS: "APS activity manager",
      C: "Transport referent",
      CAPS: "APS referent",
      D: "Consultation referent",
      S: "Field employee",
      V: "Field volunteer",
      RH: "Human resources",
    },
  },
  de: {
    title: "Anmelden - Relève",
    heading: "Bei Relève anmelden",
    intro:
      "Lokaler Demonstrations-Identitätsanbieter. Wählen Sie die Person, als die Sie sich anmelden.",
    roles: "Rollen",
    staffType: { volunteer: "Ehrenamtlich", employee: "Angestellt", external: "Extern" },
    role: {
      Admin: "Administrator",
      A: "Koordination",
      B: "Aktivitätsverantwortlicher",
      BAPS: "APS-Aktivitätsverantwortlicher",
      C: "Transportreferent",
      CAPS: "APS-Referent",
      D: "Referent (nur Lesen)",
      S: "Angestellter im Einsatz",
      V: "Ehrenamtlicher im Einsatz",
      RH: "Personalwesen",
    },
  },
};

/** The page language from `Accept-Language`, French by default. */
export function pageLanguage(acceptLanguage: string | undefined): Language {
  const preferred = (acceptLanguage ?? "")
    .split(",")
    .map((part) => part.split(";")[0]?.trim().slice(0, 2).toLowerCase());
  return (preferred.find((lang) => lang === "fr" || lang === "en" || lang === "de") ??
    "fr") as Language;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/** The local provider's pages' look: WCAG 2.2 AA contrast, focus ring, 44-pixel targets. */
const pageStyle = `<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f5f5f4; color: #1c1917; }
  main { max-width: 44rem; margin: 0 auto; padding: 2rem 1rem; }
  h1 { font-size: 1.75rem; margin: 0 0 0.5rem; }
  p { margin: 0 0 1.5rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
  button { width: 100%; min-height: 44px; text-align: start; font: inherit; color: inherit;
    background: #fff; border: 1px solid #78716c; border-radius: 0.5rem; padding: 0.75rem 1rem;
    cursor: pointer; display: grid; gap: 0.25rem; }
  button:hover { border-color: #b91c1c; }
  button:focus-visible { outline: 3px solid #b91c1c; outline-offset: 2px; }
  .name { font-weight: 700; }
  .detail { color: #44403c; font-size: 0.9rem; }
</style>`;

/**
 * The local provider's sign-in page: one button per demo user. Plain HTML, no script, styled to
 * pass WCAG 2.2 AA (contrast, focus ring, 44-pixel targets).
 */
export function renderSignInPage(options: {
  language: Language;
  action: string;
  choices: SignInChoice[];
}): string {
  const t = texts[options.language];
  const items = options.choices
    .map((choice) => {
      const name = `${escapeHtml(choice.firstName)} ${escapeHtml(choice.lastName.toLocaleUpperCase("fr"))}`;
      const roles = choice.roles.map((code) => `${code} — ${escapeHtml(t.role[code])}`).join(", ");
      return `<li><button type="submit" name="subject" value="${escapeHtml(choice.subject)}">
  <span class="name">${name}</span>
  <span class="detail">${escapeHtml(t.staffType[choice.staffType])}${choice.function ? ` · ${escapeHtml(choice.function)}` : ""}</span>
  <span class="detail">${t.roles} : ${roles}</span>
</button></li>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
${pageStyle}
</head>
<body>
<main>
<h1>${t.heading}</h1>
<p>${t.intro}</p>
<form method="post" action="${escapeHtml(options.action)}">
<ul>
${items}
</ul>
</form>
</main>
</body>
</html>`;
}

const signOutTexts: Record<
  Language,
  {
    title: string;
    heading: string;
    intro: string;
    signOut: string;
    stay: string;
    done: string;
    doneIntro: string;
    again: string;
  }
> = {
  fr: {
    title: "Déconnexion - Relève",
    heading: "Se déconnecter de Relève",
    intro: "Votre session sur ce fournisseur d'identité de démonstration sera fermée.",
    signOut: "Se déconnecter",
    stay: "Rester connecté",
    done: "Vous êtes déconnecté",
    doneIntro: "Votre session est fermée.",
    again: "Se connecter à nouveau",
  },
  en: {
    title: "Sign out - Relève",
    heading: "Sign out of Relève",
    intro: "Your session on this demonstration identity provider will be closed.",
    signOut: "Sign out",
    stay: "Stay signed in",
    done: "You are signed out",
    doneIntro: "Your session is closed.",
    again: "Sign in again",
  },
  de: {
    title: "Abmelden - Relève",
    heading: "Von Relève abmelden",
    intro: "Ihre Sitzung bei diesem Demonstrations-Identitätsanbieter wird beendet.",
    signOut: "Abmelden",
    stay: "Angemeldet bleiben",
    done: "Sie sind abgemeldet",
    doneIntro: "Ihre Sitzung ist beendet.",
    again: "Erneut anmelden",
  },
};

/** A page of the local provider with a heading, an introduction and what follows. */
function providerPage(
  language: Language,
  title: string,
  heading: string,
  intro: string,
  body: string,
) {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${pageStyle}
</head>
<body>
<main>
<h1>${heading}</h1>
<p>${intro}</p>
${body}
</main>
</body>
</html>`;
}

/**
 * The local provider's sign-out page: the provider's own form (its anti-forgery field, posted to
 * its confirmation endpoint), with one button that ends the session and one that keeps it.
 */
export function renderSignOutPage(options: { language: Language; form: string }): string {
  const t = signOutTexts[options.language];
  return providerPage(
    options.language,
    t.title,
    t.heading,
    t.intro,
    `${options.form}
<ul>
<li><button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus><span class="name">${t.signOut}</span></button></li>
<li><button type="submit" form="op.logoutForm"><span class="name">${t.stay}</span></button></li>
</ul>`,
  );
}

/** What the local provider shows once signed out when no application asked to be returned to. */
export function renderSignedOutPage(options: { language: Language; signInUrl: string }): string {
  const t = signOutTexts[options.language];
  return providerPage(
    options.language,
    t.title,
    t.done,
    t.doneIntro,
    `<p><a href="${escapeHtml(options.signInUrl)}">${t.again}</a></p>`,
  );
}
