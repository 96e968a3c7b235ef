import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { AlertBanner } from "./AlertBanner";
import { alertBannerLevels, banner } from "./AlertBanner.css";

describe("AlertBanner", () => {
  it.each([
    ["info", "status", "Information :"],
    ["warning", "status", "Attention :"],
    ["danger", "alert", "Urgent :"],
  ] as const)(
    "as %s, is a %s region whose text starts with the level word",
    (level, role, word) => {
      renderWithI18n(
        <AlertBanner level={level} title="Dispositif incomplet">
          Il manque 3 équipiers.
        </AlertBanner>,
      );
      const region = screen.getByRole(role);
      expect(region.querySelector("p")?.textContent).toBe(`${word} Dispositif incomplet`);
      expect(region.textContent).toContain("Il manque 3 équipiers.");
      expect(region.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    },
  );

  it("keeps urgent alerts for the danger level only", () => {
    renderWithI18n(
      <div>
        {alertBannerLevels.map((level) => (
          <AlertBanner key={level} level={level}>
            Texte
          </AlertBanner>
        ))}
      </div>,
    );
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getAllByRole("status")).toHaveLength(2);
  });

  it("speaks the level word before the text when there is no title", () => {
    renderWithI18n(<AlertBanner level="warning">Il manque 3 équipiers.</AlertBanner>);
    expect(screen.getByRole("status").textContent).toBe("Attention : Il manque 3 équipiers.");
  });

  it("has no button unless it is dismissible", () => {
    renderWithI18n(<AlertBanner level="danger">Conflit</AlertBanner>);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("calls onDismiss from its dismiss button, with the keyboard", async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderWithI18n(<AlertBanner onDismiss={onDismiss}>Plan grand froid activé</AlertBanner>);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Masquer l'alerte" }));
    await user.keyboard("{Enter}");
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["en", "Warning:", "Hide alert"],
    ["de", "Achtung:", "Hinweis ausblenden"],
  ] as const)("in %s, says %s and names its button %s", (locale, word, hide) => {
    renderWithI18n(
      <AlertBanner level="warning" onDismiss={() => {}}>
        Texte
      </AlertBanner>,
      locale,
    );
    expect(screen.getByRole("status").textContent).toBe(`${word} Texte`);
    expect(screen.getByRole("button", { name: hide })).toBeTruthy();
  });

  it("gives each level its own class", () => {
    const classes = new Set(alertBannerLevels.map((level) => banner({ level })));
    expect(classes.size).toBe(alertBannerLevels.length);
  });

  it("forwards its ref and keeps a caller's class", () => {
    const ref = createRef<HTMLDivElement>();
    renderWithI18n(
      <AlertBanner ref={ref} className="page-banner">
        Texte
      </AlertBanner>,
    );
    expect(ref.current).toBe(screen.getByRole("status"));
    expect(ref.current?.className.split(" ")).toContain("page-banner");
  });
});
