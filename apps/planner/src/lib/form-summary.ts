import type { FormErrorSummaryItem } from "@releve/ui";
import type { SummaryEntry } from "./form-state";

/**
 * A form's blocking findings after a failed submit, split for where they show: one link per
 * field of the form in the summary above it (its first finding, to the field's element), and
 * those about no field of the form (a copied means, another part of a series), said apart.
 */
export function formSummary(
  entries: readonly SummaryEntry[],
  fieldOrder: readonly string[],
  fieldId: (field: string) => string,
): { items: FormErrorSummaryItem[]; others: SummaryEntry[] } {
  const isFormField = (field: string) => fieldOrder.includes(field.split(".")[0] ?? field);
  const items: FormErrorSummaryItem[] = [];
  for (const { finding, message } of entries) {
    const id = fieldId(finding.field);
    if (isFormField(finding.field) && !items.some((item) => item.fieldId === id)) {
      items.push({ fieldId: id, message });
    }
  }
  return { items, others: entries.filter((entry) => !isFormField(entry.finding.field)) };
}
