import { meansStatuses } from "@releve/domain";
import { screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { MeansStatusBadge, meansStatusBadgeTones } from "./MeansStatusBadge";
import { meansStatusBadgeIcons } from "./MeansStatusBadgeIcons";
import { useMeansStatusLabel } from "./MeansStatusBadgeLabels";

/** Another component naming statuses with the badge's words. */
function StatusWords() {
  const label = useMeansStatusLabel();
  return (
    <ul>
      {meansStatuses.map((status) => (
        <li key={status}>{label(status)}</li>
      ))}
    </ul>
  );
}

describe("MeansStatusBadge", () => {
  it.each([
    ["draft", "Brouillon"],
    ["public", "Public"],
    ["open", "Ouvert"],
    ["cancelled", "Annulé"],
  ] as const)("shows the %s status in words", (status, word) => {
    const { container } = renderWithI18n(<MeansStatusBadge status={status} />);
    expect(screen.getByText(word)).toBeTruthy();
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("has a tone and a distinct shape for every status of the domain", () => {
    for (const status of meansStatuses) {
      expect(meansStatusBadgeTones[status]).toBeDefined();
    }
    const shapes = meansStatuses.map((status) => meansStatusBadgeIcons[status]);
    expect(new Set(shapes).size).toBe(meansStatuses.length);
  });

  it.each([
    ["en", ["Draft", "Public", "Open", "Cancelled"]],
    ["de", ["Entwurf", "Öffentlich", "Offen", "Abgesagt"]],
  ] as const)("in %s, shows every status in that language", (locale, words) => {
    renderWithI18n(
      <div>
        {meansStatuses.map((status) => (
          <MeansStatusBadge key={status} status={status} />
        ))}
      </div>,
      locale,
    );
    for (const word of words) expect(screen.getByText(word)).toBeTruthy();
  });

  it("gives other components the same words through useMeansStatusLabel", () => {
    renderWithI18n(<StatusWords />, "en");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Draft",
      "Public",
      "Open",
      "Cancelled",
    ]);
  });

  it("forwards its ref and names its status in data-status", () => {
    const ref = createRef<HTMLSpanElement>();
    renderWithI18n(<MeansStatusBadge ref={ref} status="open" />);
    expect(ref.current?.getAttribute("data-status")).toBe("open");
  });
});
