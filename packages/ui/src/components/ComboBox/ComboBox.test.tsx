import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import type { SelectOption } from "../Select/Select";
import { SelectItem } from "../Select/SelectItem";
import { ComboBox } from "./ComboBox";

const places: SelectOption[] = [
  { id: "station", label: "Gare de Lyon" },
  { id: "hq", label: "Siège de la délégation" },
  { id: "stadium", label: "Stade Charléty" },
  { id: "town-hall", label: "Mairie du 13e" },
];

/** A search whose results are still being fetched, until "Terminer" is pressed. */
function LoadingVolunteers() {
  const [isLoading, setIsLoading] = useState(true);
  return (
    <>
      <ComboBox label="Bénévole" items={[] as { id: string; name: string }[]} isLoading={isLoading}>
        {(volunteer) => <SelectItem id={volunteer.id}>{volunteer.name}</SelectItem>}
      </ComboBox>
      <button type="button" onClick={() => setIsLoading(false)}>
        Terminer
      </button>
    </>
  );
}

describe("ComboBox", () => {
  it("is a combobox named by its label", () => {
    renderWithI18n(<ComboBox label="Lieu" options={places} />);
    expect(screen.getByRole("combobox", { name: "Lieu" }).tagName).toBe("INPUT");
  });

  it("filters on what is typed, ignoring case and accents", async () => {
    const user = userEvent.setup();
    renderWithI18n(<ComboBox label="Lieu" options={places} />);

    await user.type(screen.getByRole("combobox", { name: "Lieu" }), "CHARLETY");

    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Stade Charléty"]);
  });

  it("moves with ArrowDown while focus stays in the input, and chooses with Enter", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<ComboBox label="Lieu" options={places} onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Lieu" });

    await user.tab();
    await user.keyboard("{ArrowDown}");
    const first = within(screen.getByRole("listbox")).getAllByRole("option")[0];
    expect(input.getAttribute("aria-activedescendant")).toBe(first?.id);
    await user.keyboard("{ArrowDown}{Enter}");

    expect(onChange).toHaveBeenCalledWith("hq");
    expect(input).toHaveProperty("value", "Siège de la délégation");
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("closes on Escape, keeping focus in the input", async () => {
    const user = userEvent.setup();
    renderWithI18n(<ComboBox label="Lieu" options={places} />);
    const input = screen.getByRole("combobox", { name: "Lieu" });

    await user.type(input, "gare");
    expect(screen.getByRole("listbox")).toBeTruthy();
    await user.keyboard("{Escape}");

    expect(screen.queryByRole("listbox")).toBeNull();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(input);
  });

  it.each([
    ["fr", "Aucun résultat"],
    ["en", "No results"],
    ["de", "Keine Ergebnisse"],
  ] as const)("in %s, says when nothing matches", async (locale, text) => {
    const user = userEvent.setup();
    renderWithI18n(<ComboBox label="Lieu" options={places} />, locale);
    await user.type(screen.getByRole("combobox", { name: "Lieu" }), "zzz");
    expect(screen.getByRole("listbox").textContent).toBe(text);
  });

  it.each([
    ["fr", "Chargement…"],
    ["en", "Loading…"],
    ["de", "Wird geladen…"],
  ] as const)(
    "in %s, announces loading in a status region and in the list",
    async (locale, text) => {
      const user = userEvent.setup();
      renderWithI18n(<LoadingVolunteers />, locale);
      expect(screen.getByRole("status").textContent).toBe(text);
      await user.click(screen.getByRole("combobox"));
      await user.keyboard("{ArrowDown}");
      expect(screen.getByRole("listbox").textContent).toBe(text);
      await user.keyboard("{Escape}");

      await user.click(screen.getByRole("button", { name: "Terminer" }));
      expect(screen.getByRole("status").textContent).toBe("");
    },
  );

  it("shows the host's items as given, without filtering them again (async search)", async () => {
    const user = userEvent.setup();
    const onInputChange = vi.fn();
    const results = [
      { id: "v1", name: "Marie Dupont" },
      { id: "v2", name: "Jean Dupuis" },
    ];
    renderWithI18n(
      <ComboBox label="Bénévole" items={results} onInputChange={onInputChange}>
        {(volunteer) => <SelectItem id={volunteer.id}>{volunteer.name}</SelectItem>}
      </ComboBox>,
    );

    await user.type(screen.getByRole("combobox", { name: "Bénévole" }), "dupuis");

    expect(onInputChange).toHaveBeenLastCalledWith("dupuis");
    await waitFor(() =>
      expect(within(screen.getByRole("listbox")).getAllByRole("option")).toHaveLength(2),
    );
  });

  it("ties the error message to the input while invalid", () => {
    renderWithI18n(
      <ComboBox
        label="Lieu"
        options={places}
        isInvalid
        errorMessage="Choisissez un lieu dans la liste."
      />,
    );
    const input = screen.getByRole("combobox", {
      name: "Lieu",
      description: "Choisissez un lieu dans la liste.",
    });
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("when disabled, is skipped by Tab", async () => {
    const user = userEvent.setup();
    renderWithI18n(<ComboBox label="Lieu" options={places} isDisabled />);
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it("forwards its ref to the input", () => {
    const ref = createRef<HTMLInputElement>();
    renderWithI18n(<ComboBox label="Lieu" options={places} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole("combobox", { name: "Lieu" }));
  });
});
