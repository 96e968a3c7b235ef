import { type StaffCounts, staffCompletenesses } from "@releve/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { StaffCompletenessBadge } from "./StaffCompletenessBadge";
import { staffCompletenessBadgeIcons } from "./StaffCompletenessBadgeIcons";

const partial: StaffCounts = { required: 5, validated: 3, pending: 0 };

describe("StaffCompletenessBadge", () => {
  it("shows validated / required staff and the completeness, and reads them out in a sentence", () => {
    renderWithI18n(<StaffCompletenessBadge staff={partial} />);
    const shown = screen.getByText("3/5");
    expect(shown.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.getByText("Partiellement pourvu").closest("[aria-hidden='true']")).not.toBeNull();
    expect(
      screen.getByText("Partiellement pourvu : 3 personnes validées sur 5 requises"),
    ).toBeTruthy();
  });

  it.each([
    [{ required: 5, validated: 5, pending: 0 }, "allStaffed", "Complet"],
    [{ required: 5, validated: 7, pending: 0 }, "allStaffed", "Complet"],
    [{ required: 5, validated: 3, pending: 2 }, "readyStaffed", "Personnel à valider"],
    [{ required: 5, validated: 1, pending: 1 }, "partiallyStaffed", "Partiellement pourvu"],
    [{ required: 5, validated: 0, pending: 0 }, "noneStaffed", "Aucun personnel"],
    [{ required: 0, validated: 0, pending: 0 }, "allStaffed", "Complet"],
  ] as const)("follows the domain's completeness rule for %o", (staff, completeness, word) => {
    const { container } = renderWithI18n(<StaffCompletenessBadge staff={staff} />);
    const badge = container.firstElementChild;
    expect(badge?.getAttribute("data-completeness")).toBe(completeness);
    expect(screen.getByText(word)).toBeTruthy();
  });

  it("gives every completeness its own shape, so none is told by colour alone", () => {
    const shapes = staffCompletenesses.map(
      (completeness) => staffCompletenessBadgeIcons[completeness],
    );
    expect(new Set(shapes).size).toBe(staffCompletenesses.length);
  });

  it("reads out the registrations still waiting for validation", () => {
    renderWithI18n(<StaffCompletenessBadge staff={{ required: 5, validated: 3, pending: 2 }} />);
    expect(
      screen.getByText(
        "Personnel à valider : 3 personnes validées sur 5 requises, 2 en attente de validation",
      ),
    ).toBeTruthy();
  });

  it("uses the singular for one person", () => {
    renderWithI18n(<StaffCompletenessBadge staff={{ required: 1, validated: 1, pending: 0 }} />);
    expect(screen.getByText("Complet : 1 personne validée sur 1 requise")).toBeTruthy();
  });

  it("in the compact variant, hides the word but still reads it out", () => {
    renderWithI18n(<StaffCompletenessBadge staff={partial} variant="compact" />);
    expect(screen.getByText("3/5")).toBeTruthy();
    expect(screen.queryByText("Partiellement pourvu")).toBeNull();
    expect(screen.getByText(/^Partiellement pourvu : 3 personnes/)).toBeTruthy();
  });

  it.each([
    ["en", "Partially staffed: 3 of 5 required people validated, 1 awaiting validation"],
    ["de", "Teilweise besetzt: 3 von 5 benötigten Personen bestätigt, 1 wartet auf Bestätigung"],
  ] as const)("in %s, reads the sentence in that language", (locale, sentence) => {
    renderWithI18n(
      <StaffCompletenessBadge staff={{ required: 5, validated: 3, pending: 1 }} />,
      locale,
    );
    expect(screen.getByText(sentence)).toBeTruthy();
  });

  it("is not a stop of the keyboard: it shows, it does nothing", async () => {
    const user = userEvent.setup();
    renderWithI18n(<StaffCompletenessBadge staff={partial} />);
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it("forwards its ref to the badge element", () => {
    const ref = createRef<HTMLSpanElement>();
    renderWithI18n(<StaffCompletenessBadge ref={ref} staff={partial} />);
    expect(ref.current?.getAttribute("data-completeness")).toBe("partiallyStaffed");
  });
});
