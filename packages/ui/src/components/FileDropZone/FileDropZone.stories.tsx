import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyLocale } from "../../storybook/storyLocale";
import { AttachmentList, type AttachmentListItem } from "../AttachmentList/AttachmentList";
import { FileDropZone, type FileDropZoneProps } from "./FileDropZone";
import { stage } from "./FileDropZone.stories.css";

interface Copy {
  label: string;
  description: string;
  attached: string[];
}

/** Sample labels and names, in every language the toolbar offers (not in the catalogue). */
const copy: Record<UiLocale, Copy> = {
  fr: {
    label: "Pièces jointes",
    description: "Plans, consignes et listes utiles aux équipes sur place.",
    attached: ["plan-du-poste.pdf", "consignes.docx", "effectifs.xlsx", "accès.png"],
  },
  en: {
    label: "Attachments",
    description: "Maps, instructions and lists the teams on site need.",
    attached: ["post-layout.pdf", "instructions.docx", "staff.xlsx", "access.png"],
  },
  de: {
    label: "Anhänge",
    description: "Pläne, Anweisungen und Listen für die Teams vor Ort.",
    attached: ["lageplan.pdf", "anweisungen.docx", "personal.xlsx", "zufahrt.png"],
  },
};

const megabyte = 1024 * 1024;

/** Eight files, 19.5 MB together: near both of the product's limits (10 files, 20 MB). */
const attachedOf = (locale: UiLocale): AttachmentListItem[] =>
  Array.from({ length: 8 }, (_, index) => ({
    id: index + 1,
    fileName: copy[locale].attached[index] ?? `annexe-${index + 1}.pdf`,
    size: index === 0 ? 12.5 * megabyte : megabyte,
  }));

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

/** Chooses files as the file dialog would, through the hidden input of the button. */
function chooseFiles(root: HTMLElement, files: File[]) {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("No file input");
  const transfer = new DataTransfer();
  for (const each of files) transfer.items.add(each);
  input.files = transfer.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Drags files over `element`, as the browser would. The drag data is a plain object: Chromium
 * keeps a `DataTransfer` made by a script at `effectAllowed: "none"`, which allows no drop.
 */
function dragFilesOver(element: HTMLElement, files: File[]) {
  const dataTransfer = {
    effectAllowed: "copy",
    dropEffect: "none",
    types: ["Files"],
    items: files.map((each) => ({ kind: "file", type: each.type, getAsFile: () => each })),
    files,
    getData: () => "",
  };
  const { left, top } = element.getBoundingClientRect();
  for (const type of ["dragenter", "dragover"]) {
    const event = new MouseEvent(type, {
      bubbles: true,
      cancelable: true,
      clientX: left + 10,
      clientY: top + 10,
    });
    Object.defineProperty(event, "dataTransfer", { value: dataTransfer });
    element.dispatchEvent(event);
  }
}

/** The drop zone with the list of the files it took, as a form holds them. */
function AttachmentsField({
  locale,
  initial = [],
  ...props
}: Omit<FileDropZoneProps, "label" | "onSelect"> & {
  locale: UiLocale;
  initial?: AttachmentListItem[];
  onSelect?: (files: File[]) => void;
}) {
  const [items, setItems] = useState(initial);
  return (
    <div className={stage}>
      <FileDropZone
        {...props}
        label={copy[locale].label}
        attachedFiles={items}
        onSelect={(files) => {
          props.onSelect?.(files);
          setItems((current) => [
            ...current,
            ...files.map((each, index) => ({
              id: current.length + index + 1,
              fileName: each.name,
              size: each.size,
            })),
          ]);
        }}
      />
      <AttachmentList
        items={items}
        aria-label={copy[locale].label}
        onRemove={(removed) => setItems((current) => current.filter((each) => each !== removed))}
      />
    </div>
  );
}

const meta = {
  title: "Primitives/FileDropZone",
  component: FileDropZone,
  args: { label: "Pièces jointes", onSelect: fn(), onRefuse: fn() },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className={stage}>
        <FileDropZone {...args} label={copy[locale].label} />
      </div>
    );
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: the product's formats and limits are listed under the area. */
export const Default: Story = {};

/** With a description above the formats and limits. */
export const WithDescription: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className={stage}>
        <FileDropZone {...args} label={copy[locale].label} description={copy[locale].description} />
      </div>
    );
  },
};

/** Files dragged over the area (`[data-drop-target]`): solid blue border, tinted area. */
export const DragOver: Story = {
  play: async ({ canvas }) => {
    const zone = canvas.getByText("Déposez des fichiers ici, ou").parentElement;
    if (!zone) throw new Error("No drop zone");
    dragFilesOver(zone, [file("plan.pdf", 10)]);
    await waitFor(() => expect(zone).toHaveAttribute("data-drop-target"));
  },
};

/**
 * Six files chosen at once, next to eight already attached (19.5 MB): two are taken, and each of
 * the four others is refused with its reason (format, duplicate name, total size, count).
 */
export const WithRefusals: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className={stage}>
        <FileDropZone {...args} label={copy[locale].label} attachedFiles={attachedOf(locale)} />
      </div>
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    chooseFiles(canvasElement, [
      file("notes.exe", 2048),
      file("plan-du-poste.pdf", 2048),
      file("carte-du-secteur.png", megabyte),
      file("liste-des-équipes.csv", 2048),
      file("horaires.pdf", 2048),
      file("contacts.odt", 2048),
    ]);
    await waitFor(() => expect(args.onRefuse).toHaveBeenCalledTimes(1));
    const taken = (args.onSelect as ReturnType<typeof fn>).mock.lastCall?.[0] as File[];
    await expect(taken.map((each) => each.name)).toEqual(["liste-des-équipes.csv", "horaires.pdf"]);
    const button = canvas.getByRole("button", { name: "Choisir des fichiers" });
    await expect(button).toHaveAccessibleDescription(
      /« notes\.exe » n'a pas été ajouté : ce format/,
    );
    await expect(button).toHaveAccessibleDescription(
      /« contacts\.odt » n'a pas été ajouté : 10 fichiers au plus/,
    );
    await expect(canvas.getByText(/« plan-du-poste\.pdf » .* du même nom/)).toBeVisible();
    await expect(canvas.getByText(/« carte-du-secteur\.png » .* 20 Mo au total/)).toBeVisible();
  },
};

/**
 * With the list of the files taken: choosing a file adds it to the list, removing it from the
 * list frees its place.
 */
export const WithAttachmentList: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return <AttachmentsField {...args} locale={locale} initial={attachedOf(locale).slice(0, 2)} />;
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    chooseFiles(canvasElement, [file("horaires.pdf", 2048)]);
    await expect(await canvas.findByText("horaires.pdf")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Supprimer consignes.docx" }));
    await expect(canvas.queryByText("consignes.docx")).toBeNull();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
  },
};

/** Disabled: drops are refused and the button cannot be pressed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Choisir des fichiers" })).toBeDisabled();
  },
};

/**
 * Keyboard: the first Tab stop is the area's drop button (paste, or drop during a keyboard
 * drag), the second "Choisir des fichiers", which opens the file dialog with Enter or Space.
 */
export const KeyboardOpensFileDialog: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    let opened = 0;
    // Counts the dialog's opening, and keeps the real dialog closed.
    input?.addEventListener("click", (event) => {
      opened += 1;
      event.preventDefault();
    });
    await userEvent.tab();
    await expect(canvas.getByText("Déposez des fichiers ici, ou").parentElement).toHaveAttribute(
      "data-focus-visible",
    );
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Choisir des fichiers" });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(opened).toBe(2);
  },
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  render: (args) => (
    <AttachmentsField {...args} locale={locale} initial={attachedOf(locale).slice(0, 3)} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: copy[locale].label })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
