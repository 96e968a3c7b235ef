import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { IconButton } from "../IconButton/IconButton";
import { Menu, MenuTrigger, SubmenuTrigger } from "./Menu";
import { item, menuItemVariants } from "./Menu.css";
import { MenuItem, MenuSection, MenuSeparator } from "./MenuItem";

function OperationMenu({ onAction = vi.fn() }: { onAction?: (key: unknown) => void }) {
  return (
    <MenuTrigger>
      <IconButton icon="more" aria-label="Actions" />
      <Menu onAction={onAction}>
        <MenuItem id="edit" icon="edit" shortcut="Ctrl+E">
          Modifier
        </MenuItem>
        <MenuItem id="export" isDisabled description="Après validation">
          Exporter
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="remove" icon="trash" variant="danger">
          Supprimer
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

describe("Menu", () => {
  it("opens on Enter with focus on the first item, named after its button", async () => {
    const user = userEvent.setup();
    renderWithI18n(<OperationMenu />);
    await user.tab();
    await user.keyboard("{Enter}");

    expect(screen.getByRole("menu", { name: "Actions" })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("menuitem", { name: "Modifier Ctrl+E" }),
      ),
    );
  });

  it("moves with the arrow keys, skipping disabled items, and acts on Enter", async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderWithI18n(<OperationMenu onAction={onAction} />);
    await user.tab();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("menuitem", { name: "Modifier Ctrl+E" }),
      ),
    );

    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Supprimer" }));
    await user.keyboard("{Enter}");

    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction.mock.lastCall?.[0]).toBe("remove");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  });

  it("closes on Escape and gives focus back to its button", async () => {
    const user = userEvent.setup();
    renderWithI18n(<OperationMenu />);
    const trigger = screen.getByRole("button", { name: "Actions" });
    await user.click(trigger);
    await user.keyboard("{Escape}");

    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("marks disabled items and ignores presses on them", async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderWithI18n(<OperationMenu onAction={onAction} />);
    await user.click(screen.getByRole("button", { name: "Actions" }));
    const exportItem = screen.getByRole("menuitem", { name: "Exporter Après validation" });

    await user.click(exportItem);

    expect(exportItem.getAttribute("aria-disabled")).toBe("true");
    expect(onAction).not.toHaveBeenCalled();
  });

  it("is named by its label, description and shortcut, as shown", async () => {
    const user = userEvent.setup();
    renderWithI18n(<OperationMenu />);
    await user.click(screen.getByRole("button", { name: "Actions" }));

    const edit = screen.getByRole("menuitem", { name: "Modifier Ctrl+E" });
    expect(edit.querySelector("kbd")?.textContent).toBe("Ctrl+E");
    expect(screen.getByRole("menuitem", { name: "Exporter Après validation" })).toBeTruthy();
    expect(
      screen.getByRole("menuitem", { name: "Supprimer" }).hasAttribute("aria-describedby"),
    ).toBe(false);
  });

  it("styles danger items with their own recipe class, icons staying decorative", async () => {
    const user = userEvent.setup();
    renderWithI18n(<OperationMenu />);
    await user.click(screen.getByRole("button", { name: "Actions" }));
    const remove = screen.getByRole("menuitem", { name: "Supprimer" });

    for (const expected of item({ variant: "danger" }).split(" ")) {
      expect(remove.className.split(" ")).toContain(expected);
    }
    expect(remove.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(new Set(menuItemVariants.map((variant) => item({ variant }))).size).toBe(
      menuItemVariants.length,
    );
  });

  it("names a section after its title", async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <MenuTrigger>
        <IconButton icon="more" aria-label="Actions" />
        <Menu>
          <MenuSection title="Partager">
            <MenuItem>Copier le lien</MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>,
    );
    await user.click(screen.getByRole("button", { name: "Actions" }));
    const group = screen.getByRole("group", { name: "Partager" });
    expect(within(group).getByRole("menuitem", { name: "Copier le lien" })).toBeTruthy();
  });

  it("opens a submenu with ArrowRight and closes it with ArrowLeft", async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <MenuTrigger>
        <IconButton icon="more" aria-label="Actions" />
        <Menu>
          <SubmenuTrigger>
            <MenuItem>Déplacer vers</MenuItem>
            <Menu>
              <MenuItem>Paris</MenuItem>
              <MenuItem>Lyon</MenuItem>
            </Menu>
          </SubmenuTrigger>
        </Menu>
      </MenuTrigger>,
    );
    await user.tab();
    await user.keyboard("{Enter}");
    const move = screen.getByRole("menuitem", { name: "Déplacer vers" });
    await waitFor(() => expect(document.activeElement).toBe(move));
    expect(move.getAttribute("aria-haspopup")).toBe("menu");

    await user.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Paris" })),
    );
    await user.keyboard("{ArrowLeft}");
    await waitFor(() => expect(screen.queryByRole("menuitem", { name: "Paris" })).toBeNull());
    expect(document.activeElement).toBe(move);
  });

  it("forwards its ref to the menu element", async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLDivElement>();
    renderWithI18n(
      <MenuTrigger>
        <IconButton icon="more" aria-label="Actions" />
        <Menu ref={ref}>
          <MenuItem>Modifier</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await user.click(screen.getByRole("button", { name: "Actions" }));
    expect(ref.current).toBe(screen.getByRole("menu"));
  });
});
