import {
  type Authorization,
  defaultAuthorization,
  type RouteName,
  routeHref,
  routeTable,
} from "@releve/domain";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { testAuthorization } from "../../../test/fixtures";
import { type Answer, renderInApp } from "../../../test/render-in-app";
import { referenceAnswers } from "../test-fixtures";
import { ActivityFormPage } from "./ActivityFormPage";

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

/** The path pattern of a route of the table, as the router holds it. */
function pattern(name: RouteName): string {
  return `/${routeTable.find((route) => route.name === name)?.path ?? name}`;
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

/** A field's accessible name, with "(obligatoire)" after a required field's label. */
export function named(label: string): RegExp {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped}( \\(obligatoire\\))?$`);
}

/** Types characters into a segment of a date or time field, as the keyboard does. */
function typeInto(segment: HTMLElement, text: string) {
  for (const data of text) {
    segment.dispatchEvent(
      new InputEvent("beforeinput", {
        data,
        inputType: "insertText",
        bubbles: true,
        cancelable: true,
      }),
    );
  }
}

/** Types a value, segment by segment, into the date or time field of this label. */
export function typeSegments(label: string, parts: readonly string[]) {
  const group = screen.getByRole("group", { name: named(label) });
  const segments = within(group)
    .getAllByRole("spinbutton")
    .filter((segment) => segment.getAttribute("aria-readonly") !== "true");
  // One act per segment: each types into the state the previous one left.
  segments.forEach((segment, index) => {
    act(() => {
      segment.focus();
      typeInto(segment, parts[index] ?? "");
    });
  });
  act(() => {
    (segments.at(-1) as HTMLElement).blur();
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

/** Types into a text field, found by its label. */
export function typeText(label: string, value: string) {
  const input = screen.getByRole("textbox", { name: named(label) });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** Presses a button found by its name. */
export function press(name: string | RegExp) {
  act(() => screen.getByRole("button", { name }).click());
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
