import { useMsal } from "@azure/msal-react";
import { useLingui } from "@lingui/react/macro";
import { Button } from "@releve/ui";
import { useId, useState } from "react";
import { useSettings } from "../settings";
import { useOnline } from "./online";
import { forgetOfflineSnapshot } from "./snapshot";

/** Props of {@link SignOutSection}: the page's section, heading and introduction styles. */
export interface SignOutSectionProps {
  className?: string;
  headingClassName?: string;
  introClassName?: string;
}

/**
 * "Sur cet appareil" (decision 047): what Relève keeps on the device (the calendar of the last
 * visit, to read without the network) and signing out, which removes it and ends the session
 * with the sign-in provider, so the next person on a shared phone finds nothing of hers.
 */
export function SignOutSection({
  className,
  headingClassName,
  introClassName,
}: SignOutSectionProps) {
  const { t } = useLingui();
  const { instance } = useMsal();
  const settings = useSettings();
  const online = useOnline();
  const headingId = useId();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    forgetOfflineSnapshot();
    const account = instance.getActiveAccount() ?? undefined;
    const request = {
      ...(account ? { account } : {}),
      // The provider returns to the planner only when it knows whose session ends.
      ...(account?.idToken ? { idTokenHint: account.idToken } : {}),
      postLogoutRedirectUri: settings.auth.postLogoutRedirectUri,
    };
    if (online) {
      await instance.logoutRedirect(request);
      return;
    }
    // Without the network the provider cannot be told: what the device holds is removed all the
    // same, and the next start asks to sign in.
    await instance.clearCache(request);
    window.location.assign(settings.auth.postLogoutRedirectUri);
  };
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {t({ context: "sign out", message: "Sur cet appareil" })}
      </h2>
      <p className={introClassName}>
        {t({
          context: "sign out",
          message:
            "Relève garde sur cet appareil votre calendrier de la dernière visite, pour le lire sans réseau. Se déconnecter l'efface et ferme votre session\u00a0: faites-le sur un appareil partagé.",
        })}
      </p>
      <Button variant="secondary" isDisabled={leaving} onPress={() => void signOut()}>
        {t({ context: "sign out", message: "Se déconnecter" })}
      </Button>
    </section>
  );
}
