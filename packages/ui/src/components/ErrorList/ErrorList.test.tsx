import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Button } from "../Button/Button";
import { ErrorList, type ErrorListItem } from "./ErrorList";

const twoErrors: ErrorListItem[] = [
  { message: "Le dispositif chevauche un autre dispositif.", code: "MEANS_OVERLAP" },
  { message: "Le chef de poste n'a pas la qualification requise." },
];

/** A page that shows the errors of a failed save. */
function FailingForm({ errors }: { errors: ErrorListItem[] }) {
  const [shown, setShown] = useState<ErrorListItem[]>([]);
  return (
    <>
      <ErrorList errors={shown} onDismiss={() => setShown([])} />
      <Button onPress={() => setShown(errors)}>Enregistrer</Button>
    </>
  );
}

/** A page whose errors change while the list is shown (one of them is fixed). */
function ChangingErrors() {
  const [errors, setErrors] = useState(twoErrors);
  return (
    <>
      <ErrorList errors={errors} />
      <Button onPress={() => setErrors(twoErrors.slice(1))}>Corriger</Button>
    </>
  );
}

describe("ErrorList", () => {
  it("renders nothing without errors", () => {
    const { container } = renderWithI18n(<ErrorList errors={[]} />);
    expect(container.innerHTML).toBe("");
  });

  it("is an alert named by a title that counts the errors, listing each one", () => {
    renderWithI18n(<ErrorList errors={twoErrors} autoFocus={false} />);
    const alert = screen.getByRole("alert", { name: "2 erreurs sont survenues" });
    const items = within(alert).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Le dispositif chevauche un autre dispositif.Code d'erreur : MEANS_OVERLAP",
      "Le chef de poste n'a pas la qualification requise.",
    ]);
  });

  it("uses the singular title for one error", () => {
    renderWithI18n(<ErrorList errors={twoErrors.slice(0, 1)} autoFocus={false} />);
    expect(screen.getByRole("alert", { name: "Une erreur est survenue" })).toBeTruthy();
  });

  it("takes focus when it appears", async () => {
    const user = userEvent.setup();
    renderWithI18n(<FailingForm errors={twoErrors} />);
    await user.tab();
    await user.keyboard("{Enter}");

    const alert = screen.getByRole("alert");
    expect(document.activeElement).toBe(alert);
    expect(alert.getAttribute("tabindex")).toBe("-1");
  });

  it("keeps focus where it is when the errors change while shown", async () => {
    const user = userEvent.setup();
    renderWithI18n(<ChangingErrors />);
    const fix = screen.getByRole("button", { name: "Corriger" });

    await user.click(fix);

    expect(screen.getByRole("alert", { name: "Une erreur est survenue" })).toBeTruthy();
    expect(document.activeElement).toBe(fix);
  });

  it("leaves focus alone when told to", () => {
    renderWithI18n(<ErrorList errors={twoErrors} autoFocus={false} />);
    expect(document.activeElement).toBe(document.body);
  });

  it("is dismissed from its button, which the keyboard reaches from the list", async () => {
    const user = userEvent.setup();
    renderWithI18n(<FailingForm errors={twoErrors} />);
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Masquer les erreurs" }),
    );

    await user.keyboard("{Enter}");

    expect(screen.queryByRole("alert")).toBeNull();
  });

  it.each([
    ["en", "2 errors occurred", "Error code:", "Hide errors"],
    ["de", "2 Fehler sind aufgetreten", "Fehlercode:", "Fehler ausblenden"],
  ] as const)("in %s, titles the list %s", (locale, title, codeWord, hide) => {
    renderWithI18n(<ErrorList errors={twoErrors} onDismiss={() => {}} />, locale);
    const alert = screen.getByRole("alert", { name: title });
    expect(alert.textContent).toContain(`${codeWord} MEANS_OVERLAP`);
    expect(screen.getByRole("button", { name: hide })).toBeTruthy();
  });

  it("forwards its ref to the box", () => {
    const ref = createRef<HTMLDivElement>();
    const onDismiss = vi.fn();
    renderWithI18n(<ErrorList ref={ref} errors={twoErrors} onDismiss={onDismiss} />);
    expect(ref.current).toBe(screen.getByRole("alert"));
  });
});
