import { I18nProvider } from "@lingui/react";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider, useNavigate } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { activateLanguage, i18n } from "./i18n";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard";

/** A form that is dirty once typed in, and saves then leaves in one press. */
function Editor() {
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <UnsavedChangesGuard when={dirty && !saved} />
      <button type="button" onClick={() => setDirty(true)}>
        Modifier
      </button>
      <button type="button" onClick={() => navigate("/elsewhere")}>
        Partir
      </button>
      <button type="button" onClick={() => navigate("/editor?tab=2")}>
        Onglet
      </button>
      <button type="button" onClick={() => setSaved(true)}>
        Enregistrer
      </button>
    </>
  );
}

function renderEditor() {
  const router = createMemoryRouter(
    [
      { path: "/editor", element: <Editor /> },
      { path: "/elsewhere", element: <p>Ailleurs</p> },
    ],
    { initialEntries: ["/editor"] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

const press = (name: string) => act(() => screen.getByRole("button", { name }).click());

beforeAll(() => activateLanguage("fr"));
afterEach(cleanup);

describe("UnsavedChangesGuard", () => {
  it("lets an unchanged form, a saved one and a change of the search go without a question", async () => {
    const router = renderEditor();
    press("Modifier");
    press("Onglet");
    expect(router.state.location.search).toBe("?tab=2");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    press("Enregistrer");
    press("Partir");
    await waitFor(() => expect(router.state.location.pathname).toBe("/elsewhere"));
  });

  it("asks before leaving a changed form, and warns the browser before it unloads", async () => {
    const router = renderEditor();
    press("Modifier");
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    press("Partir");
    const dialog = await screen.findByRole("alertdialog", { name: "Quitter sans enregistrer ?" });
    act(() => within(dialog).getByRole("button", { name: "Quitter sans enregistrer" }).click());
    await waitFor(() => expect(router.state.location.pathname).toBe("/elsewhere"));
  });
});
