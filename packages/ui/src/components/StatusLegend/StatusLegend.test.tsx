import { meansStatuses, staffCompletenesses } from "@releve/domain";
import { screen, within } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { StatusLegend } from "./StatusLegend";

const entries = () =>
  within(screen.getByRole("list")).getAllByRole("listitem") as readonly HTMLElement[];

describe("StatusLegend", () => {
  it("names every status, then every staff completeness, in the badges' words", () => {
    renderWithI18n(<StatusLegend />);
    expect(screen.getByRole("list", { name: "Légende" })).toBeTruthy();
    const words = entries().map((entry) => entry.textContent);
    expect(words.slice(0, 4)).toEqual(["Brouillon", "Public", "Ouvert", "Annulé"]);
    expect(words.slice(4).sort()).toEqual(
      ["Aucun personnel", "Complet", "Partiellement pourvu", "Personnel à valider"].sort(),
    );
  });

  it("keeps its shapes out of what a screen reader says", () => {
    const { container } = renderWithI18n(<StatusLegend />);
    const shapes = container.querySelectorAll("svg");
    expect(shapes).toHaveLength(meansStatuses.length + staffCompletenesses.length);
    for (const shape of shapes) expect(shape.getAttribute("aria-hidden")).toBe("true");
  });

  it("draws each shape the way the caller's means wear it", () => {
    renderWithI18n(
      <StatusLegend
        renderStatusIcon={(status) => <i data-testid={`status-${status}`} />}
        renderCompletenessIcon={(completeness) => <i data-testid={`staff-${completeness}`} />}
      />,
    );
    const entryOf = (word: string) => entries().find((entry) => entry.textContent === word);
    expect(within(entryOf("Ouvert") as HTMLElement).getByTestId("status-open")).toBeTruthy();
    expect(
      within(entryOf("Personnel à valider") as HTMLElement).getByTestId("staff-readyStaffed"),
    ).toBeTruthy();
  });

  it.each([
    ["en", "Legend", ["Draft", "Open", "Fully staffed", "Staff to validate"]],
    ["de", "Legende", ["Entwurf", "Offen"]],
  ] as const)("in %s, names itself and its entries in that language", (locale, name, words) => {
    renderWithI18n(<StatusLegend />, locale);
    const texts = within(screen.getByRole("list", { name })).getAllByRole("listitem");
    for (const word of words) expect(texts.map((entry) => entry.textContent)).toContain(word);
  });

  it("forwards its ref to the list", () => {
    const ref = createRef<HTMLUListElement>();
    renderWithI18n(<StatusLegend ref={ref} />);
    expect(ref.current?.tagName).toBe("UL");
  });
});
