import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, type FormEvent, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { Checkbox } from "../Checkbox/Checkbox";
import { CheckboxGroup } from "../CheckboxGroup/CheckboxGroup";
import { Radio, RadioGroup } from "../RadioGroup/RadioGroup";
import { TextField } from "../TextField/TextField";
import { Form } from "./Form";
import { FormErrorSummary } from "./FormErrorSummary";

describe("Form", () => {
  it("validates with ARIA by default: the browser does not block the submit", () => {
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => event.preventDefault());
    renderWithI18n(
      <Form aria-label="Inscription" onSubmit={onSubmit}>
        <TextField label="Nom" name="name" isRequired />
      </Form>,
    );
    const form = screen.getByRole("form", { name: "Inscription" });
    expect(form).toHaveProperty("noValidate", true);
    expect(
      screen.getByRole("textbox", { name: "Nom (obligatoire)" }).getAttribute("aria-required"),
    ).toBe("true");

    fireEvent.submit(form);

    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("lets the browser validate when asked for native behaviour", () => {
    renderWithI18n(
      <Form aria-label="Inscription" validationBehavior="native">
        <TextField label="Nom" name="name" isRequired />
      </Form>,
    );
    expect(screen.getByRole("form")).toHaveProperty("noValidate", false);
    expect(screen.getByRole("textbox", { name: "Nom (obligatoire)" })).toHaveProperty(
      "required",
      true,
    );
  });

  it("shows a server error on the field of that name until the person changes it and leaves", async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <Form validationErrors={{ name: "Ce nom est déjà pris." }}>
        <TextField label="Nom" name="name" defaultValue="Poste 12" />
      </Form>,
    );
    const input = screen.getByRole("textbox", {
      name: "Nom",
      description: "Ce nom est déjà pris.",
    });
    expect(input.getAttribute("aria-invalid")).toBe("true");

    await user.type(input, "b");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    await user.tab();

    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(screen.queryByText("Ce nom est déjà pris.")).toBeNull();
  });

  it("forwards its ref to the <form> element", () => {
    const ref = createRef<HTMLFormElement>();
    renderWithI18n(<Form ref={ref} aria-label="Inscription" />);
    expect(ref.current).toBe(screen.getByRole("form", { name: "Inscription" }));
  });
});

const errors = [
  { fieldId: "name", message: "Indiquez le nom de l'activité." },
  { fieldId: "vehicle", message: "Choisissez un véhicule." },
  { fieldId: "skills", message: "Choisissez au moins une compétence." },
];

function InvalidForm() {
  return (
    <Form>
      <FormErrorSummary errors={errors} />
      <TextField id="name" label="Nom" />
      <RadioGroup id="vehicle" label="Véhicule" defaultValue="vl">
        <Radio value="vpsp">VPSP</Radio>
        <Radio value="vl">Véhicule léger</Radio>
      </RadioGroup>
      <CheckboxGroup id="skills" label="Compétences">
        <Checkbox value="pse1">PSE1</Checkbox>
        <Checkbox value="pse2">PSE2</Checkbox>
      </CheckboxGroup>
    </Form>
  );
}

/** A summary whose errors the test sets (through `expose`), beside a field and a button. */
function SummaryBesideAField({
  expose,
}: {
  expose: (set: (shown: typeof errors) => void) => void;
}) {
  const [shown, setShown] = useState<typeof errors>([]);
  expose(setShown);
  return (
    <>
      <FormErrorSummary errors={shown} />
      <input aria-label="Heure de fin" />
      <button type="button">Proposer</button>
    </>
  );
}

describe("FormErrorSummary", () => {
  it("takes focus when it appears, named by its title", () => {
    renderWithI18n(<InvalidForm />);
    const summary = screen.getByRole("region", { name: "Le formulaire contient 3 erreurs" });
    expect(document.activeElement).toBe(summary);
    expect(
      screen.getByRole("heading", { level: 2, name: "Le formulaire contient 3 erreurs" }),
    ).toBeTruthy();
  });

  it.each([
    ["fr", 1, "Le formulaire contient 1 erreur"],
    ["en", 1, "The form has 1 error"],
    ["en", 2, "The form has 2 errors"],
    ["de", 2, "Das Formular enthält 2 Fehler"],
  ] as const)("in %s, titles %i error(s) in the current language", (locale, count, title) => {
    renderWithI18n(<FormErrorSummary errors={errors.slice(0, count)} />, locale);
    expect(screen.getByRole("heading", { name: title })).toBeTruthy();
  });

  it("moves focus to a text field when its link is followed with the keyboard", async () => {
    const user = userEvent.setup();
    renderWithI18n(<InvalidForm />);

    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole("link", { name: "Indiquez le nom de l'activité." }),
    );
    await user.keyboard("{Enter}");

    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Nom" }));
  });

  it("moves focus to the selected radio of a group, or to the first checkbox", async () => {
    const user = userEvent.setup();
    renderWithI18n(<InvalidForm />);

    await user.click(screen.getByRole("link", { name: "Choisissez un véhicule." }));
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Véhicule léger" }));
    await user.click(screen.getByRole("link", { name: "Choisissez au moins une compétence." }));

    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "PSE1" }));
  });

  it("links each error to its field by fragment, for a page without scripts", () => {
    renderWithI18n(<InvalidForm />);
    expect(screen.getByRole("link", { name: "Choisissez un véhicule." }).getAttribute("href")).toBe(
      "#vehicle",
    );
  });

  it("does not take focus from a field being typed in when errors appear after the submit", () => {
    let show: (shown: typeof errors) => void = () => undefined;
    renderWithI18n(
      <SummaryBesideAField
        expose={(set) => {
          show = set;
        }}
      />,
    );
    const field = screen.getByRole("textbox", { name: "Heure de fin" });
    field.focus();
    act(() => show(errors));
    expect(document.activeElement).toBe(field);
    act(() => show([]));
    // Shown again once the person has left the field (a refusal of the server): focus moves.
    screen.getByRole("button", { name: "Proposer" }).focus();
    act(() => show(errors));
    expect(document.activeElement).toBe(screen.getByRole("region"));
  });

  it("shows nothing and takes no focus without errors", () => {
    renderWithI18n(<FormErrorSummary errors={[]} />);
    expect(screen.queryByRole("region")).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it("takes the heading level the page's outline needs", () => {
    renderWithI18n(<FormErrorSummary errors={errors} headingLevel={3} />);
    expect(screen.getByRole("heading", { level: 3 })).toBeTruthy();
  });
});
