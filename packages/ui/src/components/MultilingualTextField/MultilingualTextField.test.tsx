import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Form } from "../Form/Form";
import { MultilingualTextField } from "./MultilingualTextField";

describe("MultilingualTextField", () => {
  it("groups one field per language under the text's name, each control in its language", () => {
    renderWithI18n(<MultilingualTextField label="Titre de l'alerte" />);
    const group = screen.getByRole("group", { name: "Titre de l'alerte" });
    const fields = within(group).getAllByRole("textbox");
    expect(fields.map((field) => field.getAttribute("lang"))).toEqual(["fr", "en", "de"]);
    expect(within(group).getByRole("textbox", { name: "Français" })).toBe(fields[0]);
    expect(within(group).getByRole("textbox", { name: "Anglais" })).toBe(fields[1]);
    expect(within(group).getByRole("textbox", { name: "Allemand" })).toBe(fields[2]);
  });

  it("names the languages in the interface language", () => {
    renderWithI18n(<MultilingualTextField label="Alert title" />, "de");
    expect(screen.getByRole("textbox", { name: "Französisch" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Englisch" })).toBeTruthy();
  });

  it("moves through the languages with Tab and reports every text as { fr, en, de }", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(
      <MultilingualTextField label="Titre" defaultValue={{ fr: "Canicule" }} onChange={onChange} />,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Français" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Anglais" }));
    await user.keyboard("Heatwave");
    expect(onChange).toHaveBeenLastCalledWith({ fr: "Canicule", en: "Heatwave", de: "" });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Allemand" }));
  });

  it("follows a controlled value", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(
      <MultilingualTextField
        label="Titre"
        value={{ fr: "Canicule", en: "", de: "Hitzewelle" }}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole("textbox", { name: "Allemand" })).toHaveProperty("value", "Hitzewelle");
    await user.type(screen.getByRole("textbox", { name: "Anglais" }), "H");
    expect(onChange).toHaveBeenLastCalledWith({ fr: "Canicule", en: "H", de: "Hitzewelle" });
    expect(screen.getByRole("textbox", { name: "Anglais" })).toHaveProperty("value", "");
  });

  it("shows each language's error under that language only", () => {
    renderWithI18n(
      <MultilingualTextField
        label="Texte"
        errorMessages={{ en: "Saisissez aussi le texte anglais : le titre anglais est rempli." }}
      />,
    );
    const english = screen.getByRole("textbox", {
      name: "Anglais",
      description: "Saisissez aussi le texte anglais : le titre anglais est rempli.",
    });
    expect(english.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("textbox", { name: "Français" }).hasAttribute("aria-invalid")).toBe(
      false,
    );
  });

  it("ties the group's description and error to the group", () => {
    renderWithI18n(
      <MultilingualTextField
        label="Texte de l'alerte"
        description="Au moins une langue."
        errorMessage="Saisissez un titre et un texte dans au moins une langue."
      />,
    );
    expect(
      screen.getByRole("group", {
        name: "Texte de l'alerte",
        description:
          "Au moins une langue. Saisissez un titre et un texte dans au moins une langue.",
      }),
    ).toBeTruthy();
  });

  it("requires no language alone by default, and the languages it is told to", () => {
    const { unmount } = renderWithI18n(<MultilingualTextField label="Titre" />);
    expect(screen.getAllByRole("textbox").some((field) => field.hasAttribute("required"))).toBe(
      false,
    );
    unmount();
    renderWithI18n(<MultilingualTextField label="Titre" requiredLanguages={["fr"]} />);
    expect(screen.getByRole("textbox", { name: "Français (obligatoire)" })).toHaveProperty(
      "required",
      true,
    );
    expect(screen.getByRole("textbox", { name: "Anglais" })).toHaveProperty("required", false);
  });

  it("shows a Form's server errors under the field of their name, {name}.{language}", () => {
    renderWithI18n(
      <Form validationErrors={{ "title.de": "Der Titel ist zu lang." }}>
        <MultilingualTextField label="Titre" name="title" />
      </Form>,
    );
    const german = screen.getByRole("textbox", { name: "Allemand" });
    expect(german.getAttribute("name")).toBe("title.de");
    expect(german.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("textbox", { description: "Der Titel ist zu lang." })).toBe(german);
  });

  it("checks each language with validate, as it is typed", async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <Form>
        <MultilingualTextField
          label="Titre"
          validate={(text, language) =>
            text.length > 5 ? `Trop long (${language}) : 5 caractères au plus.` : null
          }
        />
      </Form>,
    );
    await user.type(screen.getByRole("textbox", { name: "Anglais" }), "Heatwave");
    expect(
      screen.getByRole("textbox", { description: "Trop long (en) : 5 caractères au plus." }),
    ).toBe(screen.getByRole("textbox", { name: "Anglais" }));
  });

  it("gives each control an id of its own from the group's, and writes text areas when multiline", () => {
    const ref = createRef<HTMLFieldSetElement>();
    renderWithI18n(<MultilingualTextField ref={ref} id="alert-text" label="Texte" isMultiline />);
    expect(ref.current?.id).toBe("alert-text");
    const french = screen.getByRole("textbox", { name: "Français" });
    expect(french.tagName).toBe("TEXTAREA");
    expect(french.id).toBe("alert-text-fr");
  });

  it("when disabled, skips every language with Tab", async () => {
    const user = userEvent.setup();
    renderWithI18n(<MultilingualTextField label="Titre" isDisabled />);
    await user.tab();
    expect(document.activeElement).toBe(document.body);
    for (const field of screen.getAllByRole("textbox"))
      expect(field).toHaveProperty("disabled", true);
  });

  it("counts each language against maxLength, near the limit only, under that language", async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <MultilingualTextField
        label="Titre"
        maxLength={10}
        defaultValue={{ fr: "Canicule", en: "Heat", de: "Hitzewellen-Warnung" }}
      />,
    );
    const french = screen.getByRole("textbox", { name: "Français" });
    const english = screen.getByRole("textbox", { name: "Anglais" });
    for (const field of [french, english]) expect(field.getAttribute("maxlength")).toBe("10");
    expect(
      screen.getByRole("textbox", { name: "Français", description: "8 caractères sur 10" }),
    ).toBe(french);
    expect(
      screen.getByRole("textbox", {
        name: "Allemand",
        description: "19 caractères sur 10, 9 de trop",
      }),
    ).toBeTruthy();
    // Far from the limit: no counter under the English field.
    expect(english.hasAttribute("aria-describedby")).toBe(false);
    expect(screen.getAllByText(/caractères sur 10/)).toHaveLength(2);

    await user.type(english, "wave");

    expect(
      screen.getByRole("textbox", { name: "Anglais", description: "8 caractères sur 10" }),
    ).toBe(english);
  });

  it("counts from the first character when multiline, as a text area does", () => {
    renderWithI18n(<MultilingualTextField label="Texte" isMultiline maxLength={500} />, "en");
    for (const name of ["French", "English", "German"])
      expect(
        screen.getByRole("textbox", { name, description: "0 characters of 500" }),
      ).toBeTruthy();
  });
});
