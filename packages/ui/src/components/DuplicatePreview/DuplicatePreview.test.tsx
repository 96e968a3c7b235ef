import { type DuplicateValues, maxCopyCount } from "@releve/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import type { UiLocale } from "../../i18n/locales";
import { renderWithI18n } from "../../test/renderWithI18n";
import { DuplicatePreview, type DuplicatePreviewProps } from "./DuplicatePreview";

const now = new Date("2026-06-01T08:00:00Z");
const source = { start: "2026-06-12T08:00", end: "2026-06-12T20:00" };
const weekly: DuplicateValues = {
  mode: "offset",
  offset: { days: 7, hours: 0, minutes: 0 },
  targetDate: null,
  copyCount: 3,
};
const ariaLocales: Record<UiLocale, string> = { fr: "fr-FR", en: "en-GB", de: "de-DE" };

function renderPreview(props: Partial<DuplicatePreviewProps> = {}, locale: UiLocale = "fr") {
  return renderWithI18n(
    <I18nProvider locale={ariaLocales[locale]}>
      <DuplicatePreview source={source} now={now} defaultValue={weekly} {...props} />
    </I18nProvider>,
    locale,
  );
}

const copiesIn = (name: string) =>
  within(screen.getByRole("region", { name })).getAllByRole("listitem");

describe("DuplicatePreview", () => {
  it("lists the copies the domain computes, each moved by the offset", () => {
    renderPreview();
    const copies = copiesIn("Aperçu : 3 copies");
    expect(copies.map((copy) => copy.textContent)).toEqual([
      expect.stringMatching(/^Copie 1.*19 juin 2026.*08:00.*20:00/),
      expect.stringMatching(/^Copie 2.*26 juin 2026/),
      expect.stringMatching(/^Copie 3.*3 juil\. 2026/),
    ]);
  });

  it("follows the offset and the count typed, and reports the whole duplication", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderPreview({ onChange });
    const days = screen.getByRole("textbox", { name: "Jours" });
    await user.click(days);
    await user.keyboard("{ArrowUp}");
    expect(onChange).toHaveBeenLastCalledWith({
      ...weekly,
      offset: { days: 8, hours: 0, minutes: 0 },
    });
    expect(copiesIn("Aperçu : 3 copies")[0]?.textContent).toMatch(/20 juin 2026/);
    const count = screen.getByRole("textbox", { name: "Nombre de copies" });
    await user.clear(count);
    await user.type(count, "5");
    await user.tab();
    expect(copiesIn("Aperçu : 5 copies")).toHaveLength(5);
  });

  it("steps the minutes on the 5-minute grid", async () => {
    const user = userEvent.setup();
    renderPreview();
    const minutes = screen.getByRole("textbox", { name: "Minutes" });
    await user.click(minutes);
    await user.keyboard("{ArrowUp}");
    expect((minutes as HTMLInputElement).value).toBe("5");
  });

  it("stops the count at the domain's maximum and says so", async () => {
    const user = userEvent.setup();
    renderPreview({ defaultValue: { ...weekly, copyCount: maxCopyCount } });
    const count = screen.getByRole("textbox", { name: "Nombre de copies" });
    await user.click(count);
    await user.keyboard("{ArrowUp}");
    expect((count as HTMLInputElement).value).toBe(String(maxCopyCount));
    expect(screen.getByText(`${maxCopyCount} copies au plus.`)).toBeTruthy();
    expect(copiesIn(`Aperçu : ${maxCopyCount} copies`)).toHaveLength(maxCopyCount);
  });

  it("refuses a count above the maximum with the domain's message and previews nothing", () => {
    renderPreview({ value: { ...weekly, copyCount: maxCopyCount + 1 } });
    const count = screen.getByRole("textbox", { name: "Nombre de copies" });
    expect(count.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(`Au plus ${maxCopyCount} copies en une fois`)).toBeTruthy();
    expect(screen.getByRole("region", { name: "Aperçu des copies" })).toBeTruthy();
  });

  it("asks for an offset when it is zero, on the group of offset fields", () => {
    renderPreview({ defaultValue: { ...weekly, offset: { days: 0, hours: 0, minutes: 0 } } });
    const group = screen.getByRole("group", { name: "Décalage entre deux copies" });
    const describedBy = group.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe(
      "Indiquez un décalage entre deux copies.",
    );
    expect(screen.getByRole("textbox", { name: "Jours" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
  });

  it("flags copies starting too long ago as refused and those in the past to check", () => {
    renderPreview({
      source: { start: "2026-04-20T08:00", end: "2026-04-20T20:00" },
      defaultValue: { ...weekly, copyCount: 8 },
    });
    const copies = copiesIn("Aperçu : 8 copies");
    expect(copies[0]?.textContent).toContain("Refusée");
    expect(copies[1]?.textContent).toContain("À vérifier");
    expect(copies[1]?.textContent).toContain("Période déjà passée");
    expect(copies[7]?.textContent).not.toMatch(/Refusée|À vérifier/);
  });

  it("spaces copies by the date of the first one", () => {
    renderPreview({ defaultValue: { ...weekly, mode: "targetDate", targetDate: "2026-06-15" } });
    const copies = copiesIn("Aperçu : 3 copies");
    expect(copies[0]?.textContent).toMatch(/15 juin 2026/);
    expect(copies[1]?.textContent).toMatch(/18 juin 2026/);
  });

  it.each([
    ["en", "Preview: 3 copies", "Number of copies"],
    ["de", "Vorschau: 3 Kopien", "Anzahl der Kopien"],
  ] as const)("speaks %s", (locale, heading, count) => {
    renderPreview({}, locale);
    expect(screen.getByRole("region", { name: heading })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: count })).toBeTruthy();
  });
});
