import { useLayoutEffect, useState } from "react";

/** The custom property inside a `vars.*` reference: `var(--space-4__ab12)` → `--space-4__ab12`. */
export function cssVariableName(reference: string): string {
  return /^var\((--[^,)]+)/.exec(reference)?.[1] ?? reference;
}

/**
 * The declarations of a theme class in the loaded style sheets, outside any media query: the
 * theme's own values, before `prefers-reduced-motion` or the story frame override some of them.
 */
function themeDeclarations(themeClass: string): CSSStyleDeclaration[] {
  const selector = `.${themeClass}`;
  const found: CSSStyleDeclaration[] = [];
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a cross-origin sheet cannot be read, and holds no theme
    }
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule && rule.selectorText === selector) found.push(rule.style);
    }
  }
  return found;
}

/**
 * The values a theme declares for some `vars.*` references (`"1rem"`, `"120ms"`…), read in the
 * browser from the theme class's rule. Not from the computed style of the story: the story frame
 * and the reduced-motion setting zero the motion tokens there.
 */
export function useThemeValues<Name extends string>(
  themeClass: string,
  /** Keep it a module constant: a new object on every render would read the values again. */
  references: Record<Name, string>,
): Partial<Record<Name, string>> {
  const [values, setValues] = useState<Partial<Record<Name, string>>>({});
  useLayoutEffect(() => {
    const declarations = themeDeclarations(themeClass);
    const read: Partial<Record<Name, string>> = {};
    for (const [name, reference] of Object.entries<string>(references)) {
      const property = cssVariableName(reference);
      const value = declarations
        .map((declaration) => declaration.getPropertyValue(property).trim())
        .find(Boolean);
      if (value) read[name as Name] = value;
    }
    setValues(read);
  }, [themeClass, references]);
  return values;
}

/** Rounds a measured length in CSS pixels for display (`16 px`, `0.5 px`). */
export function pixels(length: number): string {
  return `${Math.round(length * 100) / 100} px`;
}
