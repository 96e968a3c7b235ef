import { useLingui } from "@lingui/react/macro";
import { tutorialLanguage } from "@releve/domain";
import { IconButton, Menu, MenuItem, MenuTrigger } from "@releve/ui";

/**
 * The help menu of the managers' navbar (spec 01 §2): the tutorial, in the user's language when
 * it is written in it, in French otherwise.
 */
export function HelpMenu() {
  const { i18n, t } = useLingui();
  const language = tutorialLanguage(i18n.locale);
  return (
    <MenuTrigger>
      <IconButton icon="help" aria-label={t`Aide`} />
      <Menu aria-label={t`Aide`} placement="bottom end">
        <MenuItem
          id="tutorial"
          href={`/help/tutorial-${language}.html`}
          download={`releve-tutorial-${language}.html`}
        >
          {t`Télécharger le tutoriel`}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
