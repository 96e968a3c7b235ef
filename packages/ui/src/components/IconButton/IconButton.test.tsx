import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { IconButton } from "./IconButton";

describe("IconButton", () => {
  it("is named by its aria-label, the icon being decorative", () => {
    render(<IconButton icon="close" aria-label="Fermer" />);
    const button = screen.getByRole("button", { name: "Fermer" });
    expect(button.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("is pressed with Enter once focused with Tab", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<IconButton icon="chevronRight" aria-label="Mois suivant" onPress={onPress} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Mois suivant" }));
    await user.keyboard("{Enter}");
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
