import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { activateLanguage, i18n } from "../../../lib/i18n";
import { callsTo, renderInApp } from "../../../test/render-in-app";
import { useSwitchLanguage } from "./useSwitchLanguage";

/** A choice of English, then two quick choices while it is being saved. */
function LanguageProbe() {
  const { switchLanguage } = useSwitchLanguage();
  return (
    <>
      <button type="button" onClick={() => void switchLanguage("en")}>
        English
      </button>
      <button
        type="button"
        onClick={() => {
          void switchLanguage("de");
          void switchLanguage("fr");
        }}
      >
        German then French
      </button>
    </>
  );
}

beforeAll(() => activateLanguage("fr"));
afterEach(async () => {
  cleanup();
  await activateLanguage("fr");
});

describe("switching language", () => {
  it("saves one choice at a time, the latest only, so the server ends with the last", async () => {
    let release: () => void = () => {};
    const firstSaved = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = renderInApp(<LanguageProbe />, {
      answers: async (call) => {
        const body = call.body as { language: string };
        if (body.language === "en") await firstSaved;
        return { language: body.language };
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "English" }));
    await waitFor(() => expect(callsTo(calls, "UserProfile/Me")).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "German then French" }));
    // Applied as soon as its words are loaded, saved in turn: German is skipped, French waits for
    // English's answer.
    await waitFor(() => expect(i18n.locale).toBe("fr"));
    expect(callsTo(calls, "UserProfile/Me")).toHaveLength(1);
    await act(async () => release());
    await waitFor(() => expect(callsTo(calls, "UserProfile/Me")).toHaveLength(2));
    expect(callsTo(calls, "UserProfile/Me").map((call) => call.body)).toEqual([
      { language: "en" },
      { language: "fr" },
    ]);
  });
});
