import { allowedAttachmentExtensions, defaultMaxAttachmentCount } from "@releve/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { FileDropZone } from "./FileDropZone";
import { type FileRefusal, sortSelectedFiles } from "./FileDropZoneRules";

const megabyte = 1024 * 1024;
const named = (name: string, size = 1000) => ({ name, size });
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe("sortSelectedFiles", () => {
  it("takes files of the product's formats, within its limits, by default", () => {
    const { accepted, refused } = sortSelectedFiles([named("plan.PDF"), named("photo.jpeg")], []);
    expect(accepted.map((f) => f.name)).toEqual(["plan.PDF", "photo.jpeg"]);
    expect(refused).toEqual([]);
  });

  it("refuses each file with its reason: format, duplicate, total size, count", () => {
    const attached = [
      { fileName: "plan.pdf", size: 19 * megabyte },
      ...Array.from({ length: defaultMaxAttachmentCount - 3 }, (_, i) => ({
        fileName: `annexe-${i}.pdf`,
        size: 1,
      })),
    ];
    const { accepted, refused } = sortSelectedFiles(
      [
        named("setup.exe"),
        named("Plan.pdf"),
        named("carte.png", 2 * megabyte),
        named("liste.csv"),
        named("horaires.pdf"),
        named("contacts.odt"),
      ],
      attached,
    );
    expect(accepted.map((f) => f.name)).toEqual(["liste.csv", "horaires.pdf"]);
    expect(refused).toEqual<FileRefusal[]>([
      { fileName: "setup.exe", reason: "typeNotAllowed" },
      { fileName: "Plan.pdf", reason: "duplicate" },
      { fileName: "carte.png", reason: "tooLarge" },
      { fileName: "contacts.odt", reason: "tooMany" },
    ]);
  });

  it("applies the limits it is given instead of the product's", () => {
    const { accepted, refused } = sortSelectedFiles(
      [named("a.png"), named("b.pdf"), named("c.png", 5000)],
      [],
      { acceptedFileExtensions: ["png"], maxFileCount: 5, maxTotalBytes: 4000 },
    );
    expect(accepted.map((f) => f.name)).toEqual(["a.png"]);
    expect(refused.map((r) => r.reason)).toEqual(["typeNotAllowed", "tooLarge"]);
  });
});

function chooseFiles(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("No file input");
  Object.defineProperty(input, "files", { value: files, configurable: true });
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("FileDropZone", () => {
  it("is a group named by its label, whose button says which formats and limits apply", () => {
    renderWithI18n(<FileDropZone label="Pièces jointes" onSelect={() => {}} />);
    expect(screen.getByRole("group", { name: "Pièces jointes" })).toBeTruthy();
    const button = screen.getByRole("button", { name: "Choisir des fichiers" });
    const hint = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toContain("PDF");
    expect(hint?.textContent?.replace(/\s/g, " ")).toContain(
      `${defaultMaxAttachmentCount} fichiers au plus, 20 Mo au total.`,
    );
  });

  it("accepts the product's extensions in the file dialog", () => {
    renderWithI18n(<FileDropZone label="Pièces jointes" onSelect={() => {}} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.accept.split(",")).toEqual(allowedAttachmentExtensions.map((e) => `.${e}`));
    expect(input?.multiple).toBe(true);
  });

  it("opens the file dialog from the keyboard, with Enter on its button", async () => {
    const user = userEvent.setup();
    renderWithI18n(<FileDropZone label="Pièces jointes" onSelect={() => {}} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    const click = vi.fn((event: Event) => event.preventDefault());
    input?.addEventListener("click", click);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Choisir des fichiers" }),
    );
    await user.keyboard("{Enter}");
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("passes on the files taken and lists the refused ones, tied to the button", () => {
    const onSelect = vi.fn();
    const onRefuse = vi.fn();
    renderWithI18n(
      <FileDropZone
        label="Pièces jointes"
        onSelect={onSelect}
        onRefuse={onRefuse}
        attachedFiles={[{ fileName: "plan.pdf", size: 10 }]}
      />,
    );
    chooseFiles([file("notes.exe"), file("plan.pdf"), file("horaires.pdf")]);
    expect(onSelect.mock.lastCall?.[0].map((f: File) => f.name)).toEqual(["horaires.pdf"]);
    expect(onRefuse).toHaveBeenCalledWith([
      { fileName: "notes.exe", reason: "typeNotAllowed" },
      { fileName: "plan.pdf", reason: "duplicate" },
    ]);
    const button = screen.getByRole("button", {
      name: "Choisir des fichiers",
      description: /« notes\.exe » n'a pas été ajouté : ce format n'est pas accepté\./,
    });
    expect(button).toBeTruthy();
    expect(
      screen.getByText(/« plan\.pdf » n'a pas été ajouté : un fichier du même nom/),
    ).toBeTruthy();
  });

  it("is marked as a drop target while files are dragged over it, and takes those dropped", async () => {
    const onSelect = vi.fn();
    renderWithI18n(<FileDropZone label="Pièces jointes" onSelect={onSelect} />);
    const zone = screen.getByText("Déposez des fichiers ici, ou").parentElement as HTMLElement;
    const dropped = file("plan.pdf");
    const dataTransfer = {
      effectAllowed: "copy",
      dropEffect: "none",
      types: ["Files"],
      items: [{ kind: "file", type: "application/pdf", getAsFile: () => dropped }],
      getData: () => "",
    };
    fireEvent.dragEnter(zone, { dataTransfer });
    fireEvent.dragOver(zone, { dataTransfer });
    expect(zone.hasAttribute("data-drop-target")).toBe(true);
    fireEvent.drop(zone, { dataTransfer });
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith([dropped]));
    expect(zone.hasAttribute("data-drop-target")).toBe(false);
  });

  it("clears the refusals when the next files are all taken", () => {
    renderWithI18n(<FileDropZone label="Pièces jointes" onSelect={() => {}} />);
    chooseFiles([file("notes.exe")]);
    expect(screen.getByText(/notes\.exe/)).toBeTruthy();
    chooseFiles([file("plan.pdf")]);
    expect(screen.queryByText(/notes\.exe/)).toBeNull();
  });

  it.each([
    [
      "en",
      "Choose files",
      /“setup\.exe” was not added: this format is not accepted\./,
      /Up to 10 files, 20 MB in total\./,
    ],
    [
      "de",
      "Dateien auswählen",
      /„setup\.exe“ wurde nicht hinzugefügt: Dieses Format wird nicht akzeptiert\./,
      /Höchstens 10 Dateien, insgesamt 20 MB\./,
    ],
  ] as const)("in %s, names its button and explains a refusal", (locale, name, refusal, limits) => {
    renderWithI18n(<FileDropZone label="Anhänge" onSelect={() => {}} />, locale);
    const button = screen.getByRole("button", { name });
    chooseFiles([file("setup.exe")]);
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(
      document
        .getElementById(button.getAttribute("aria-describedby")?.split(" ")[0] ?? "")
        ?.textContent?.replace(/\s/g, " "),
    ).toMatch(limits);
  });

  it("says the total size and count limits it is given", () => {
    renderWithI18n(
      <FileDropZone
        label="Photos"
        onSelect={() => {}}
        maxFileCount={1}
        maxTotalBytes={5 * megabyte}
      />,
    );
    expect(screen.getByText(/1 fichier au plus, 5 Mo au total\./)).toBeTruthy();
    chooseFiles([file("a.png"), file("b.png")]);
    expect(screen.getByText(/« b\.png » n'a pas été ajouté : 1 fichier au plus\./)).toBeTruthy();
  });

  it("when disabled, its button cannot be pressed", () => {
    renderWithI18n(<FileDropZone label="Pièces jointes" onSelect={() => {}} isDisabled />);
    expect(screen.getByRole("button", { name: "Choisir des fichiers" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("forwards its ref to the fieldset", () => {
    const ref = createRef<HTMLFieldSetElement>();
    renderWithI18n(<FileDropZone label="Pièces jointes" onSelect={() => {}} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole("group", { name: "Pièces jointes" }));
  });
});
