import type { Schedule } from "@releve/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import type { UiLocale } from "../../i18n/locales";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Button } from "../Button/Button";
import { DialogTrigger } from "../Dialog/Dialog";
import { SplitDialog, type SplitDialogProps } from "./SplitDialog";

const dayShift: Schedule = { start: "2026-06-12T08:00:00+02:00", end: "2026-06-12T20:00:00+02:00" };
const ariaLocales: Record<UiLocale, string> = { fr: "fr-FR", en: "en-GB", de: "de-DE" };

async function open(props: Partial<SplitDialogProps> = {}, locale: UiLocale = "fr") {
  const user = userEvent.setup();
  renderWithI18n(
    <I18nProvider locale={ariaLocales[locale]}>
      <DialogTrigger>
        <Button>Ouvrir</Button>
        <SplitDialog means={dayShift} onConfirm={() => {}} {...props} />
      </DialogTrigger>
    </I18nProvider>,
    locale,
  );
  await user.click(screen.getByRole("button", { name: "Ouvrir" }));
  return user;
}

describe("SplitDialog", () => {
  it("offers the three split types of the domain, with the time of each cut", async () => {
    await open();
    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual([
      "halfAndHalf",
      "from12To4And8",
      "from12To8And4",
    ]);
    expect(screen.getByRole("radio", { name: "6 h + 6 h" })).toHaveProperty("checked", true);
    expect(
      screen.getByRole("radio", { name: "4 h + 8 h" }).getAttribute("aria-describedby"),
    ).toBeTruthy();
    expect(screen.getByText("Coupure à 12:00")).toBeTruthy();
    expect(screen.getByText("Coupure à 16:00")).toBeTruthy();
  });

  it("previews both halves as the domain cuts them, and follows the chosen type", async () => {
    const onSplitTypeChange = vi.fn();
    const user = await open({ onSplitTypeChange });
    const preview = screen.getByRole("region", { name: "Aperçu des deux parties" });
    expect(preview.textContent).toContain("Première partie");
    expect(preview.textContent).toMatch(/08:00.*14:00/);
    expect(preview.textContent).toMatch(/14:00.*20:00/);
    await user.click(screen.getByRole("radio", { name: "8 h + 4 h" }));
    expect(onSplitTypeChange).toHaveBeenCalledWith("from12To8And4");
    expect(preview.textContent).toMatch(/08:00.*16:00/);
    expect(preview.textContent).toContain("8 h");
    expect(preview.textContent).toContain("4 h");
  });

  it("confirms with the split type and the halves, then closes", async () => {
    const onConfirm = vi.fn();
    const user = await open({ onConfirm, defaultSplitType: "from12To4And8" });
    await user.click(screen.getByRole("button", { name: "Scinder" }));
    expect(onConfirm).toHaveBeenCalledWith("from12To4And8", {
      first: { start: "2026-06-12T08:00:00+02:00", end: "2026-06-12T12:00:00+02:00" },
      second: { start: "2026-06-12T12:00:00+02:00", end: "2026-06-12T20:00:00+02:00" },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the domain's refusal for a means that does not last 12 hours, and cannot split it", async () => {
    const onConfirm = vi.fn();
    const user = await open({
      onConfirm,
      means: { start: "2026-06-12T08:00:00+02:00", end: "2026-06-12T18:00:00+02:00" },
    });
    expect(screen.getByRole("radiogroup").getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText("Seul un moyen de 12 h peut être scindé ; celui-ci ne dure pas 12 h."),
    ).toBeTruthy();
    const split = screen.getByRole("button", { name: "Scinder" });
    expect(split).toHaveProperty("disabled", true);
    await user.click(split);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("gives the real length of a half on the spring-forward night", async () => {
    await open({
      means: { start: "2026-03-28T20:00:00+01:00", end: "2026-03-29T08:00:00+02:00" },
    });
    const preview = screen.getByRole("region", { name: "Aperçu des deux parties" });
    expect(preview.textContent).toContain("6 h");
    expect(preview.textContent).toContain("5 h");
  });

  it("moves between types with the arrow keys and cancels with Escape, giving focus back", async () => {
    const onConfirm = vi.fn();
    const user = await open({ onConfirm });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "6 h + 6 h" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "4 h + 8 h" })).toHaveProperty("checked", true);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Ouvrir" })),
    );
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it.each([
    ["en", "Split the means", "Split", "Cut at 14:00"],
    ["de", "Einsatzmittel teilen", "Teilen", "Trennung um 14:00"],
  ] as const)("speaks %s", async (locale, title, confirm, cut) => {
    await open({}, locale);
    expect(screen.getByRole("dialog", { name: title })).toBeTruthy();
    expect(screen.getByRole("button", { name: confirm })).toBeTruthy();
    expect(screen.getByText(cut)).toBeTruthy();
  });
});
