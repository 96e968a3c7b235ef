import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Button } from "../Button/Button";
import { IconButton } from "../IconButton/IconButton";
import { Tooltip, TooltipTrigger, tooltipDelay } from "./Tooltip";

function EditButton() {
  return (
    <TooltipTrigger>
      <IconButton icon="edit" aria-label="Modifier" />
      <Tooltip>Modifier le dispositif</Tooltip>
    </TooltipTrigger>
  );
}

describe("Tooltip", () => {
  // First in the file: once any tooltip has shown, react-aria opens the next ones without delay
  // for a while (a page-wide "warm-up"), which would hide the delay this test measures.
  it("waits for the system delay before showing on hover", async () => {
    const user = userEvent.setup();
    renderWithI18n(<EditButton />);
    // A mouse moving on the page first: react-aria only opens on hover for a pointer user.
    await user.pointer({ target: document.body });
    const hoveredAt = performance.now();
    await user.hover(screen.getByRole("button", { name: "Modifier" }));
    expect(screen.queryByRole("tooltip")).toBeNull();

    const tooltip = await screen.findByRole("tooltip", {}, { timeout: tooltipDelay * 3 });

    expect(tooltip.textContent).toBe("Modifier le dispositif");
    expect(performance.now() - hoveredAt).toBeGreaterThanOrEqual(tooltipDelay - 50);
  });

  it("shows on keyboard focus at once and describes the trigger without renaming it", async () => {
    const user = userEvent.setup();
    renderWithI18n(<EditButton />);
    await user.tab();

    const tooltip = screen.getByRole("tooltip");
    expect(tooltip.textContent).toBe("Modifier le dispositif");
    const trigger = screen.getByRole("button", { name: "Modifier" });
    expect(trigger.getAttribute("aria-describedby")).toBe(tooltip.id);
  });

  it("hides on Escape while focus stays on the trigger (WCAG 1.4.13)", async () => {
    const user = userEvent.setup();
    renderWithI18n(<EditButton />);
    await user.tab();
    expect(screen.getByRole("tooltip")).toBeTruthy();

    await user.keyboard("{Escape}");

    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Modifier" }));
  });

  it("hides when focus moves on", async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <EditButton />
        <Button>Suivant</Button>
      </>,
    );
    await user.tab();
    await user.tab();
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  });

  it("draws its arrow unless told not to", () => {
    const { unmount } = renderWithI18n(
      <TooltipTrigger defaultOpen>
        <Button>Modifier</Button>
        <Tooltip>Texte</Tooltip>
      </TooltipTrigger>,
    );
    expect(screen.getByRole("tooltip").querySelector("svg")).not.toBeNull();
    unmount();
    renderWithI18n(
      <TooltipTrigger defaultOpen>
        <Button>Modifier</Button>
        <Tooltip showArrow={false}>Texte</Tooltip>
      </TooltipTrigger>,
    );
    expect(screen.getByRole("tooltip").querySelector("svg")).toBeNull();
  });

  it("forwards its ref to the tooltip element", () => {
    const ref = createRef<HTMLDivElement>();
    renderWithI18n(
      <TooltipTrigger defaultOpen>
        <Button>Modifier</Button>
        <Tooltip ref={ref}>Texte</Tooltip>
      </TooltipTrigger>,
    );
    expect(ref.current).toBe(screen.getByRole("tooltip"));
  });
});
