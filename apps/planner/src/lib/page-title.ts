import { useEffect } from "react";

/** The product name that ends every page title (spec 01 §1). */
export const productName = "Relève";

/** Sets the document title to "{page title} - Relève". */
export function usePageTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} - ${productName}`;
  }, [pageTitle]);
}
