import { forwardRef } from "react";
import { Form as AriaForm, type FormProps as AriaFormProps } from "react-aria-components";
import * as styles from "./Form.css";

/** Props of {@link Form}: every react-aria `Form` prop. */
export interface FormProps extends AriaFormProps {
  /**
   * `aria` (the default here): fields show their errors as they change and mark them with
   * `aria-invalid`, and the browser does not block submitting, so `onSubmit` always runs and can
   * show a {@link FormErrorSummary}. `native`: the browser's constraint validation blocks
   * submitting and react-aria focuses the first invalid field.
   * @default "aria"
   */
  validationBehavior?: "aria" | "native";
  /**
   * Errors returned by the server, by field `name` (`{ departureDate: "…" }`): each field shows
   * its own as a blocking error until the person changes its value (on leaving the field, when
   * the browser commits the change).
   */
  validationErrors?: NonNullable<AriaFormProps["validationErrors"]>;
}

/**
 * A form: react-aria's `Form`, which hands its validation behaviour and the server's errors to
 * every field inside, with fields and actions stacked on the spacing grid. The forwarded ref
 * points at the `<form>`.
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { validationBehavior = "aria", className, ...props },
  ref,
) {
  return (
    <AriaForm
      {...props}
      ref={ref}
      validationBehavior={validationBehavior}
      className={className ? `${styles.form} ${className}` : styles.form}
    />
  );
});
