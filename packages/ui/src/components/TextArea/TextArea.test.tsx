import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { counterAnnouncementDelayMs } from "../Field/FieldCounter";
import { TextArea } from "./TextArea";

describe("TextArea", () => {
  it("names the multi-line text box after its label and shows the given rows", () => {
    renderWithI18n(<TextArea label="Consignes" rows={6} />);
    const box = screen.getByRole("textbox", { name: "Consignes" });
    expect(box.tagName).toBe("TEXTAREA");
    expect(box.getAttribute("rows")).toBe("6");
  });

  it("is reached with Tab, keeps line breaks and passes what is typed to onChange", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<TextArea label="Consignes" onChange={onChange} />);

    await user.tab();
    await user.keyboard("Gilet{Enter}Lampe");

    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Consignes" }));
    expect(onChange).toHaveBeenLastCalledWith("Gilet\nLampe");
  });

  it("shows no counter without maxLength", () => {
    renderWithI18n(<TextArea label="Consignes" />);
    expect(screen.queryByText(/caractère/)).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("counts the characters against maxLength, which the text area enforces", async () => {
    const user = userEvent.setup();
    renderWithI18n(<TextArea label="Consignes" maxLength={200} />);
    const box = screen.getByRole("textbox", { name: "Consignes" });
    expect(box.getAttribute("maxlength")).toBe("200");
    expect(screen.getByText("0 caractère sur 200")).toBeTruthy();

    await user.type(box, "Gilet");

    expect(screen.getByText("5 caractères sur 200")).toBeTruthy();
  });

  it("reads the count with the field's description", () => {
    renderWithI18n(
      <TextArea
        label="Consignes"
        description="Visibles par l'équipe."
        maxLength={200}
        defaultValue="Gilet"
      />,
    );
    expect(
      screen.getByRole("textbox", {
        name: "Consignes",
        description: "Visibles par l'équipe. 5 caractères sur 200",
      }),
    ).toBeTruthy();
  });

  it("announces the count politely once typing pauses, not on load", async () => {
    const user = userEvent.setup();
    renderWithI18n(<TextArea label="Consignes" maxLength={20} defaultValue="abc" />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");

    await user.type(screen.getByRole("textbox", { name: "Consignes" }), "d");

    expect(status.textContent).toBe("");
    await waitFor(() => expect(status.textContent).toBe("4 caractères sur 20"), {
      timeout: counterAnnouncementDelayMs * 3,
    });
  });

  it.each([
    ["en", "1 character of 1,000", "2 characters of 1,000"],
    ["de", "1 von 1.000 Zeichen", "2 von 1.000 Zeichen"],
  ] as const)("in %s, words and formats the counter", async (locale, one, two) => {
    const user = userEvent.setup();
    renderWithI18n(<TextArea label="Notes" maxLength={1000} defaultValue="a" />, locale);
    expect(screen.getByText(one)).toBeTruthy();

    await user.type(screen.getByRole("textbox", { name: "Notes" }), "b");

    expect(screen.getByText(two)).toBeTruthy();
  });

  it("counts a controlled value", () => {
    renderWithI18n(<TextArea label="Notes" maxLength={10} value="abcdefghij" />);
    expect(screen.getByText("10 caractères sur 10").hasAttribute("data-at-limit")).toBe(true);
  });

  it("says by how much a given value is over the limit, and lets it be shortened", async () => {
    const user = userEvent.setup();
    renderWithI18n(<TextArea label="Notes" maxLength={10} defaultValue="Gilet et lampe" />);
    const box = screen.getByRole("textbox", {
      name: "Notes",
      description: "14 caractères sur 10, 4 de trop",
    });
    expect(
      screen.getByText("14 caractères sur 10, 4 de trop").hasAttribute("data-over-limit"),
    ).toBe(true);

    await user.type(box, "{Backspace}{Backspace}{Backspace}{Backspace}");

    const counter = screen.getByText("10 caractères sur 10");
    expect(counter.hasAttribute("data-over-limit")).toBe(false);
    expect(counter.hasAttribute("data-at-limit")).toBe(true);
  });

  it("marks an invalid text area and ties the error message to it", () => {
    renderWithI18n(
      <TextArea label="Consignes" isInvalid errorMessage="Les consignes sont obligatoires." />,
    );
    const box = screen.getByRole("textbox", {
      name: "Consignes",
      description: "Les consignes sont obligatoires.",
    });
    expect(box.getAttribute("aria-invalid")).toBe("true");
  });

  it.each([
    ["fr", "Consignes (obligatoire)"],
    ["en", "Consignes (required)"],
    ["de", "Consignes (Pflichtfeld)"],
  ] as const)("in %s, says a required text area is required in its name", (locale, name) => {
    renderWithI18n(<TextArea label="Consignes" isRequired />, locale);
    expect(screen.getByRole("textbox", { name })).toBeTruthy();
  });

  it("when read-only, takes focus but cannot be typed into", async () => {
    const user = userEvent.setup();
    renderWithI18n(<TextArea label="Consignes" isReadOnly defaultValue="Gilet" />);
    const box = screen.getByRole("textbox", { name: "Consignes" });

    await user.tab();
    await user.keyboard("x");

    expect(document.activeElement).toBe(box);
    expect(box).toHaveProperty("value", "Gilet");
  });

  it("forwards its ref to the <textarea> element", () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderWithI18n(<TextArea label="Consignes" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole("textbox", { name: "Consignes" }));
  });
});
