import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Checkbox, CheckboxGroup } from "@releve/ui";

/** Props of {@link ChoiceFilter}. */
export interface ChoiceFilterProps<Option extends string> {
  /** The filter's name, translated ("Statuts"). */
  label: string;
  /** Every option, in the order shown. */
  options: readonly Option[];
  /** Each option's words, translated here. */
  labels: Readonly<Record<Option, MessageDescriptor>>;
  /** The options chosen; none chosen filters nothing. */
  value: readonly Option[] | undefined;
  onChange: (value: Option[]) => void;
}

/**
 * A list filter over a few fixed options (statuses, kinds): a checkbox each, all in sight
 * (decision 026). The options chosen come back in the options' order, so the same choice always
 * makes the same search and the same address. Bound to a list's filter by `filterControl`.
 */
export function ChoiceFilter<Option extends string>({
  label,
  options,
  labels,
  value,
  onChange,
}: ChoiceFilterProps<Option>) {
  const { i18n } = useLingui();
  return (
    <CheckboxGroup
      label={label}
      value={[...(value ?? [])]}
      onChange={(chosen) => onChange(options.filter((option) => chosen.includes(option)))}
    >
      {options.map((option) => (
        <Checkbox key={option} value={option}>
          {i18n._(labels[option])}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
