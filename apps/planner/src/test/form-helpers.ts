import { type RouteName, routeTable } from "@releve/domain";
import { act, fireEvent, screen, within } from "@testing-library/react";

/*
 * Filling a form's fields in a test as a person does: by their labels, segment by segment for
 * dates and times, and pressing its buttons.
 */

/** The path pattern of a route of the table, as the router holds it. */
export function pattern(name: RouteName): string {
  return `/${routeTable.find((route) => route.name === name)?.path ?? name}`;
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
