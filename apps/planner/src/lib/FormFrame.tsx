import { Form, FormErrorSummary } from "@releve/ui";
import type { ReactNode } from "react";
import { FormRefusal } from "./FormRefusal";
import * as styles from "./form.css";
import type { FormState, FormValues, SummaryEntry } from "./form-state";
import { formSummary } from "./form-summary";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard";

/** Props of {@link FormFrame}. */
export interface FormFrameProps {
  /** The form's state (`useFormState`). */
  form: Pick<
    FormState<FormValues, unknown>,
    "isDirty" | "isSaved" | "attempts" | "summary" | "problem"
  >;
  /** The form's fields in the order they appear, for the summary. */
  fieldOrder: readonly string[];
  /** The element id of a finding's field, for the summary's links. */
  fieldId: (field: string) => string;
  /** The title of what refused the submit beyond the fields, translated. */
  refusalTitle: string;
  /** How a refusal beyond the fields reads, when more than its message (a copied means). */
  describeRefusal?: (entry: SummaryEntry) => ReactNode;
  /** Beside a refusal the fields cannot hold: what to do about it (a reload). */
  refusalAction?: ReactNode;
  /** Sends the form (`form.submit(…)`). */
  onSubmit: () => void;
  /** Its id, for a submit button outside it (a dialog's). */
  id?: string;
  children: ReactNode;
}

/**
 * What every form page and form dialog is framed by (decision 026): the warning before leaving
 * unsaved changes, the summary of what stops the submit (each a link to its field), what refused
 * it beyond the fields, then the fields.
 */
export function FormFrame({
  form,
  fieldOrder,
  fieldId,
  refusalTitle,
  describeRefusal,
  refusalAction,
  onSubmit,
  id,
  children,
}: FormFrameProps) {
  const { items, others } = formSummary(form.summary, fieldOrder, fieldId);
  return (
    <Form
      {...(id === undefined ? {} : { id })}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <UnsavedChangesGuard when={form.isDirty && !form.isSaved} />
      <FormErrorSummary key={form.attempts} errors={items} />
      <FormRefusal
        title={refusalTitle}
        others={others}
        problem={form.problem}
        {...(describeRefusal ? { describe: describeRefusal } : {})}
        {...(refusalAction ? { action: refusalAction } : {})}
      />
      {children}
    </Form>
  );
}
