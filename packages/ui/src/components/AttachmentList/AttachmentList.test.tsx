import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../../test/renderWithI18n";
import { AttachmentList, type AttachmentListItem, attachmentKindOf } from "./AttachmentList";
import { formatFileSize } from "./AttachmentListSize";

const items: AttachmentListItem[] = [
  { id: 1, fileName: "consignes.txt", size: 512, href: "/files/1" },
  { id: 2, fileName: "plan.pdf", size: 245_760, href: "/files/2" },
  { id: 3, fileName: "effectifs.xlsx", size: 3_565_158 },
  { id: 4, fileName: "photos.png", size: 2_469_606_195, href: "/files/4" },
];

describe("formatFileSize", () => {
  it.each([
    ["fr", ["512 octets", "240 ko", "3,4 Mo", "2,3 Go"]],
    ["en", ["512 bytes", "240 kB", "3.4 MB", "2.3 GB"]],
    ["de", ["512 Byte", "240 kB", "3,4 MB", "2,3 GB"]],
  ] as const)("writes bytes, KB, MB and GB in %s", (locale, expected) => {
    // Intl puts a no-break space between number and unit.
    const written = [512, 245_760, 3_565_158, 2_469_606_195].map((bytes) =>
      formatFileSize(bytes, locale).replace(/\s/g, " "),
    );
    expect(written).toEqual(expected);
  });

  it("moves to the next unit when rounding reaches 1024", () => {
    expect(formatFileSize(1023.96 * 1024, "en").replace(/\s/g, " ")).toBe("1 MB");
  });
});

describe("attachmentKindOf", () => {
  it.each([
    ["image/png", "image"],
    ["text/csv", "spreadsheet"],
    ["application/vnd.oasis.opendocument.spreadsheet", "spreadsheet"],
    ["application/vnd.ms-powerpoint", "presentation"],
    ["application/pdf", "document"],
    ["text/plain", "document"],
    ["application/octet-stream", "other"],
  ] as const)("files %s as %s", (mimeType, kind) => {
    expect(attachmentKindOf(mimeType)).toBe(kind);
  });
});

describe("AttachmentList", () => {
  it("lists each file with its type and size, named by its label", () => {
    renderWithI18n(<AttachmentList items={items} aria-label="Pièces jointes" />);
    const list = screen.getByRole("list", { name: "Pièces jointes" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(4);
    expect(rows[1]?.textContent?.replace(/\s/g, " ")).toContain("PDF · 240 ko");
  });

  it("links a stored file for download, and shows a file not stored yet as text", () => {
    renderWithI18n(<AttachmentList items={items} />);
    const link = screen.getByRole("link", { name: "Télécharger plan.pdf" });
    expect(link.getAttribute("href")).toBe("/files/2");
    expect(link.getAttribute("download")).toBe("plan.pdf");
    expect(screen.queryByRole("link", { name: /effectifs\.xlsx/ })).toBeNull();
    expect(screen.getByText("effectifs.xlsx")).toBeTruthy();
  });

  it("downloads a stored file through its handler, by pointer or by Enter", async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    renderWithI18n(
      <AttachmentList items={[{ id: 9, fileName: "consignes.txt", size: 512, onDownload }]} />,
    );
    const link = screen.getByRole("link", { name: "Télécharger consignes.txt" });
    expect(link.getAttribute("href")).toBeNull();
    await user.click(link);
    expect(document.activeElement).toBe(link);
    await user.keyboard("{Enter}");
    expect(onDownload).toHaveBeenCalledTimes(2);
  });

  it("removes a file with its own button, reached by Tab and pressed with Enter", async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    renderWithI18n(<AttachmentList items={items.slice(0, 2)} onRemove={onRemove} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Supprimer consignes.txt" }),
    );
    await user.keyboard("{Enter}");
    expect(onRemove).toHaveBeenCalledWith(items[0]);
  });

  it("has no remove button when read-only, and disabled ones while disabled", () => {
    const { unmount } = renderWithI18n(<AttachmentList items={items} />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    unmount();
    renderWithI18n(<AttachmentList items={items} onRemove={() => {}} isDisabled />);
    for (const button of screen.getAllByRole("button")) {
      expect(button).toHaveProperty("disabled", true);
    }
  });

  it("keeps a long name whole: it wraps, it is not cut", () => {
    const fileName = `${"compte-rendu-".repeat(8)}final.pdf`;
    renderWithI18n(<AttachmentList items={[{ id: 1, fileName, size: 10, href: "/f" }]} />);
    expect(screen.getByRole("link", { name: `Télécharger ${fileName}` }).textContent).toBe(
      fileName,
    );
  });

  it.each([
    ["fr", "Aucune pièce jointe.", "Supprimer plan.pdf", "Télécharger plan.pdf"],
    ["en", "No attachments.", "Remove plan.pdf", "Download plan.pdf"],
    ["de", "Keine Anhänge.", "plan.pdf entfernen", "plan.pdf herunterladen"],
  ] as const)(
    "in %s, says it is empty and names its buttons",
    (locale, empty, remove, download) => {
      const { unmount } = renderWithI18n(<AttachmentList items={[]} />, locale);
      expect(screen.getByText(empty)).toBeTruthy();
      unmount();
      renderWithI18n(
        <AttachmentList items={[items[1] as AttachmentListItem]} onRemove={() => {}} />,
        locale,
      );
      expect(screen.getByRole("button", { name: remove })).toBeTruthy();
      expect(screen.getByRole("link", { name: download })).toBeTruthy();
    },
  );

  it("says the caller's empty sentence", () => {
    renderWithI18n(<AttachmentList items={[]} emptyState="Aucun document pour cette activité." />);
    expect(screen.getByText("Aucun document pour cette activité.")).toBeTruthy();
  });

  it("forwards its ref to the list", () => {
    const ref = createRef<HTMLElement>();
    renderWithI18n(<AttachmentList items={items} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole("list"));
  });
});
