import { useLingui } from "@lingui/react/macro";
import { AlertBanner } from "@releve/ui";
import { useInstantFormat } from "../instant-format";
import { useOnline } from "./online";
import { readOfflineSnapshot } from "./snapshot";

/**
 * Says, while the browser has no network, that the page shows what was received at the last
 * visit, and when, and that its actions wait for the network (decision 047); `isMissing` when
 * what is asked was not received then. Nothing while online.
 */
export function OfflineNotice({ isMissing = false }: { isMissing?: boolean }) {
  const { t } = useLingui();
  const online = useOnline();
  const format = useInstantFormat();
  if (online) return null;
  const savedAt = readOfflineSnapshot()?.savedAt;
  const asOf = savedAt ? format.dateTime(savedAt) : null;
  return (
    <AlertBanner
      level="warning"
      title={
        asOf
          ? t({ context: "offline", message: `Hors connexion — à jour au ${asOf}` })
          : t({ context: "offline", message: "Hors connexion" })
      }
    >
      {isMissing
        ? t({
            context: "offline",
            message:
              "Ceci n'a pas été reçu à votre dernière visite\u00a0: il s'affichera avec le réseau. Les inscriptions et les autres actions reviendront avec lui\u00a0; rien n'est envoyé d'ici là.",
          })
        : t({
            context: "offline",
            message:
              "Vous voyez ce que Relève a reçu à votre dernière visite. Les inscriptions et les autres actions reviendront avec le réseau\u00a0; rien n'est envoyé d'ici là.",
          })}
    </AlertBanner>
  );
}
