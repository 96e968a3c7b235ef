import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Select, type SelectOption } from "./Select";
import { SelectItem, SelectSection } from "./SelectItem";

const options: SelectOption[] = [
  { id: "post", label: "Poste de secours", description: "Événement public" },
  { id: "outreach", label: "Maraude" },
  { id: "ambulance", label: "Renfort ambulance", isDisabled: true },
  { id: "training", label: "Formation PSC1" },
];

describe("Select", () => {
  it("names its button after the label and shows the translated placeholder", () => {
    renderWithI18n(<Select label="Type d'activité" options={options} />);
    const trigger = screen.getByRole("button", { name: /Type d'activité/ });
    expect(trigger.textContent).toContain("Choisir une option");
  });

  it("opens with ArrowDown, moves with ArrowDown, chooses with Enter and gives focus back", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Select label="Type d'activité" options={options} onChange={onChange} />);
    const trigger = screen.getByRole("button", { name: /Type d'activité/ });

    await user.tab();
    await user.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    // react-aria moves focus into the opened list on the next frame.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(listbox).getByRole("option", { name: /Poste/ })),
    );
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(within(listbox).getByRole("option", { name: "Maraude" }));
    await user.keyboard("{Enter}");

    expect(onChange).toHaveBeenCalledWith("outreach");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(trigger.textContent).toContain("Maraude");
  });

  it("closes on Escape without choosing and gives focus back to the button", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Select label="Type d'activité" options={options} onChange={onChange} />);

    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("listbox")).toBeTruthy();
    await user.keyboard("{Escape}");

    expect(screen.queryByRole("listbox")).toBeNull();
    const trigger = screen.getByRole("button", { name: /Type d'activité/ });
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("skips a disabled option with the arrow keys and marks it aria-disabled", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Select label="Type" options={options} defaultValue="outreach" />);

    await user.tab();
    await user.keyboard("{Enter}");
    const listbox = screen.getByRole("listbox");
    await user.keyboard("{ArrowDown}");

    expect(document.activeElement).toBe(
      within(listbox).getByRole("option", { name: "Formation PSC1" }),
    );
    expect(
      within(listbox)
        .getByRole("option", { name: "Renfort ambulance" })
        .getAttribute("aria-disabled"),
    ).toBe("true");
  });

  it("reads an option's description after its label, in its name", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Select label="Type" options={options} />);
    await user.click(screen.getByRole("button", { name: /Type/ }));
    expect(screen.getByRole("option", { name: "Poste de secours Événement public" })).toBeTruthy();
  });

  it("renders objects from items with a render function", async () => {
    const user = userEvent.setup();
    const teams = [
      { id: 1, name: "Équipe Nord" },
      { id: 2, name: "Équipe Sud" },
    ];
    const onChange = vi.fn();
    renderWithI18n(
      <Select label="Équipe" items={teams} onChange={onChange}>
        {(team) => <SelectItem id={team.id}>{team.name}</SelectItem>}
      </Select>,
    );
    await user.click(screen.getByRole("button", { name: /Équipe/ }));
    await user.click(screen.getByRole("option", { name: "Équipe Sud" }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it("names each section after its title", async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <Select label="Type">
        <SelectSection title="Urgence">
          <SelectItem id="post">Poste de secours</SelectItem>
        </SelectSection>
        <SelectSection title="Action sociale">
          <SelectItem id="outreach">Maraude</SelectItem>
        </SelectSection>
      </Select>,
    );
    await user.click(screen.getByRole("button", { name: /Type/ }));
    const group = screen.getByRole("group", { name: "Action sociale" });
    expect(within(group).getByRole("option", { name: "Maraude" })).toBeTruthy();
  });

  it.each([
    ["fr", "Aucune option", "Choisir une option"],
    ["en", "No options", "Choose an option"],
    ["de", "Keine Optionen", "Option auswählen"],
  ] as const)(
    "in %s, says the list is empty and shows the placeholder",
    async (locale, empty, placeholder) => {
      const user = userEvent.setup();
      renderWithI18n(<Select label="Type" options={[]} />, locale);
      const trigger = screen.getByRole("button", { name: /Type/ });
      expect(trigger.textContent).toContain(placeholder);
      await user.click(trigger);
      expect(screen.getByRole("listbox").textContent).toContain(empty);
    },
  );

  it("ties the error message to the button while invalid", () => {
    renderWithI18n(
      <Select
        label="Type"
        options={options}
        isInvalid
        description="Requis pour le planning."
        errorMessage="Choisissez un type."
      />,
    );
    expect(
      screen.getByRole("button", {
        name: /Type/,
        description: "Requis pour le planning. Choisissez un type.",
      }),
    ).toBeTruthy();
  });

  it("when disabled, is skipped by Tab and does not open", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithI18n(
      <Select label="Type" options={options} isDisabled onOpenChange={onOpenChange} />,
    );
    await user.tab();
    await user.click(screen.getByRole("button", { name: /Type/ }));
    expect(document.activeElement).toBe(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("forwards its ref to the trigger button", () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithI18n(<Select label="Type" options={options} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole("button", { name: /Type/ }));
  });

  it("submits the chosen key with a form, under its name", () => {
    const { container } = renderWithI18n(
      <form>
        <Select label="Type" name="activityType" options={options} defaultValue="training" />
      </form>,
    );
    const data = new FormData(container.querySelector("form") ?? undefined);
    expect(data.get("activityType")).toBe("training");
  });
});
