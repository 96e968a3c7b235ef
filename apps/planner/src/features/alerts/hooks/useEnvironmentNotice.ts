import { useLingui } from "@lingui/react/macro";
import { type Environment, isNonProductionEnvironment } from "@releve/domain";
import { useSettings } from "../../../lib/settings";

type NonProductionEnvironment = Exclude<Environment, "production">;

/** The text of the banner that says which environment this is. */
export interface EnvironmentNotice {
  title: string;
  text: string;
}

/**
 * The non-dismissible information of non-production environments (spec 02 §9: local, dev,
 * test and validation), so no one mistakes a test for the real planning. `null` in production.
 */
export function useEnvironmentNotice(): EnvironmentNotice | null {
  const { t } = useLingui();
  const { environment } = useSettings();
  if (!isNonProductionEnvironment(environment)) return null;
  const titles: Record<NonProductionEnvironment, string> = {
    local: t({
      context: "alerts",
      comment: "Banner title in a copy of the planner running on a developer's computer.",
      message: "Environnement local",
    }),
    dev: t({
      context: "alerts",
      comment: "Banner title in the development environment.",
      message: "Environnement de développement",
    }),
    test: t({
      context: "alerts",
      comment: "Banner title in the test environment.",
      message: "Environnement de test",
    }),
    validation: t({
      context: "alerts",
      comment: "Banner title in the validation (acceptance) environment.",
      message: "Environnement de validation",
    }),
  };
  return {
    // The domain has just said it is not production.
    title: titles[environment as NonProductionEnvironment],
    text: t({
      context: "alerts",
      comment: "Banner text in every environment but production.",
      message: "Vous n'utilisez pas l'application de production.",
    }),
  };
}
