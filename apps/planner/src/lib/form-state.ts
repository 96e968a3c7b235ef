import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { Finding, Validation } from "@releve/domain";
import { toastQueue } from "@releve/ui";
import { useCallback, useMemo, useRef, useState } from "react";
import { ApiRequestError } from "./api-client";
import { describeError } from "./error-messages";
import { describeFinding } from "./findings/finding-messages";

/**
 * The form page pattern of the kit (apps/planner/README.md): a form's raw values, the domain's
 * findings on them as the person types, the refusal of the server, and the submit with its
 * toasts. A field's findings show once it is touched (changed or left) or once a submit was
 * tried; blocking findings stop the submit, warnings and hints are shown and let it through.
 */

/** A form's values as the fields hold them: the input of its domain validator. */
export type FormValues = Record<string, unknown>;

/** Options of {@link useFormState}. */
export interface FormStateOptions<Raw extends FormValues, Values, Context> {
  /** What the fields start with (an activity read, or a new form's defaults). */
  initial: Raw;
  /** The domain's validator of the form (`validateOperationalActivity`…): parse, then rules. */
  validate: (input: unknown, context: Context) => Validation<Values>;
  /** What the rules need besides the values: the current instant, the time zone… */
  context: Context;
  /** The validator's input from the raw values, when they differ (an optional part left out). */
  toInput?: (values: Raw) => unknown;
  /**
   * Shows every finding from the start, as if a submit had been tried: a form filled from
   * something else (a clone) says at once what its rules find.
   */
  showFindingsAtOnce?: boolean;
}

/** What a field shows: the props of every field of the design system. */
export interface FieldFeedback {
  isInvalid: boolean;
  errorMessage?: string;
  warning?: string;
  description?: string;
}

/** A blocking finding listed above the form after a failed submit. */
export interface SummaryEntry {
  finding: Finding;
  message: string;
}

/** What {@link useFormState} gives a form page. */
export interface FormState<Raw extends FormValues, Values> {
  values: Raw;
  /** Changes one field: it counts as touched, and a server refusal on it is cleared. */
  setField: <K extends keyof Raw & string>(field: K, value: Raw[K]) => void;
  /** Marks a field as touched (it was left), so its findings show. */
  touch: (field: keyof Raw & string) => void;
  /** The domain's findings on the current values, all of them, shown or not. */
  validation: Validation<Values>;
  /** The findings of a field path shown now: the rules' once touched, and the server's. */
  findingsOf: (path: string) => Finding[];
  /** A field's error, warning and hints in words, its own description first. */
  feedback: (path: string, description?: string) => FieldFeedback;
  /** Whether any value differs from what the form started with. */
  isDirty: boolean;
  /** Whether the last submit was saved: the page may leave without a warning. */
  isSaved: boolean;
  /** Whether a submit is under way. */
  isSubmitting: boolean;
  /**
   * How many submits were tried, and refused by the server with findings: a new summary takes
   * focus on each.
   */
  attempts: number;
  /** The blocking findings shown after a failed submit, in the order of `fieldOrder`. */
  summary: SummaryEntry[];
  /** A refusal the fields cannot hold (not found, forbidden, a conflict): its words. */
  problem: string | null;
  /**
   * Tries to send the form: with a blocking finding, nothing is sent and the summary shows;
   * otherwise the saving toast, `send` with the validated values, then the saved toast, or the
   * failed one with the refusal on its fields. Whether it was saved.
   */
  submit: (send: (values: Values) => Promise<void>, options?: SubmitOptions) => Promise<boolean>;
}

/**
 * What a field shows of its findings: the first blocking one as its error, the warnings, and the
 * hints after its own description.
 */
export function feedbackFor(
  i18n: I18n,
  findings: readonly Finding[],
  description?: string,
): FieldFeedback {
  const words = (severity: Finding["severity"]) =>
    findings
      .filter((finding) => finding.severity === severity)
      .map((finding) => describeFinding(i18n, finding));
  const [error] = words("blocking");
  const warnings = words("warning");
  const described = [description, ...words("hint")].filter(Boolean).join(" ");
  return {
    isInvalid: error !== undefined,
    ...(error === undefined ? {} : { errorMessage: error }),
    ...(warnings.length > 0 ? { warning: warnings.join(" ") } : {}),
    ...(described ? { description: described } : {}),
  };
}

const fieldOf = (path: string) => path.split(".")[0] ?? path;

/** Options of a form's submit. */
export interface SubmitOptions {
  /**
   * Whether a refused form's findings are this form's, to show on its fields; one that is not
   * (a series edit stopped by another occurrence) is said where the submit was asked instead.
   * @default every refusal is the form's
   */
  isOwnRefusal?: (error: unknown) => boolean;
}

/** A refusal's findings when it is the form's (`validation.invalidForm`), else `null`. */
export function refusedFindings(error: unknown): Finding[] | null {
  if (!(error instanceof ApiRequestError)) return null;
  const { category, code, data } = error.error;
  if (category !== "validation" || code !== "invalidForm") return null;
  const { findings } = data as { findings?: unknown };
  return Array.isArray(findings) ? (findings as Finding[]) : null;
}

/**
 * A form's state under the domain's rules. `fieldOrder` lists the form's fields in the order
 * they appear, for the summary; a finding on a field not listed (the clone's copied
 * means, the whole form) stays in the summary, after the others.
 */
export function useFormState<Raw extends FormValues, Values, Context>(
  options: FormStateOptions<Raw, Values, Context>,
  fieldOrder: readonly string[] = [],
): FormState<Raw, Values> {
  const { i18n } = useLingui();
  const { validate, context, toInput } = options;
  const [initial] = useState(options.initial);
  const [values, setValues] = useState<Raw>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempts, setAttempts] = useState(options.showFindingsAtOnce ? 1 : 0);
  const [serverFindings, setServerFindings] = useState<Finding[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const submitting = useRef(false);

  const validation = useMemo(
    () => validate(toInput ? toInput(values) : values, context),
    [validate, toInput, values, context],
  );

  const setField = useCallback(<K extends keyof Raw & string>(field: K, value: Raw[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
    setServerFindings((current) => current.filter((finding) => fieldOf(finding.field) !== field));
    setSaved(false);
  }, []);
  const touch = useCallback((field: string) => {
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  }, []);

  const isShown = (finding: Finding) => attempts > 0 || touched.has(fieldOf(finding.field));
  const findingsOf = (path: string) => [
    ...validation.findings.filter((finding) => finding.field === path && isShown(finding)),
    ...serverFindings.filter((finding) => finding.field === path),
  ];
  const feedback = (path: string, description?: string) =>
    feedbackFor(i18n, findingsOf(path), description);

  const blocking = [...validation.findings, ...serverFindings].filter(
    (finding, index, all) =>
      finding.severity === "blocking" &&
      all.findIndex((other) => other.field === finding.field && other.code === finding.code) ===
        index,
  );
  const rank = (finding: Finding) => {
    const index = fieldOrder.indexOf(fieldOf(finding.field));
    return index === -1 ? fieldOrder.length : index;
  };
  const summary =
    attempts > 0
      ? blocking
          .map((finding, index) => ({ finding, index }))
          .sort((a, b) => rank(a.finding) - rank(b.finding) || a.index - b.index)
          .map(({ finding }) => ({ finding, message: describeFinding(i18n, finding) }))
      : [];

  const isDirty = useMemo(
    () => JSON.stringify(values) !== JSON.stringify(initial),
    [values, initial],
  );

  const submit = async (send: (values: Values) => Promise<void>, options: SubmitOptions = {}) => {
    if (submitting.current) return false;
    setAttempts((count) => count + 1);
    setProblem(null);
    const parsed = validation.values;
    if (parsed === undefined || validation.findings.some((f) => f.severity === "blocking")) {
      return false;
    }
    submitting.current = true;
    setSubmitting(true);
    const saving = toastQueue.saving();
    try {
      await send(parsed);
      saving.saved();
      setSaved(true);
      return true;
    } catch (error) {
      saving.failed({ description: describeError(i18n, error) });
      const findings = refusedFindings(error);
      if (findings && (options.isOwnRefusal?.(error) ?? true)) {
        setServerFindings(findings);
        // The summary shown anew with the server's findings takes focus, as after any submit.
        setAttempts((count) => count + 1);
      } else if (!findings) setProblem(describeError(i18n, error));
      return false;
    } finally {
      submitting.current = false;
      setSubmitting(false);
    }
  };

  return {
    values,
    setField,
    touch,
    validation,
    findingsOf,
    feedback,
    isDirty,
    isSaved,
    isSubmitting,
    attempts,
    summary,
    problem,
    submit,
  };
}
