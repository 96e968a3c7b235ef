import { screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Badge } from "./Badge";
import { badge, badgeSizes, badgeTones } from "./Badge.css";

describe("Badge", () => {
  it("shows its text, the icon being decorative", () => {
    const { container } = renderWithI18n(
      <Badge tone="success" icon="check">
        Validé
      </Badge>,
    );
    expect(screen.getByText("Validé")).toBeTruthy();
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("reads out the host's label for a count instead of the bare digits", () => {
    const { container } = renderWithI18n(<Badge count={3} label="3 nouvelles inscriptions" />);
    const digits = screen.getByText("3");
    expect(digits.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByText("3 nouvelles inscriptions")).toBeTruthy();
    expect(container.textContent).toBe("33 nouvelles inscriptions");
  });

  it("shows 99+ past the default maximum and max+ past a given one", () => {
    renderWithI18n(
      <>
        <Badge count={120} label="120 nouvelles inscriptions" />
        <Badge count={12} max={9} label="12 changements d'horaire" />
        <Badge count={99} label="99 alertes" />
      </>,
    );
    expect(screen.getByText("99+")).toBeTruthy();
    expect(screen.getByText("9+")).toBeTruthy();
    expect(screen.getByText("99")).toBeTruthy();
    expect(screen.queryByText("120")).toBeNull();
  });

  it.each([
    ["en", "1,500"],
    ["de", "1.500"],
  ] as const)("formats the count with the %s digit grouping", (locale, shown) => {
    renderWithI18n(<Badge count={1500} max={9999} label="1500" />, locale);
    expect(screen.getByText(shown)).toBeTruthy();
  });

  it("is filled with the brand tone by default for a count, neutral for a text", () => {
    renderWithI18n(
      <>
        <Badge count={4} label="4 alertes" data-testid="count" />
        <Badge data-testid="text">Brouillon</Badge>
      </>,
    );
    const count = screen.getByTestId("count").className.split(" ");
    const text = screen.getByTestId("text").className.split(" ");
    for (const expected of badge({ tone: "brand" }).split(" ")) expect(count).toContain(expected);
    for (const expected of badge({ tone: "neutral" }).split(" ")) expect(text).toContain(expected);
  });

  it.each(badgeTones.flatMap((tone) => badgeSizes.map((size) => [tone, size] as const)))(
    "applies the %s / %s recipe classes",
    (tone, size) => {
      renderWithI18n(
        <Badge tone={tone} size={size} data-testid="badge">
          Public
        </Badge>,
      );
      const classes = screen.getByTestId("badge").className.split(" ");
      for (const expected of badge({ tone, size }).split(" ")) expect(classes).toContain(expected);
    },
  );

  it("gives each tone its own class", () => {
    expect(new Set(badgeTones.map((tone) => badge({ tone }))).size).toBe(badgeTones.length);
  });

  it("forwards its ref to the <span> element", () => {
    const ref = createRef<HTMLSpanElement>();
    renderWithI18n(<Badge ref={ref}>Ouvert</Badge>);
    expect(ref.current?.tagName).toBe("SPAN");
    expect(ref.current?.textContent).toBe("Ouvert");
  });
});
