import { screen } from "@testing-library/react";
import { createRef } from "react";
import { I18nProvider } from "react-aria-components";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { ProgressBar } from "./ProgressBar";
import { progressBarSizes, track } from "./ProgressBar.css";

describe("ProgressBar", () => {
  it("is a progressbar named by its visible label, with its value", () => {
    renderWithI18n(<ProgressBar label="Import des bénévoles" value={40} />);
    const bar = screen.getByRole("progressbar", { name: "Import des bénévoles" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
  });

  it.each([
    ["fr", "fr-FR", "40 %"],
    ["en", "en-GB", "40%"],
    ["de", "de-DE", "40 %"],
  ] as const)(
    "in %s, shows and announces the percentage formatted for react-aria's %s",
    (locale, ariaLocale, text) => {
      renderWithI18n(
        <I18nProvider locale={ariaLocale}>
          <ProgressBar label="Import" value={40} />
        </I18nProvider>,
        locale,
      );
      const bar = screen.getByRole("progressbar", { name: "Import" });
      // Intl separates the sign with a no-break space in French and German.
      expect(bar.getAttribute("aria-valuetext")?.replace(/\s/g, " ")).toBe(text);
      expect(bar.textContent?.replace(/\s/g, " ")).toContain(text);
    },
  );

  it("reports a value between minValue and maxValue as a proportion, and its valueLabel", () => {
    const { container } = renderWithI18n(
      <ProgressBar
        label="Bénévoles inscrits"
        minValue={0}
        maxValue={12}
        value={3}
        valueLabel="3 sur 12"
      />,
    );
    const bar = screen.getByRole("progressbar", { name: "Bénévoles inscrits" });
    expect(bar.getAttribute("aria-valuetext")).toBe("3 sur 12");
    expect(bar.textContent).toContain("3 sur 12");
    const fill = container.querySelector<HTMLElement>("[style*='width']");
    expect(fill?.style.width).toBe("25%");
  });

  it("has no value while indeterminate, and shows none", () => {
    renderWithI18n(<ProgressBar label="Synchronisation" isIndeterminate />);
    const bar = screen.getByRole("progressbar", { name: "Synchronisation" });
    expect(bar.hasAttribute("aria-valuenow")).toBe(false);
    expect(bar.hasAttribute("aria-valuetext")).toBe(false);
    expect(bar.textContent).toBe("Synchronisation");
  });

  it("hides the value label when asked, keeping the value for assistive technology", () => {
    renderWithI18n(<ProgressBar aria-label="Téléversement" value={75} showValueLabel={false} />);
    const bar = screen.getByRole("progressbar", { name: "Téléversement" });
    expect(bar.textContent).toBe("");
    expect(bar.getAttribute("aria-valuenow")).toBe("75");
  });

  it.each(progressBarSizes)("draws the %s track", (size) => {
    const { container } = renderWithI18n(
      <ProgressBar aria-label="Import" value={10} size={size} />,
    );
    const classes = track({ size }).split(" ");
    const drawn = container.querySelector(`.${classes.at(-1)}`);
    expect(drawn).not.toBeNull();
  });

  it("forwards its ref to the progressbar element", () => {
    const ref = createRef<HTMLDivElement>();
    renderWithI18n(<ProgressBar ref={ref} aria-label="Import" value={10} />);
    expect(ref.current).toBe(screen.getByRole("progressbar", { name: "Import" }));
  });
});
