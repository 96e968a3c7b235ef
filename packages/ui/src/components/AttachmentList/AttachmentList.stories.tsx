import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import type { UiLocale } from "../../i18n/locales";
import { storyLocale } from "../../storybook/storyLocale";
import { AttachmentList, type AttachmentListItem } from "./AttachmentList";
import { stage, stageNarrow } from "./AttachmentList.stories.css";

interface Copy {
  label: string;
  files: [string, string, string, string];
  long: string;
  empty: string;
}

/** Sample file names, in every language the toolbar offers (not part of the shipped catalogue). */
const copy: Record<UiLocale, Copy> = {
  fr: {
    label: "Pièces jointes",
    files: ["consignes.txt", "plan-du-poste.pdf", "effectifs-juillet.xlsx", "photos-exercice.png"],
    long: "compte-rendu-du-dispositif-prévisionnel-de-secours-du-semi-marathon-international-2026.pdf",
    empty: "Aucun document pour cette activité.",
  },
  en: {
    label: "Attachments",
    files: ["instructions.txt", "post-layout.pdf", "staff-july.xlsx", "drill-photos.png"],
    long: "report-of-the-first-aid-cover-for-the-international-half-marathon-2026-final-version.pdf",
    empty: "No document for this activity.",
  },
  de: {
    label: "Anhänge",
    files: [
      "anweisungen.txt",
      "lageplan-sanitaetsdienst.pdf",
      "personal-juli.xlsx",
      "uebungsfotos.png",
    ],
    long: "abschlussbericht-sanitaetswachdienst-internationaler-halbmarathon-2026-endfassung.pdf",
    empty: "Kein Dokument für diese Aktivität.",
  },
};

/** One file in each unit: bytes, KB, MB and GB. */
const sizes = [512, 245_760, 3_565_158, 2_469_606_195];

const itemsOf = (locale: UiLocale, withLinks = true): AttachmentListItem[] =>
  copy[locale].files.map((fileName, index) => ({
    id: index + 1,
    fileName,
    size: sizes[index] ?? 0,
    ...(withLinks ? { href: `#/attachments/${index + 1}` } : {}),
  }));

const meta = {
  title: "Primitives/AttachmentList",
  component: AttachmentList,
  args: { items: [], onRemove: fn() },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className={stage}>
        <AttachmentList {...args} items={itemsOf(locale)} aria-label={copy[locale].label} />
      </div>
    );
  },
} satisfies Meta<typeof AttachmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four files, one per size unit: bytes, KB, MB and GB, each with its type icon. */
export const Default: Story = {
  play: async ({ canvas }) => {
    // Intl puts a no-break space between number and unit.
    const details = canvas
      .getAllByText(/·/)
      .map((element) => element.textContent?.replace(/\s/g, " "));
    await expect(details).toEqual([
      "TXT · 512 octets",
      "PDF · 240 ko",
      "XLSX · 3,4 Mo",
      "PNG · 2,3 Go",
    ]);
  },
};

/** Without `onRemove`: the files can be downloaded, not removed. */
export const ReadOnly: Story = {
  render: ({ onRemove: _readOnly, ...args }, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className={stage}>
        <AttachmentList {...args} items={itemsOf(locale)} aria-label={copy[locale].label} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole("button")).toHaveLength(0);
    await expect(canvas.getAllByRole("link")).toHaveLength(4);
  },
};

/** Files not stored yet have no download link: their name is plain text. */
export const NotYetStored: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className={stage}>
        <AttachmentList {...args} items={itemsOf(locale, false)} aria-label={copy[locale].label} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
  },
};

/** A long file name wraps: it is never cut, so it can be read whole. */
export const LongFileName: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    const items = [
      { id: 1, fileName: copy[locale].long, size: 1_288_490, href: "#/attachments/1" },
    ];
    return (
      <div className={stageNarrow}>
        <AttachmentList {...args} items={items} aria-label={copy[locale].label} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: `Télécharger ${copy.fr.long}` });
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth + 1);
  },
};

/** No file yet. */
export const Empty: Story = {
  render: (args) => (
    <div className={stage}>
      <AttachmentList {...args} items={[]} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Aucune pièce jointe.")).toBeVisible();
  },
};

/** The caller's own empty sentence. */
export const CustomEmptyState: Story = {
  render: (args, { globals }) => (
    <div className={stage}>
      <AttachmentList {...args} items={[]} emptyState={copy[storyLocale(globals)].empty} />
    </div>
  ),
};

/** While a form is being sent, the files cannot be removed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
  },
};

/** Tab reaches each download link then its remove button; Enter removes the file. */
export const KeyboardRemoval: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Télécharger consignes.txt" })).toHaveFocus();
    await userEvent.tab();
    const remove = canvas.getByRole("button", { name: "Supprimer consignes.txt" });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  },
};

const inLanguage = (locale: UiLocale): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: copy[locale].label })).toBeVisible();
  },
});

export const French: Story = inLanguage("fr");
export const English: Story = inLanguage("en");
export const German: Story = inLanguage("de");
