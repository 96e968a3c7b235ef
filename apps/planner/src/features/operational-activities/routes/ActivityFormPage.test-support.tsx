import { type Authorization, defaultAuthorization, routeHref } from "@releve/domain";
import { act } from "@testing-library/react";
import { testAuthorization } from "../../../test/fixtures";
import { named, pattern, press, typeSegments, typeText } from "../../../test/form-helpers";
import { type Answer, renderInApp } from "../../../test/render-in-app";
import { referenceAnswers } from "../test-fixtures";
import { ActivityFormPage } from "./ActivityFormPage";

export { named, press, typeSegments, typeText };

/*
 * What the form page's tests share: a manager whose scope is one activity at one entity (so a
 * new form starts with both chosen), the reference data, and ways to fill the fields as a person
 * does.
 */

/** Manager A, on first-aid posts (11) at the Paris 15 centre (61) only. */
export const manager: Authorization = {
  ...defaultAuthorization("A"),
  scopeType: "byItems",
  scopes: [{ entityId: 61, activityId: 11 }],
};

/** The location sources and their types, as the reference calls answer them. */
export const locationAnswers = {
  "locations/sources": [
    {
      id: 1,
      name: "Base adresse nationale",
      uri: "locations/ban/items",
      typeUri: "locations/ban/types",
    },
  ],
  "locations/ban/types": [
    { id: 3, sourceId: 1, code: "stadium", label: { fr: "Stade", en: "Stadium", de: "Stadion" } },
  ],
};

/** The API: the reference data, then what `more` answers, else a refusal. */
export function answers(more: Answer): Answer {
  return (call) => {
    if (call.path in referenceAnswers) {
      return referenceAnswers[call.path as keyof typeof referenceAnswers];
    }
    if (call.path in locationAnswers) {
      return locationAnswers[call.path as keyof typeof locationAnswers];
    }
    return more(call);
  };
}

/**
 * The form page at `at` (made with `routeHref`), under the route of its mode, with the pages it
 * may go on to.
 */
export function openForm(at: string, more: Answer) {
  window.localStorage.clear();
  const edit = at.startsWith(routeHref("operational-activity-edit", { id: 0 }).slice(0, -1));
  return renderInApp(<ActivityFormPage />, {
    answers: answers(more),
    authorization: testAuthorization([manager]),
    route: {
      path: pattern(edit ? "operational-activity-edit" : "operational-activity-create"),
      at,
      others: {
        [pattern("operational-activity-detail-page")]: <p>Page de l'activité</p>,
        [pattern("operational-activity-list")]: <p>Liste des activités</p>,
      },
    },
  });
}

/** Sets a date `YYYY-MM-DD` and time `HH:mm` into the pair whose labels start with `what`. */
export function setDateTime(what: "début" | "fin", value: string) {
  const [date, time] = value.split("T") as [string, string];
  const [year, month, day] = date.split("-") as [string, string, string];
  typeSegments(`Date de ${what}`, [day, month, year]);
  const [hour, minute] = time.split(":") as [string, string];
  typeSegments(`Heure de ${what}`, [hour, minute]);
}

/** The browser's `XMLHttpRequest` as an upload meets it, driven by the test. */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  method = "";
  url = "";
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
  setRequestHeader() {}
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

/** Gives files to the drop zone's file input, as the file dialog does. */
export function chooseFiles(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("No file input");
  Object.defineProperty(input, "files", { value: files, configurable: true });
  act(() => {
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
}
