import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import type { SelectOption } from "../Select/Select";
import { MultiSelect } from "./MultiSelect";

const skills: SelectOption[] = [
  { id: "psc1", label: "PSC1" },
  { id: "pse1", label: "PSE1" },
  { id: "pse2", label: "PSE2" },
  { id: "driver", label: "Permis poids lourd" },
  { id: "lead", label: "Chef d'équipe" },
];

// While the list is open react-aria hides all but the input and the list from assistive
// technology (the count region says what changed), hence `hidden: true`.
const tagNames = () =>
  within(screen.getByRole("grid", { name: "Sélection", hidden: true }))
    .getAllByRole("row", { hidden: true })
    .map((row) => row.getAttribute("aria-label"));

/** Draws its host again (see {@link SameKeysHost}). */
let drawAgain = () => {};

/** A host drawing again with a new array of the same keys each time, as a filter read again. */
function SameKeysHost({ onChange }: { onChange: (keys: unknown) => void }) {
  const [, setDrawn] = useState(0);
  drawAgain = () => setDrawn((count) => count + 1);
  return <MultiSelect label="Compétences" options={skills} value={["psc1"]} onChange={onChange} />;
}

describe("MultiSelect", () => {
  it("is a combobox named by its label, over a list that allows several choices", async () => {
    const user = userEvent.setup();
    renderWithI18n(<MultiSelect label="Compétences" options={skills} />);
    await user.click(screen.getByRole("combobox", { name: "Compétences" }));
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("listbox").getAttribute("aria-multiselectable")).toBe("true");
  });

  it("toggles options with Enter, keeps the list open and shows them as tags in order", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<MultiSelect label="Compétences" options={skills} onChange={onChange} />);

    await user.tab();
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await user.keyboard("{ArrowUp}{Enter}");

    expect(onChange).toHaveBeenLastCalledWith(["pse1", "psc1"]);
    expect(screen.getByRole("listbox")).toBeTruthy();
    expect(tagNames()).toEqual(["PSE1", "PSC1"]);

    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(["pse1"]);
  });

  it("toggles with Space while nothing is typed, and types a space once a search is under way", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<MultiSelect label="Compétences" options={skills} onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Compétences" });

    await user.tab();
    await user.keyboard("{ArrowDown} ");
    expect(onChange).toHaveBeenLastCalledWith(["psc1"]);
    expect(input).toHaveProperty("value", "");

    await user.keyboard("chef ");
    expect(input).toHaveProperty("value", "chef ");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("keeps what is typed when its host gives the same keys again in another array", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<SameKeysHost onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Compétences" });
    await user.click(input);
    await user.keyboard("PSE");
    act(() => drawAgain());
    expect(input).toHaveProperty("value", "PSE");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      expect.stringContaining("PSE1"),
      expect.stringContaining("PSE2"),
    ]);
  });

  it("stays open, with what is typed, when a scroll made before it opened is reported after", async () => {
    const user = userEvent.setup();
    renderWithI18n(<MultiSelect label="Compétences" options={skills} />);
    const input = screen.getByRole("combobox", { name: "Compétences" });
    // The page brought to the field just before it is typed into: the scroll event of that
    // frame arrives once the list is open, the field where it was when the list opened.
    await user.type(input, "pse");
    act(() => {
      document.dispatchEvent(new Event("scroll"));
    });
    expect(input).toHaveProperty("value", "pse");
    expect(screen.getByRole("listbox")).toBeTruthy();

    // A scroll that moves the field away from its list closes the list, as react-aria does.
    const field = input.closest("[role=group]") as HTMLElement;
    vi.spyOn(field, "getBoundingClientRect").mockReturnValue(new DOMRect(0, -120, 300, 40));
    act(() => {
      document.dispatchEvent(new Event("scroll"));
    });
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("filters on what is typed", async () => {
    const user = userEvent.setup();
    renderWithI18n(<MultiSelect label="Compétences" options={skills} />);
    await user.type(screen.getByRole("combobox", { name: "Compétences" }), "pse");
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["PSE1", "PSE2"]);
  });

  it("removes the last tag with Backspace in the empty input", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(
      <MultiSelect
        label="Compétences"
        options={skills}
        defaultValue={["psc1", "driver"]}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole("combobox", { name: "Compétences" }));
    await user.keyboard("{Backspace}");

    expect(onChange).toHaveBeenLastCalledWith(["psc1"]);
    expect(tagNames()).toEqual(["PSC1"]);
  });

  it("removes a tag with its 'Retirer {name}' button, and moves focus to the input after the last", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(
      <MultiSelect
        label="Compétences"
        options={skills}
        defaultValue={["lead"]}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Retirer Chef d'équipe" }));

    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole("grid")).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Compétences" })),
    );
  });

  it.each([
    ["fr", "2 sélectionnés", "1 sélectionné"],
    ["en", "2 selected", "1 selected"],
    ["de", "2 ausgewählt", "1 ausgewählt"],
  ] as const)("in %s, announces how many are chosen", async (locale, two, one) => {
    const user = userEvent.setup();
    renderWithI18n(
      <MultiSelect label="Compétences" options={skills} defaultValue={["psc1", "pse1"]} />,
      locale,
    );
    expect(screen.getByRole("status").textContent).toBe(two);
    await user.click(screen.getByRole("combobox", { name: "Compétences" }));
    await user.keyboard("{Backspace}");
    expect(screen.getByRole("status").textContent).toBe(one);
  });

  it("says when nothing matches", async () => {
    const user = userEvent.setup();
    renderWithI18n(<MultiSelect label="Compétences" options={skills} />, "de");
    await user.type(screen.getByRole("combobox", { name: "Compétences" }), "zzz");
    expect(screen.getByRole("listbox").textContent).toBe("Keine Ergebnisse");
  });

  it("submits every chosen key under its name", () => {
    const { container } = renderWithI18n(
      <form>
        <MultiSelect
          label="Compétences"
          name="skills"
          options={skills}
          defaultValue={["psc1", "lead"]}
        />
      </form>,
    );
    const data = new FormData(container.querySelector("form") ?? undefined);
    expect(data.getAll("skills")).toEqual(["psc1", "lead"]);
  });

  it("forwards its ref to the input", () => {
    const ref = createRef<HTMLInputElement>();
    renderWithI18n(<MultiSelect label="Compétences" options={skills} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole("combobox", { name: "Compétences" }));
  });
});
