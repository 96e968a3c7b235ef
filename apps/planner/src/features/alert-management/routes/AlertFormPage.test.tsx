import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { anAlert, testAuthorization } from "../../../test/fixtures";
import { type Answer, callsTo, renderInApp } from "../../../test/render-in-app";
import { AlertFormPage } from "./AlertFormPage";

/** An active danger alert with French and German texts. */
function open(at: string, answer: Answer) {
  return renderInApp(<AlertFormPage />, {
    answers: answer,
    authorization: testAuthorization(["A"]),
    // The business clock before the alerts' dates: no start in the past.
    settings: { clockOffsetMs: Date.parse("2031-02-01T12:00:00Z") - Date.now() },
    route: {
      path: at.includes("edit") ? "/alert/edit/:id" : "/alert/create",
      at,
      others: { "/alert/list": <p>La liste</p> },
    },
  });
}

const group = (name: string) => screen.getByRole("group", { name: new RegExp(`^${name}`) });
const typeIn = (groupName: string, language: string, text: string) =>
  fireEvent.change(
    within(group(groupName)).getByRole("textbox", { name: new RegExp(`^${language}`) }),
    {
      target: { value: text },
    },
  );

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("the alert form (spec 02 §7)", () => {
  it("asks for one complete text, shows each language's banner with its fallback, then publishes", async () => {
    const { calls, router } = open("/alert/create", ({ method, path, body }) => {
      if (method === "POST" && path === "Alert/Create")
        return {
          ...anAlert(9),
          ...(body as object),
          fromDateTime: "2031-02-01T13:00:00+01:00",
          toDateTime: null,
        };
      throw new Error(`${method} ${path}`);
    });
    await screen.findByRole("group", { name: /^Titre/ });
    fireEvent.click(screen.getByRole("button", { name: "Publier l'alerte" }));
    await screen.findByRole("link", {
      name: "Saisissez au moins un texte, avec son titre, dans une langue.",
    });
    expect(group("Titre").textContent).toContain("Saisissez au moins un texte");
    expect(callsTo(calls, "Alert/Create")).toHaveLength(0);

    typeIn("Titre", "Français", "Crue de la Seine");
    typeIn("Texte", "Français", "Renforts demandés.");
    typeIn("Titre", "Allemand", "Seine-Hochwasser");
    typeIn("Texte", "Allemand", "Verstärkung angefordert.");
    fireEvent.click(screen.getByText("Danger"));
    // The English readers read the French text.
    const preview = screen.getByRole("region", { name: "Ce que chacun verra" });
    expect(within(preview).getByText(/Anglais — texte affiché : Français/i)).toBeTruthy();
    expect(within(preview).getAllByText("Crue de la Seine")).toHaveLength(2);
    expect(within(preview).getByText("Seine-Hochwasser")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Publier l'alerte" }));
    await waitFor(() => expect(callsTo(calls, "Alert/Create")).toHaveLength(1));
    expect(callsTo(calls, "Alert/Create")[0]?.body).toMatchObject({
      level: "danger",
      toDateTime: null,
      dismissible: false,
      alertTexts: [
        { languageCode: "fr", title: "Crue de la Seine", text: "Renforts demandés." },
        { languageCode: "de", title: "Seine-Hochwasser", text: "Verstärkung angefordert." },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/alert/list"));
  });

  it("fills the edit form from the alert and sends its update with its id", async () => {
    const { calls } = open("/alert/edit/4", ({ method, path, body }) => {
      if (method === "GET" && path === "Alert/Get/4") return anAlert(4);
      if (method === "POST" && path === "Alert/Update")
        return anAlert(4, body as Record<string, unknown>);
      throw new Error(`${method} ${path}`);
    });
    const titles = await screen.findByRole("group", { name: /^Titre/ });
    expect(within(titles).getByRole("textbox", { name: /^Français/ })).toHaveProperty(
      "value",
      "Plan grand froid",
    );
    typeIn("Titre", "Anglais", "Cold plan");
    typeIn("Texte", "Anglais", "Reinforcements needed.");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer les modifications" }));
    await waitFor(() => expect(callsTo(calls, "Alert/Update")).toHaveLength(1));
    expect(callsTo(calls, "Alert/Update")[0]?.body).toMatchObject({
      id: 4,
      level: "danger",
      fromDateTime: "2031-03-01T08:00",
      alertTexts: [
        { languageCode: "fr" },
        { languageCode: "en", title: "Cold plan", text: "Reinforcements needed." },
        { languageCode: "de" },
      ],
    });
  });

  it("says a disabled alert can no longer change", async () => {
    open("/alert/edit/5", () => anAlert(5, { isActive: false }));
    expect(await screen.findByText("Cette alerte est désactivée")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Enregistrer les modifications" })).toBeNull();
  });
});
