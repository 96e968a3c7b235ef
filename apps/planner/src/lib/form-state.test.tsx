import { I18nProvider } from "@lingui/react";
import {
  createValidator,
  type FormContext,
  hint,
  requiredTextSchema,
  warning,
} from "@releve/domain";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError } from "./api-client";
import { useFormState } from "./form-state";
import { activateLanguage, i18n } from "./i18n";

/** A form of one title, warned when it shouts and hinted when short. */
const validate = createValidator(
  v.object({ title: requiredTextSchema(20) }),
  (values: { title?: string }, _context: FormContext) => [
    ...(values.title && values.title === values.title.toUpperCase()
      ? [warning("title", "value.invalid")]
      : []),
    ...(values.title && values.title.length < 4 ? [hint("title", "required")] : []),
  ],
);
const context = { now: new Date("2031-02-01T09:00:00Z"), timeZone: "Europe/Paris" };

function renderForm(initial = { title: "" }) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return renderHook(() => useFormState({ initial, validate, context }, ["title"]), { wrapper });
}

beforeAll(() => activateLanguage("fr"));

describe("useFormState", () => {
  it("shows a field's findings once touched, and every finding once a submit was tried", async () => {
    const { result } = renderForm();
    expect(result.current.validation.findings.map((f) => f.code)).toEqual(["required"]);
    expect(result.current.findingsOf("title")).toEqual([]);
    const sent: unknown[] = [];
    await act(async () => {
      expect(await result.current.submit(async (values) => void sent.push(values))).toBe(false);
    });
    expect(sent).toEqual([]);
    expect(result.current.feedback("title")).toMatchObject({
      isInvalid: true,
      errorMessage: "Champ obligatoire",
    });
    expect(result.current.summary.map((entry) => entry.message)).toEqual(["Champ obligatoire"]);
  });

  it("lets warnings and hints through, and knows when it is dirty and saved", async () => {
    const { result } = renderForm({ title: "Maraude" });
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.setField("title", "PSE"));
    expect(result.current.isDirty).toBe(true);
    const shown = result.current.feedback("title");
    expect(shown.isInvalid).toBe(false);
    expect(shown.warning).toBe("Valeur non valide");
    expect(shown.description).toBe("Champ obligatoire");
    const sent: unknown[] = [];
    await act(async () => {
      expect(await result.current.submit(async (values) => void sent.push(values))).toBe(true);
    });
    expect(sent).toEqual([{ title: "PSE" }]);
    expect(result.current.isSaved).toBe(true);
  });

  it("puts a refused form's findings on their field until it changes, other refusals above", async () => {
    const { result } = renderForm({ title: "Maraude" });
    const refusal = new ApiRequestError(400, {
      category: "validation",
      code: "invalidForm",
      data: {
        findings: [{ field: "title", code: "value.duplicate", params: {}, severity: "blocking" }],
      },
    });
    await act(async () => {
      await result.current.submit(async () => {
        throw refusal;
      });
    });
    expect(result.current.feedback("title")).toMatchObject({
      isInvalid: true,
      errorMessage: "Cette valeur est déjà saisie.",
    });
    expect(result.current.isSaved).toBe(false);
    act(() => result.current.setField("title", "Maraude de nuit"));
    expect(result.current.feedback("title").isInvalid).toBe(false);
    await act(async () => {
      await result.current.submit(async () => {
        throw new ApiRequestError(404, {
          category: "operationalActivity",
          code: "notFound",
          data: {},
        });
      });
    });
    expect(result.current.problem).toBeTruthy();
    expect(result.current.feedback("title").isInvalid).toBe(false);
  });
});
