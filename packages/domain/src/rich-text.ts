/**
 * Property descriptions are plain text with a small markup, never HTML: paragraphs
 * are separated by a blank line, lines starting with "- " or "* " make a bulleted list and
 * lines starting with "1. " a numbered one; **bold**, *italic* and [text](https://…) links
 * inside. The dashboard and the public page render the parsed blocks as elements, so nothing
 * typed can become markup; links keep only http(s) addresses.
 */

export type InlineRun =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'bold'; readonly text: string }
  | { readonly kind: 'italic'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string };

export type DescriptionBlock =
  | { readonly kind: 'paragraph'; readonly runs: InlineRun[] }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: InlineRun[][] };

export const DESCRIPTION_MAX_LENGTH = 10_000;

/**
 * What is stored: line endings as \n, no control characters but newline and tab, no trailing
 * spaces, at most one blank line in a row, trimmed.
 */
export function sanitizeDescription(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
      .split('\n')
      .map((line) => line.replace(/[ \t]+$/, ''))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
const SAFE_HREF = /^https?:\/\/[^\s]+$/i;

/** The runs of one line or paragraph: bold, italic and safe links; anything else is text. */
export function inlineRuns(text: string): InlineRun[] {
  const runs: InlineRun[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (value === '') return;
    const previous = runs[runs.length - 1];
    if (previous?.kind === 'text')
      runs[runs.length - 1] = { kind: 'text', text: previous.text + value };
    else runs.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    pushText(text.slice(last, index));
    const [whole, bold, italic, linkText, href] = match;
    if (bold !== undefined) runs.push({ kind: 'bold', text: bold });
    else if (italic !== undefined) runs.push({ kind: 'italic', text: italic });
    else if (linkText !== undefined && href !== undefined && SAFE_HREF.test(href)) {
      runs.push({ kind: 'link', text: linkText, href });
    } else pushText(whole);
    last = index + whole.length;
  }
  pushText(text.slice(last));
  return runs;
}

const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/;

/** Splits a description into paragraphs and lists. */
export function descriptionBlocks(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const chunk of sanitizeDescription(text).split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let list: { ordered: boolean; items: InlineRun[][] } | null = null;
    const flushParagraph = () => {
      if (paragraph.length > 0)
        blocks.push({ kind: 'paragraph', runs: inlineRuns(paragraph.join(' ')) });
      paragraph = [];
    };
    const flushList = () => {
      if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items });
      list = null;
    };
    for (const rawLine of chunk.split('\n')) {
      const line = rawLine.trim();
      if (line === '') continue;
      const bullet = BULLET.exec(line);
      const numbered = bullet ? null : NUMBERED.exec(line);
      const item = bullet?.[1] ?? numbered?.[1];
      if (item === undefined) {
        flushList();
        paragraph.push(line);
        continue;
      }
      flushParagraph();
      const ordered = numbered !== null;
      if (list === null || list.ordered !== ordered) {
        flushList();
        list = { ordered, items: [] };
      }
      list.items.push(inlineRuns(item));
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

/** The description as plain text (CSV export, search snippets): markup removed. */
export function descriptionText(text: string): string {
  return descriptionBlocks(text)
    .map((block) =>
      block.kind === 'paragraph'
        ? block.runs.map((run) => run.text).join('')
        : block.items.map((runs) => `- ${runs.map((run) => run.text).join('')}`).join('\n'),
    )
    .join('\n\n');
}
