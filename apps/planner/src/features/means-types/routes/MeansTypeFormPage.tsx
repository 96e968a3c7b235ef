import { useLingui } from "@lingui/react/macro";
import { routeHref } from "@releve/domain";
import { EmptyState, Link, Skeleton, SkeletonShape } from "@releve/ui";
import { useParams } from "react-router-dom";
import { ApiRequestError } from "../../../lib/api-client";
import { LoadProblem } from "../../../lib/LoadProblem";
import * as styles from "../../../lib/page.css";
import { usePageTitle } from "../../../lib/page-title";
import { useMeansType } from "../api/means-types";
import { MeansTypeForm } from "../components/MeansTypeForm";
import { emptyMeansTypeForm, type MeansTypeFormMode, meansTypeFormOf } from "../hooks/form-values";
import { useMeansTypeReferences } from "../hooks/reference-choices";

/** The form's mode from the address: `edit/:id` (`null` when the id is not one), or `create`. */
function useMode(): MeansTypeFormMode | null {
  const { id } = useParams();
  if (id === undefined) return { kind: "create" };
  return /^[1-9]\d{0,9}$/.test(id) ? { kind: "edit", id: Number(id) } : null;
}

/** Whether a load failed because the type does not exist. */
const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * The means of intervention type form page (routes `means-of-intervention-type-create` and
 * `means-of-intervention-type-edit`, spec 01 §2, §3): the type edited and the reference data its
 * lists choose from loaded first, each with its loading and error states; a type that does not
 * exist says so.
 */
export function MeansTypeFormPage() {
  const { t } = useLingui();
  const mode = useMode();
  const title =
    mode?.kind === "create"
      ? t({ context: "means-types", message: "Créer un type de moyen" })
      : t({ context: "means-types", message: "Modifier le type de moyen" });
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {mode === null ? <MeansTypeNotFound /> : <MeansTypeFormLoader mode={mode} />}
    </div>
  );
}

/** What the page says of a type that does not exist, or an address that names none. */
function MeansTypeNotFound() {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t({ context: "means-types", message: "Type de moyen introuvable" })}
      description={t({ context: "means-types", message: "Il n'existe pas ou a été supprimé." })}
      action={
        <Link href={routeHref("means-of-intervention-types-list")}>
          {t({ context: "means-types", message: "Voir les types de moyens" })}
        </Link>
      }
    />
  );
}

/** The form once the type edited and the reference data are loaded. */
function MeansTypeFormLoader({ mode }: { mode: MeansTypeFormMode }) {
  const { t } = useLingui();
  const type = useMeansType(mode.kind === "edit" ? mode.id : null);
  const references = useMeansTypeReferences();
  if (mode.kind === "edit" && isNotFound(type.error)) return <MeansTypeNotFound />;
  if (mode.kind === "edit" && type.error !== undefined) {
    return (
      <LoadProblem
        title={t({ context: "means-types", message: "Le type de moyen n'a pas pu être chargé." })}
        error={type.error}
        retry={() => void type.mutate()}
      />
    );
  }
  if (references.error !== undefined && !references.data) {
    return (
      <LoadProblem
        title={t({
          context: "means-types",
          message: "Les rôles opérationnels, les départs et les entités n'ont pas pu être chargés.",
        })}
        error={references.error}
        retry={references.retry}
      />
    );
  }
  if (!references.data || (mode.kind === "edit" && !type.data)) {
    return (
      <Skeleton label={t({ context: "means-types", message: "Chargement du formulaire…" })}>
        <SkeletonShape shape="block" height="24rem" />
      </Skeleton>
    );
  }
  return (
    <MeansTypeForm
      key={mode.kind === "edit" ? mode.id : "create"}
      mode={mode}
      initial={type.data ? meansTypeFormOf(type.data) : emptyMeansTypeForm}
      references={references.data}
    />
  );
}
