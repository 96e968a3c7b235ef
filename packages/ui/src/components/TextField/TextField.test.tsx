import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { counterAnnouncementDelayMs } from "../Field/FieldCounter";
import { TextField } from "./TextField";

describe("TextField", () => {
  it("names the input after its visible label", () => {
    renderWithI18n(<TextField label="Nom de l'activité" />);
    const input = screen.getByRole("textbox", { name: "Nom de l'activité" });
    const label = screen.getByText("Nom de l'activité");
    expect(label.tagName).toBe("LABEL");
    expect(label.getAttribute("for")).toBe(input.id);
  });

  it("is reached with Tab and passes what is typed to onChange", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<TextField label="Nom de l'activité" onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Nom de l'activité" });

    await user.tab();
    expect(document.activeElement).toBe(input);
    await user.keyboard("Poste de secours");

    expect(input).toHaveProperty("value", "Poste de secours");
    expect(onChange).toHaveBeenLastCalledWith("Poste de secours");
  });

  it("describes the input with its description, through aria-describedby", () => {
    renderWithI18n(
      <TextField label="Code postal" description="Cinq chiffres, par exemple 75012." />,
    );
    const input = screen.getByRole("textbox", { name: "Code postal" });
    const description = screen.getByText("Cinq chiffres, par exemple 75012.");
    expect(input.getAttribute("aria-describedby")?.split(" ")).toContain(description.id);
    expect(screen.getByRole("textbox", { description: "Cinq chiffres, par exemple 75012." })).toBe(
      input,
    );
  });

  it("marks an invalid input and ties the error message to it after the description", () => {
    renderWithI18n(
      <TextField
        label="Code postal"
        description="Cinq chiffres."
        isInvalid
        errorMessage="Le code postal doit comporter cinq chiffres."
        defaultValue="750"
      />,
    );
    const input = screen.getByRole("textbox", { name: "Code postal" });
    const error = screen.getByText("Le code postal doit comporter cinq chiffres.");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(
      screen.getByRole("textbox", {
        description: "Cinq chiffres. Le code postal doit comporter cinq chiffres.",
      }),
    ).toBe(input);
  });

  it("shows no error message while the field is valid", () => {
    renderWithI18n(<TextField label="Code postal" errorMessage="Le code postal est invalide." />);
    expect(screen.queryByText("Le code postal est invalide.")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Code postal" }).hasAttribute("aria-invalid")).toBe(
      false,
    );
  });

  it("announces a validation error as soon as the typed value breaks the rule", async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <TextField
        label="Code postal"
        validationBehavior="aria"
        validate={(value) =>
          value.length > 0 && !/^\d{5}$/.test(value) ? "Cinq chiffres attendus." : null
        }
      />,
    );
    await user.type(screen.getByRole("textbox", { name: "Code postal" }), "75");

    const input = screen.getByRole("textbox", {
      name: "Code postal",
      description: "Cinq chiffres attendus.",
    });
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it.each([
    ["fr", "Nom (obligatoire)"],
    ["en", "Nom (required)"],
    ["de", "Nom (Pflichtfeld)"],
  ] as const)("in %s, says a required field is required in its accessible name", (locale, name) => {
    renderWithI18n(<TextField label="Nom" isRequired />, locale);
    const input = screen.getByRole("textbox", { name });
    expect(input).toHaveProperty("required", true);
  });

  it("hides the visual asterisk from assistive technology", () => {
    renderWithI18n(<TextField label="Nom" isRequired />);
    const asterisk = screen.getByText("*");
    expect(asterisk.getAttribute("aria-hidden")).toBe("true");
  });

  it("when disabled, is skipped by Tab and cannot be typed into", async () => {
    const user = userEvent.setup();
    renderWithI18n(<TextField label="Nom" isDisabled defaultValue="Dupont" />);
    const input = screen.getByRole("textbox", { name: "Nom" });

    await user.tab();
    await user.type(input, "x");

    expect(document.activeElement).not.toBe(input);
    expect(input).toHaveProperty("value", "Dupont");
    expect(input).toHaveProperty("disabled", true);
  });

  it("forwards its ref to the <input> element", () => {
    const ref = createRef<HTMLInputElement>();
    renderWithI18n(<TextField label="Nom" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole("textbox", { name: "Nom" }));
  });

  it("announces a non-blocking warning after the description, in the current language", () => {
    renderWithI18n(
      <TextField
        label="Effectif"
        description="Nombre de personnes requises."
        warning="Plus de 20 personnes : vérifiez l'effectif."
      />,
      "en",
    );
    const input = screen.getByRole("textbox", { name: "Effectif" });
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(
      screen.getByRole("textbox", {
        description:
          "Nombre de personnes requises. Warning: Plus de 20 personnes : vérifiez l'effectif.",
      }),
    ).toBe(input);
  });

  describe("with maxLength", () => {
    it("shows no counter and no live region without a limit", () => {
      renderWithI18n(<TextField label="Nom" defaultValue="Dupont" />);
      expect(screen.getByRole("textbox", { name: "Nom" }).hasAttribute("maxlength")).toBe(false);
      expect(screen.queryByText(/caractère/)).toBeNull();
      expect(screen.queryByRole("status")).toBeNull();
    });

    it("enforces the limit and shows no counter far from it", () => {
      renderWithI18n(
        <TextField label="Titre" description="Visible dans le planning." maxLength={80} />,
      );
      const input = screen.getByRole("textbox", { name: "Titre" });
      expect(input.getAttribute("maxlength")).toBe("80");
      expect(screen.queryByText(/caractère/)).toBeNull();
      expect(screen.getByRole("textbox", { description: "Visible dans le planning." })).toBe(input);
    });

    it("shows the counter from 80 % of the limit, read with the description", async () => {
      const user = userEvent.setup();
      renderWithI18n(
        <TextField label="Titre" description="Court." maxLength={10} defaultValue="abcdef" />,
      );
      const input = screen.getByRole("textbox", { name: "Titre" });
      await user.type(input, "g");
      expect(screen.queryByText(/caractère/)).toBeNull();

      await user.type(input, "h");

      expect(screen.getByText("8 caractères sur 10")).toBeTruthy();
      expect(
        screen.getByRole("textbox", { name: "Titre", description: "Court. 8 caractères sur 10" }),
      ).toBe(input);
    });

    it("stops typing at the limit and emphasises the counter there", async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      renderWithI18n(
        <TextField label="Titre" maxLength={10} defaultValue="abcdefghi" onChange={onChange} />,
      );
      const input = screen.getByRole("textbox", { name: "Titre" });

      await user.type(input, "jk");

      expect(input).toHaveProperty("value", "abcdefghij");
      expect(onChange).toHaveBeenLastCalledWith("abcdefghij");
      expect(screen.getByText("10 caractères sur 10").hasAttribute("data-at-limit")).toBe(true);
    });

    it("says by how much a given value is over the limit, and counts a controlled value", () => {
      renderWithI18n(<TextField label="Immatriculation" maxLength={10} value="AB-123-CD-XYZ" />);
      const counter = screen.getByText("13 caractères sur 10, 3 de trop");
      expect(counter.hasAttribute("data-over-limit")).toBe(true);
      expect(
        screen.getByRole("textbox", {
          name: "Immatriculation",
          description: "13 caractères sur 10, 3 de trop",
        }),
      ).toBeTruthy();
    });

    it("keeps the host's own description next to the counter's", () => {
      renderWithI18n(
        <>
          <p id="hint">Tel qu'affiché sur le véhicule.</p>
          <TextField label="Plaque" aria-describedby="hint" maxLength={5} defaultValue="AB-12" />
        </>,
      );
      expect(
        screen.getByRole("textbox", {
          name: "Plaque",
          description: "Tel qu'affiché sur le véhicule. 5 caractères sur 5",
        }),
      ).toBeTruthy();
    });

    it("announces the count once typing pauses near the limit, not on load", async () => {
      const user = userEvent.setup();
      renderWithI18n(<TextField label="Titre" maxLength={10} defaultValue="abcdefgh" />);
      const status = screen.getByRole("status");
      expect(status.textContent).toBe("");

      await user.type(screen.getByRole("textbox", { name: "Titre" }), "i");

      expect(status.textContent).toBe("");
      await waitFor(() => expect(status.textContent).toBe("9 caractères sur 10"), {
        timeout: counterAnnouncementDelayMs * 3,
      });
    });

    it.each([
      ["en", "1,001 characters of 1,000, 1 too many"],
      ["de", "1.001 von 1.000 Zeichen, 1 zu viel"],
    ] as const)("in %s, words and formats the counter", (locale, counter) => {
      renderWithI18n(
        <TextField label="Notes" maxLength={1000} defaultValue={"a".repeat(1001)} />,
        locale,
      );
      expect(screen.getByRole("textbox", { name: "Notes", description: counter })).toBeTruthy();
    });
  });
});
