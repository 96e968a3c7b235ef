import type { CalendarDate } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import { parseDay, textMaxLengths } from "@releve/domain";
import { Button, DateField, TextField } from "@releve/ui";
import { type FormEvent, useState } from "react";
import * as styles from "./page.css";
import type { PeriodFilters } from "./period-filter";

/** Props of {@link PeriodSearch}. */
export interface PeriodSearchProps {
  /** The search applied, as the list's filters hold it. */
  value: PeriodFilters;
  /** Applies the words and days typed (`YYYY-MM-DD`, empty for none). */
  onSearch: (value: { text: string; from: string; to: string }) => void;
  /** What the words are searched in, translated ("Personne"). */
  textLabel: string;
  /** What may be typed, translated ("Nom, prénom ou identifiant"). */
  textDescription?: string;
  /**
   * Whether the days are asked: a view that shows its own period (a calendar) asks the words
   * only, and keeps the days the list was given.
   * @default true
   */
  withDays?: boolean;
}

const dayOf = (value: string | undefined): CalendarDate | null => (value ? parseDay(value) : null);

/**
 * A list's words and period (decision 026), applied together by "Rechercher" (or Enter), so the
 * list is not asked again at every key.
 */
export function PeriodSearch({
  value,
  onSearch,
  textLabel,
  textDescription,
  withDays = true,
}: PeriodSearchProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value.text ?? "");
  const [from, setFrom] = useState<CalendarDate | null>(dayOf(value.from));
  const [to, setTo] = useState<CalendarDate | null>(dayOf(value.to));

  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ text: text.trim(), from: from?.toString() ?? "", to: to?.toString() ?? "" });
  };

  return (
    <search>
      <form className={styles.search} onSubmit={search}>
        <TextField
          label={textLabel}
          {...(textDescription ? { description: textDescription } : {})}
          value={text}
          onChange={setText}
          maxLength={textMaxLengths.searchText}
        />
        {withDays ? (
          <>
            <DateField
              label={t({ context: "list", message: "Du" })}
              value={from}
              onChange={setFrom}
            />
            <DateField
              label={t({ context: "list", message: "Au" })}
              value={to}
              onChange={setTo}
              {...(from ? { minValue: from } : {})}
            />
          </>
        ) : null}
        <Button type="submit" variant="secondary" className={styles.searchButton}>
          {t({ context: "list", message: "Rechercher" })}
        </Button>
      </form>
    </search>
  );
}
