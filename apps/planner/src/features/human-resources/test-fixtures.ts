import type { ImportKind } from "@releve/domain";
import { vi } from "vitest";
import type { RecordedCall } from "../../test/render-in-app";
import type { Absence, ExportAnswer, ImportAnswer } from "./api/time-attendance";

/*
 * What the human-resources page's tests share: the data as the API answers it, and a stand-in
 * for the browser's upload request.
 */

/** Who uploads in the tests: Isabelle Garnier, of human resources. */
export const garnier = { personId: 7, firstName: "Isabelle", lastName: "Garnier" };

/** An import as the API answers it. */
export function anImport(id: number, change: Partial<ImportAnswer> = {}): ImportAnswer {
  return {
    id,
    kind: "absences",
    source: "upload",
    fileName: "absences-mars.csv",
    requestedBy: garnier,
    startedAt: "2031-03-01T09:00:00+01:00",
    endedAt: "2031-03-01T09:00:02+01:00",
    outcome: "imported",
    fileBytes: 600,
    bytesRead: 600,
    lines: 6,
    inserted: 3,
    updated: 1,
    unchanged: 1,
    removed: 1,
    refused: 0,
    periodStart: "2031-03-10T00:00:00+01:00",
    periodEnd: "2031-03-20T12:00:00+01:00",
    fileError: null,
    ...change,
  };
}

/** An absence as the API answers it. */
export function anAbsence(id: number, change: Partial<Absence> = {}): Absence {
  return {
    id,
    person: {
      id: 31,
      lastName: "Martin",
      firstName: "Lucas",
      staffType: "employee",
      personIdCentralDb: "RC-000101",
    },
    type: "PART",
    start: "2031-03-20T08:00:00+01:00",
    end: "2031-03-20T12:00:00+01:00",
    pending: true,
    externalId: "T-ABS-2",
    importedAt: "2031-03-01T09:00:02+01:00",
    ...change,
  };
}

/** An export as the API answers it. */
export function anExport(id: number, change: Partial<ExportAnswer> = {}): ExportAnswer {
  return {
    id,
    kind: "monthly",
    format: "xlsx",
    destination: "download",
    fileName: "work-export-monthly-2031-02-01-2031-03-31.xlsx",
    from: "2031-02-01",
    to: "2031-03-31",
    lines: 1250,
    requestedBy: garnier,
    createdAt: "2031-03-15T10:00:00+01:00",
    ...change,
  };
}

/** A page of a search's answer. */
export function pageOf<Item>(items: Item[]) {
  return { items, total: items.length, page: 1, pageSize: 25 };
}

/** The searches of the page, answered with the lists given (empty by default). */
export function searches(lists: {
  imports?: ImportAnswer[];
  running?: (kind: ImportKind) => ImportAnswer[];
  absences?: Absence[];
  exports?: ExportAnswer[];
}) {
  return (call: RecordedCall): unknown => {
    if (call.path === "TimeAttendance/Imports/search") {
      const body = call.body as { outcomes?: string[]; kinds?: ImportKind[] };
      if (body.outcomes?.length === 1 && body.outcomes[0] === "running" && lists.running) {
        return pageOf(lists.running(body.kinds?.[0] ?? "absences"));
      }
      return pageOf(lists.imports ?? []);
    }
    if (call.path === "TimeAttendance/Absences/search") return pageOf(lists.absences ?? []);
    if (call.path === "TimeAttendance/WorkSchedules/search") return pageOf([]);
    if (call.path === "TimeAttendance/Exports/search") return pageOf(lists.exports ?? []);
    throw new Error(`Unexpected ${call.method} ${call.path}`);
  };
}

/**
 * The browser's `XMLHttpRequest` as an upload meets it, driven by the test: what was sent, how
 * much of it went, and the server's answer.
 */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  /** So much of the body has left the browser. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** The server answers, as JSON. */
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Gives the files to the page's file input, as the file dialog does. */
export function chooseFiles(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("No file input");
  Object.defineProperty(input, "files", { value: files, configurable: true });
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Catches the files the page saves (an object URL and a link with `download`, which jsdom cannot
 * follow): the names they are saved under. The object URLs are stand-ins jsdom lacks, left in
 * place for the revocations that come later.
 */
export function catchDownloads() {
  const saved: string[] = [];
  URL.createObjectURL = () => "blob:saved";
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}
