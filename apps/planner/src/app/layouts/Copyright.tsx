import { useLingui } from "@lingui/react/macro";
import { productName } from "../../lib/page-title";

/** The footer's line (spec 01 §2: the year): "© 2026 Secours National · Relève". */
export function Copyright({ year }: { year: number }) {
  const { t } = useLingui();
  return (
    <span>
      © {year} {t`Secours National`} · {productName}
    </span>
  );
}
