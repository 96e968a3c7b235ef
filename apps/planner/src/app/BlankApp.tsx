import { I18nProvider } from "@lingui/react";
import { useState } from "react";
import { RouterProvider } from "react-router-dom";
import { i18n } from "../lib/i18n";
import { FormatLocale } from "./FormatLocale";
import { createBlankRouter } from "./router";

/** The pages of the blank layout, shown without signing in (spec 01 §2). */
export function BlankApp() {
  const [router] = useState(createBlankRouter);
  return (
    <I18nProvider i18n={i18n}>
      <FormatLocale>
        <RouterProvider router={router} />
      </FormatLocale>
    </I18nProvider>
  );
}
