import { useLingui } from "@lingui/react/macro";
import { logoLanguage } from "@releve/domain";

/** Props of {@link OrganisationLogo}. */
export interface OrganisationLogoProps {
  className?: string;
  /** The name is written beside the logo: the image is then decoration, not read. */
  decorative?: boolean;
}

/**
 * The organisation's logo in the interface's language (spec 01 §2: fr, en and de, French
 * otherwise). Its text is the organisation's name, so the image carries it as alternative text.
 */
export function OrganisationLogo({ className, decorative = false }: OrganisationLogoProps) {
  const { i18n, t } = useLingui();
  return (
    <img
      className={className}
      src={`/brand/logo-${logoLanguage(i18n.locale)}.svg`}
      alt={
        decorative
          ? ""
          : t({
              comment: "Alternative text of the organisation's logo.",
              message: "Secours National",
            })
      }
      height={40}
    />
  );
}
