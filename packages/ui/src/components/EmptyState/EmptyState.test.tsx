import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Button } from "../Button/Button";
import { EmptyState } from "./EmptyState";
import { emptyStateHeadingLevels, emptyStateSizes, root } from "./EmptyState.css";

describe("EmptyState", () => {
  it("titles the region with a level-2 heading by default", () => {
    renderWithI18n(<EmptyState title="Aucun dispositif ce jour-là" />);
    const heading = screen.getByRole("heading", { name: "Aucun dispositif ce jour-là" });
    expect(heading.tagName).toBe("H2");
  });

  it.each(emptyStateHeadingLevels)("puts its title at heading level %d when asked", (level) => {
    renderWithI18n(<EmptyState title="Aucun résultat" headingLevel={level} />);
    expect(screen.getByRole("heading", { name: "Aucun résultat", level })).toBeTruthy();
  });

  it("shows its description after the title, and its icon only to sighted users", () => {
    const { container } = renderWithI18n(
      <EmptyState
        icon="calendar"
        title="Aucun dispositif"
        description="Créez-en un pour ce jour."
      />,
    );
    const heading = screen.getByRole("heading", { name: "Aucun dispositif" });
    const description = screen.getByText("Créez-en un pour ce jour.");
    expect(
      heading.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("leaves out the parts it is not given", () => {
    const { container } = renderWithI18n(<EmptyState title="Aucune pièce jointe" />);
    expect(container.querySelector("svg")).toBeNull();
    expect(container.querySelector("p")).toBeNull();
    expect(container.firstElementChild?.children).toHaveLength(1);
  });

  it("puts the action after the text, reachable with Tab and pressed with Enter", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderWithI18n(
      <EmptyState
        title="Aucun résultat"
        description="Aucun bénévole ne correspond à ces filtres."
        action={<Button onPress={onPress}>Effacer les filtres</Button>}
      />,
    );
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Effacer les filtres" }),
    );
    await user.keyboard("{Enter}");
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it("is not a live region: emptying a list is announced by what emptied it", () => {
    const { container } = renderWithI18n(<EmptyState title="Aucun résultat" />);
    expect(screen.queryByRole("status")).toBeNull();
    expect(container.querySelector("[aria-live]")).toBeNull();
  });

  it.each(emptyStateSizes)("applies the %s recipe class", (size) => {
    const { container } = renderWithI18n(<EmptyState title="Aucun résultat" size={size} />);
    expect(container.firstElementChild?.className).toBe(root({ size }));
  });

  it("keeps a caller's className and forwards its ref", () => {
    const ref = createRef<HTMLDivElement>();
    const { container } = renderWithI18n(
      <EmptyState ref={ref} title="Aucun résultat" className="table-empty" />,
    );
    expect(ref.current).toBe(container.firstElementChild);
    expect(ref.current?.className.split(" ")).toContain("table-empty");
  });
});
