import type { Language } from "@releve/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { LanguageSelector } from "./LanguageSelector";
import { languageName } from "./LanguageSelectorNames";

function Controlled({ onChange }: { onChange: (language: Language) => void }) {
  const [value, setValue] = useState<Language>("fr");
  return (
    <LanguageSelector
      value={value}
      onChange={(language) => {
        setValue(language);
        onChange(language);
      }}
    />
  );
}

describe("LanguageSelector", () => {
  it("names each language in that language, capitalised", () => {
    expect(languageName("fr")).toBe("Français");
    expect(languageName("en")).toBe("English");
    expect(languageName("de")).toBe("Deutsch");
    expect(languageName("en", "fr")).toBe("Anglais");
    expect(languageName("de", "en")).toBe("German");
  });

  it("offers fr, en and de, each option marked with its own lang", async () => {
    const user = userEvent.setup();
    renderWithI18n(<LanguageSelector value="fr" onChange={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: /Langue/ }));
    const listbox = await screen.findByRole("listbox");
    const options = within(listbox).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Français", "English", "Deutsch"]);
    expect(options.map((option) => option.getAttribute("lang"))).toEqual(["fr", "en", "de"]);
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");
  });

  it("is chosen by keyboard: ArrowDown opens, ArrowDown moves, Enter reports the language", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    const trigger = screen.getByRole("button", { name: /Langue/ });

    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(listbox).getByRole("option", { name: "Français" }),
      ),
    );
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");

    expect(onChange).toHaveBeenCalledWith("de");
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(trigger.textContent).toContain("Deutsch");
  });

  it("offers only the languages it is given, in their order", async () => {
    const user = userEvent.setup();
    renderWithI18n(<LanguageSelector value="de" onChange={vi.fn()} languages={["de", "fr"]} />);
    await user.click(screen.getByRole("button", { name: /Langue/ }));
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Deutsch", "Français"]);
  });

  it.each([
    ["en", "Language"],
    ["de", "Sprache"],
  ] as const)("in %s, labels the field in that language", (locale, label) => {
    renderWithI18n(<LanguageSelector value="fr" onChange={vi.fn()} />, locale);
    expect(screen.getByRole("button", { name: new RegExp(label) }).textContent).toContain(
      "Français",
    );
  });

  it("takes a label of the host's and forwards its ref to the button", () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithI18n(
      <LanguageSelector ref={ref} value="en" onChange={vi.fn()} label="Langue des e-mails" />,
    );
    expect(ref.current).toBe(screen.getByRole("button", { name: /Langue des e-mails/ }));
  });
});
