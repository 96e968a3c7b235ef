import { render, screen } from "@testing-library/react";
import { useLocale } from "react-aria-components";
import { describe, expect, it } from "vitest";
import { uiLocales } from "./locales";
import { UiLocaleProvider, uiFormatLocales } from "./UiLocaleProvider";

function ShownLocale() {
  const { locale, direction } = useLocale();
  return <output>{`${locale} ${direction}`}</output>;
}

describe("UiLocaleProvider", () => {
  it.each(uiLocales)("gives react-aria the formats of %s", (language) => {
    render(
      <UiLocaleProvider locale={language}>
        <ShownLocale />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole("status").textContent).toBe(`${uiFormatLocales[language]} ltr`);
  });

  it("formats in the European way in every language: 24-hour clock, weeks from Monday", () => {
    for (const locale of Object.values(uiFormatLocales)) {
      const options = new Intl.Locale(locale) as Intl.Locale & {
        getWeekInfo?: () => { firstDay: number };
        weekInfo?: { firstDay: number };
      };
      const week = options.getWeekInfo?.() ?? options.weekInfo;
      expect(week?.firstDay, locale).toBe(1);
      const hour = new Intl.DateTimeFormat(locale, { hour: "numeric" }).resolvedOptions().hourCycle;
      expect(hour, locale).toBe("h23");
    }
  });
});
