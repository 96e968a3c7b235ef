import { importRowErrorCodes, type Language } from "@releve/domain";
import { cleanup, screen } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import { activateLanguage } from "../../../lib/i18n";
import { renderInApp, shownAs } from "../../../test/render-in-app";
import type { ImportFileError, ImportRefusal } from "../api/time-attendance";
import { anImport } from "../test-fixtures";
import { useImportWords } from "./import-words";

const refusals: ImportRefusal[] = importRowErrorCodes.map((code, index) => ({
  line: index + 2,
  code,
  column: code === "endNotAfterStart" || code === "overlap" ? null : "end",
  value:
    code === "invalidValue" || code === "unknownPerson" || code === "duplicateId" ? "X-9" : null,
  otherLine: code === "overlap" || code === "duplicateId" ? 1 : null,
}));
const fileErrors: ImportFileError[] = [
  { code: "missingColumn", column: "status", max: null },
  { code: "duplicateColumn", column: "start", max: null },
  { code: "tooManyColumns", column: null, max: 50 },
  { code: "tooManyRows", column: null, max: 1_000_000 },
  { code: "unreadable", column: null, max: null },
];

/** Every sentence the words make, one a line. */
function Sentences() {
  const words = useImportWords();
  return (
    <ul>
      {refusals.map((refusal) => (
        <li key={refusal.code}>{words.refusal(refusal)}</li>
      ))}
      {fileErrors.map((error) => (
        <li key={error.code}>{words.fileError(error)}</li>
      ))}
      <li>{words.changes(anImport(1, { inserted: 1, updated: 0, removed: 2 }))}</li>
    </ul>
  );
}

async function sentencesIn(language: Language): Promise<string[]> {
  await activateLanguage(language);
  renderInApp(<Sentences />);
  const sentences = screen.getAllByRole("listitem").map((item) => shownAs(item.textContent ?? ""));
  cleanup();
  return sentences;
}

afterAll(() => activateLanguage("fr"));

describe("the words of an import (decision 027)", () => {
  it("names each refused line with its column, value and other line, in French", async () => {
    expect(await sentencesIn("fr")).toEqual([
      "Ligne 2 : la colonne end est vide.",
      "Ligne 3 : la valeur de la colonne end dépasse 64 caractères.",
      "Ligne 4 : la valeur « X-9 » de la colonne end n'est pas valable.",
      "Ligne 5 : la fin n'est pas après le début.",
      "Ligne 6 : la période chevauche celle de la ligne 1 pour la même personne.",
      "Ligne 7 : aucune personne n'a l'identifiant « X-9 » de la colonne end.",
      "Ligne 8 : l'identifiant « X-9 » de la colonne end figure déjà à la ligne 1.",
      "La ligne d'en-tête n'a pas la colonne status.",
      "La ligne d'en-tête nomme deux fois la colonne start.",
      "Le fichier a plus de 50 colonnes.",
      "Le fichier a plus de 1 000 000 lignes de données.",
      "Le fichier n'a pas pu être lu : ce n'est pas un fichier CSV ou XLSX lisible.",
      "1 ajoutée, 0 modifiée, 1 inchangée, 2 retirées — période du 10 mars 2031, 00:00 au 20 mars 2031, 12:00",
    ]);
  });

  it.each(["en", "de"] as const)(
    "says every sentence in %s, its values in place",
    async (language) => {
      const french = await sentencesIn("fr");
      const sentences = await sentencesIn(language);
      expect(sentences).toHaveLength(french.length);
      for (const [index, sentence] of sentences.entries()) {
        expect(sentence, sentence).not.toMatch(/[{}]/);
        expect(sentence).not.toBe(french[index]);
      }
      expect(sentences[2]).toContain("X-9");
      expect(sentences[6]).toMatch(/8.*X-9.*end.*1/);
      expect(sentences[10]).toMatch(/1[ ,.\u00a0\u202f]?000[ ,.\u00a0\u202f]?000/);
    },
  );
});
