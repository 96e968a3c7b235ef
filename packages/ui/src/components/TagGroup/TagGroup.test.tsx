import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import type { Key } from "react-aria-components";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { TagGroup, TagGroupItem } from "./TagGroup";

const skills = [
  { id: "psc1", name: "PSC1" },
  { id: "pse2", name: "PSE2" },
  { id: "driver", name: "Permis poids lourd" },
];

/** A group whose tags really go away when removed, as a host would wire it. */
function RemovableSkills({ onRemove }: { onRemove?: (keys: Set<Key>) => void }) {
  const [items, setItems] = useState(skills);
  return (
    <TagGroup
      label="Compétences"
      items={items}
      onRemove={(keys) => {
        onRemove?.(keys);
        setItems((current) => current.filter((item) => !keys.has(item.id)));
      }}
    >
      {(item) => <TagGroupItem id={item.id}>{item.name}</TagGroupItem>}
    </TagGroup>
  );
}

describe("TagGroup", () => {
  it("is a grid named by its label, one row per tag", () => {
    renderWithI18n(<RemovableSkills />);
    const grid = screen.getByRole("grid", { name: "Compétences" });
    expect(
      within(grid)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining("PSC1"),
      expect.stringContaining("PSE2"),
      expect.stringContaining("Permis poids lourd"),
    ]);
  });

  it("names each remove button 'Retirer {name}' and removes that tag when pressed", async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    renderWithI18n(<RemovableSkills onRemove={onRemove} />);

    await user.click(screen.getByRole("button", { name: "Retirer PSE2" }));

    expect(onRemove).toHaveBeenCalledWith(new Set(["pse2"]));
    expect(screen.queryByRole("row", { name: "PSE2" })).toBeNull();
  });

  it.each([
    ["en", "Remove PSC1"],
    ["de", "PSC1 entfernen"],
  ] as const)("in %s, names the remove button %s", (locale, name) => {
    renderWithI18n(<RemovableSkills />, locale);
    expect(screen.getByRole("button", { name })).toBeTruthy();
  });

  it("moves between tags with the arrow keys and removes the focused one with Backspace", async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    renderWithI18n(<RemovableSkills onRemove={onRemove} />);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("row", { name: "PSC1" }));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("row", { name: "PSE2" }));
    await user.keyboard("{Backspace}");

    expect(onRemove).toHaveBeenCalledWith(new Set(["pse2"]));
    expect(screen.getAllByRole("row")).toHaveLength(2);
  });

  it("shows no remove button when tags cannot be removed", () => {
    renderWithI18n(
      <TagGroup aria-label="Compétences">
        <TagGroupItem id="psc1">PSC1</TagGroupItem>
      </TagGroup>,
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it.each([
    ["fr", "Aucun élément"],
    ["en", "No items"],
    ["de", "Keine Einträge"],
  ] as const)("in %s, says when there is no tag", (locale, text) => {
    renderWithI18n(
      <TagGroup label="Compétences" items={[]}>
        {() => <TagGroupItem>x</TagGroupItem>}
      </TagGroup>,
      locale,
    );
    // react-aria turns the empty grid into a plain group, as it has no row left to navigate.
    expect(screen.getByRole("group", { name: "Compétences" }).textContent).toBe(text);
  });

  it("describes the group with its description", () => {
    renderWithI18n(
      <TagGroup label="Compétences" description="Validées par la délégation.">
        <TagGroupItem id="psc1">PSC1</TagGroupItem>
      </TagGroup>,
    );
    expect(
      screen.getByRole("grid", { name: "Compétences", description: "Validées par la délégation." }),
    ).toBeTruthy();
  });

  it("forwards its ref to the root element", () => {
    const ref = createRef<HTMLDivElement>();
    renderWithI18n(
      <TagGroup aria-label="Compétences" ref={ref}>
        <TagGroupItem id="psc1">PSC1</TagGroupItem>
      </TagGroup>,
    );
    expect(ref.current?.contains(screen.getByRole("grid"))).toBe(true);
  });
});
