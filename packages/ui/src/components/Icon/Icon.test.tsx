import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon } from "./Icon";
import { iconNames, iconPaths } from "./icons";

describe("Icon", () => {
  it("is hidden from assistive technology when it has no label", () => {
    const { container } = render(<Icon name="calendar" />);
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("is an image named after its label when it has one", () => {
    render(<Icon name="vehicle" label="Véhicule" />);
    expect(screen.getByRole("img", { name: "Véhicule" })).toBeTruthy();
  });

  it("draws every path of the named icon", () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelectorAll("path")).toHaveLength(iconPaths[name].length);
      unmount();
    }
  });
});
