import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { SWRConfig } from "swr";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLanguage, i18n } from "../../../lib/i18n";
import { testSettings } from "../../../test/fixtures";
import { NotificationFeedbackPage } from "./NotificationFeedbackPage";

const token = "a".repeat(43);

/** What the server answers: the settings, then the link's calls as `link` says. */
function serve(
  link: { status: number; body: unknown },
  answered?: { status: number; body: unknown },
) {
  const requests: { method: string; url: string; authorization: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      requests.push({
        method,
        url,
        authorization: new Headers(init?.headers).get("authorization"),
      });
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { "content-type": "application/json" },
        });
      if (url.endsWith("/appsettings.json")) return json(200, testSettings());
      if (method === "POST" && answered) return json(answered.status, answered.body);
      return json(link.status, link.body);
    }),
  );
  return requests;
}

function renderPage(search: string) {
  const router = createMemoryRouter(
    [{ path: "/notification-feedback", element: <NotificationFeedbackPage /> }],
    { initialEntries: [`/notification-feedback${search}`] },
  );
  return render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </I18nProvider>,
  );
}

const invalid = {
  status: 404,
  body: { category: "notification", code: "temporaryActionLinkInvalid", data: {} },
};

beforeAll(() => activateLanguage("fr"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the notification-feedback page (decision 025)", () => {
  it("says which answer the link gives, sends it without signing in only when asked, and thanks", async () => {
    const requests = serve(
      { status: 200, body: { answer: "declined", expiresAt: "2027-03-10T07:00:00.000Z" } },
      { status: 200, body: { answer: "declined", recordedAt: "2027-03-01T10:00:00.000Z" } },
    );
    renderPage(`?token=${token}`);
    expect(await screen.findByText("Je ne peux pas venir")).toBeTruthy();
    // The expiry in the organisation's time zone: 07:00 UTC is 08:00 in Paris.
    expect(screen.getByText(/mercredi 10 mars 2027 à 08:00/)).toBeTruthy();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Envoyer ma réponse" }));
    expect(await screen.findByText("Réponse enregistrée")).toBeTruthy();
    expect(screen.getByText(/Votre réponse « Je ne peux pas venir » est enregistrée/)).toBeTruthy();
    const calls = requests.filter((request) => !request.url.endsWith("appsettings.json"));
    expect(calls.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET https://localhost:8443/api/Notification/ActionLink/${token}`,
      `POST https://localhost:8443/api/Notification/ActionLink/${token}`,
    ]);
    expect(calls.every((request) => request.authorization === null)).toBe(true);
  });

  it("answers a used or expired link with the catalogue's message", async () => {
    serve(invalid);
    renderPage(`?token=${token}`);
    expect(await screen.findByText("Lien inutilisable")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Envoyer ma réponse" })).toBeNull();
  });

  it("treats a link without a token as a wrong one, without calling the API", async () => {
    const requests = serve(invalid);
    renderPage("");
    expect(await screen.findByText("Lien inutilisable")).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("speaks the browser's language", async () => {
    await activateLanguage("de");
    serve({ status: 200, body: { answer: "confirmed", expiresAt: "2027-03-10T07:00:00.000Z" } });
    renderPage(`?token=${token}`);
    expect(await screen.findByText("Ich bestätige meine Teilnahme")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Antwort senden" })).toBeTruthy();
    await activateLanguage("fr");
  });
});
