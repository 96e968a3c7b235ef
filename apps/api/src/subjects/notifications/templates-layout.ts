import type { Language } from "@releve/domain";
import type { MailWords } from "./templates-texts.js";

/** The answer links of a message: "I confirm" / "I cannot come" (absolute addresses). */
export interface ActionLinks {
  confirm: string;
  decline: string;
  expiresAt: Date;
}

/** One block of a message: a paragraph, a means' details, or the answer buttons. */
export type Block =
  | { kind: "paragraph"; text: string; strong?: boolean }
  | { kind: "details"; rows: [string, string][]; link: { label: string; url: string } | null }
  | { kind: "buttons"; links: ActionLinks };

/** The content id of the logo, attached inline to every message. */
export const logoCid = "logo@releve";

/** Lines of plain text are kept to this width where words allow (RFC 5322 recommends 78). */
const textWidth = 78;

/**
 * Breaks text into lines of at most `width` characters at spaces, keeping its own line breaks;
 * a word longer than the width (an address) stays whole on its own line. Continuation lines
 * start with `indent`. No-break spaces hold what must stay together ("Lieu\u00a0:").
 */
export function wrapText(text: string, width = textWidth, indent = ""): string[] {
  const out: string[] = [];
  for (const source of text.split(/\r?\n/)) {
    let line = "";
    for (const word of source.split(" ")) {
      if (line === "" || line === indent) line += word;
      else if (line.length + 1 + word.length <= width) line += ` ${word}`;
      else {
        out.push(line);
        line = indent + word;
      }
    }
    out.push(line);
  }
  return out;
}

/** The plain-text part: the same content as the HTML, line by line. */
export function textOf(blocks: readonly Block[], words: MailWords, publicUrl: string): string {
  const lines: string[] = [];
  for (const block of blocks) {
    switch (block.kind) {
      case "paragraph":
        lines.push(...wrapText(block.text), "");
        break;
      case "details":
        for (const [label, value] of block.rows)
          lines.push(...wrapText(`${words.label(label)} ${value}`, textWidth, "    "));
        if (block.link) lines.push(words.label(block.link.label), block.link.url);
        lines.push("");
        break;
      case "buttons":
        lines.push(words.label(words.confirm), block.links.confirm, "");
        lines.push(words.label(words.decline), block.links.decline, "");
        break;
    }
  }
  lines.push(
    "—",
    words.organisation,
    ...wrapText(words.footer),
    words.label(words.openProduct),
    publicUrl,
  );
  return lines.join("\n");
}

/** Text made safe for HTML: every character that could open markup, escaped. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Escaped, with its line breaks kept. */
const lines = (text: string) => escapeHtml(text).replaceAll(/\r?\n/g, "<br>");

// The brand's colours (apps/planner/public/brand/README.md). White on the organisation's red is
// 4.9:1 and the red on white the same, above the 4.5:1 that text needs; the links of running
// text take the deeper red (7.1:1), easier to read at body size.
const red = "#E2001A";
const deepRed = "#B3001F";
const ink = "#1C1F24";
const muted = "#4A5160";
const font = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

function button(label: string, url: string, filled: boolean): string {
  const style = filled
    ? `background:${red};color:#ffffff;border:2px solid ${red};`
    : `background:#ffffff;color:${red};border:2px solid ${red};`;
  return `<a href="${escapeHtml(url)}" style="${style}display:inline-block;padding:12px 20px;border-radius:6px;font-weight:bold;text-decoration:none;margin:0 8px 8px 0">${escapeHtml(label)}</a>`;
}

function blockHtml(block: Block, words: MailWords): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px">${block.strong ? `<strong>${lines(block.text)}</strong>` : lines(block.text)}</p>`;
    case "details": {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;color:${muted};font-weight:normal">${escapeHtml(label)}</th><td style="padding:4px 0">${lines(value)}</td></tr>`,
        )
        .join("");
      const link = block.link
        ? `<p style="margin:8px 0 0"><a href="${escapeHtml(block.link.url)}" style="color:${deepRed}">${escapeHtml(block.link.label)}</a></p>`
        : "";
      return `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${red};background:#F4F5F7"><table role="presentation" style="border-collapse:collapse">${rows}</table>${link}</div>`;
    }
    case "buttons":
      return `<p style="margin:0 0 8px">${button(words.confirm, block.links.confirm, true)}${button(words.decline, block.links.decline, false)}</p>`;
  }
}

/**
 * The HTML part: one column of at most 600 px, inline styles only (mail clients drop style
 * sheets), the logo at the top, the footer at the bottom. Everything inserted is escaped.
 */
export function htmlOf(
  blocks: readonly Block[],
  words: MailWords,
  page: { language: Language; publicUrl: string; subject: string },
): string {
  const body = blocks.map((block) => blockHtml(block, words)).join("\n");
  return `<!doctype html>
<html lang="${page.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(page.subject)}</title></head>
<body style="margin:0;padding:0;background:#F4F5F7;color:${ink};font-family:${font};font-size:16px;line-height:1.5">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border-top:4px solid ${red}">
<tr><td style="padding:24px 24px 8px"><img src="cid:${logoCid}" width="176" height="48" alt="${escapeHtml(words.organisation)}" style="display:block;border:0"></td></tr>
<tr><td style="padding:8px 24px 16px">
${body}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #DADDE3;color:${muted};font-size:14px">
<p style="margin:0 0 4px"><strong>${escapeHtml(words.organisation)}</strong></p>
<p style="margin:0 0 4px">${escapeHtml(words.footer)}</p>
<p style="margin:0"><a href="${escapeHtml(page.publicUrl)}" style="color:${deepRed}">${escapeHtml(words.openProduct)}</a></p>
</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
}
