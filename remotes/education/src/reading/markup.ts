/**
 * The library's simple markup (spec: headings, bullets and bold), parsed into plain data that
 * the view turns into React elements. Nothing here produces HTML: text stays text, so a `<script>`
 * in the content is shown as those characters and never runs.
 *
 * - `## Heading` on its own line
 * - `- item` lines form a bullet list
 * - `**bold**` inside any line
 * - other lines are paragraphs; a blank line ends a paragraph
 */
export type InlineSegment = { text: string; bold: boolean };

export type MarkupBlock =
  | { kind: 'heading'; segments: InlineSegment[] }
  | { kind: 'paragraph'; segments: InlineSegment[] }
  | { kind: 'list'; items: InlineSegment[][] };

/** Splits a line into plain and bold runs; an unclosed `**` is kept as text. */
export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  const push = (value: string, bold: boolean) => {
    if (value === '') return;
    const last = segments[segments.length - 1];
    if (last && last.bold === bold) last.text += value;
    else segments.push({ text: value, bold });
  };
  let rest = text;
  for (;;) {
    const open = rest.indexOf('**');
    const close = open === -1 ? -1 : rest.indexOf('**', open + 2);
    if (open === -1 || close === -1 || close === open + 2) {
      push(rest, false);
      return segments;
    }
    push(rest.slice(0, open), false);
    push(rest.slice(open + 2, close), true);
    rest = rest.slice(close + 2);
  }
}

const HEADING = /^##\s+(.*\S)\s*$/;
const BULLET = /^-\s+(.*\S)\s*$/;

export function parseMarkup(content: string): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  let paragraph: string[] = [];
  let list: InlineSegment[][] | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', segments: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const flushList = () => {
    if (list && list.length > 0) blocks.push({ kind: 'list', items: list });
    list = null;
  };

  for (const rawLine of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    if (line === '') {
      flushParagraph();
      flushList();
    } else if (heading) {
      flushParagraph();
      flushList();
      blocks.push({ kind: 'heading', segments: parseInline(heading[1]!) });
    } else if (bullet) {
      flushParagraph();
      list ??= [];
      list.push(parseInline(bullet[1]!));
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** The content as plain sentences for text-to-speech: one string per block or bullet. */
export function markupToSpeechParts(content: string): string[] {
  const text = (segments: InlineSegment[]) => segments.map((segment) => segment.text).join('');
  return parseMarkup(content).flatMap((block) => (block.kind === 'list' ? block.items.map(text) : [text(block.segments)]));
}
