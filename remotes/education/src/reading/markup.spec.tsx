import { renderToStaticMarkup } from 'react-dom/server';
import { markupToSpeechParts, parseInline, parseMarkup } from './markup';
import { MarkupView } from './markup-view';

describe('markup parser', () => {
  it('reads headings, bullet lists, bold and paragraphs', () => {
    const content = [
      'First line of a paragraph',
      'that continues here.',
      '',
      '## What **helps**',
      '',
      '- **Sleep.** Keep a routine.',
      '- Move every day',
      'After the list.',
    ].join('\n');
    expect(parseMarkup(content)).toEqual([
      { kind: 'paragraph', segments: [{ text: 'First line of a paragraph that continues here.', bold: false }] },
      {
        kind: 'heading',
        segments: [
          { text: 'What ', bold: false },
          { text: 'helps', bold: true },
        ],
      },
      {
        kind: 'list',
        items: [
          [
            { text: 'Sleep.', bold: true },
            { text: ' Keep a routine.', bold: false },
          ],
          [{ text: 'Move every day', bold: false }],
        ],
      },
      { kind: 'paragraph', segments: [{ text: 'After the list.', bold: false }] },
    ]);
  });

  it('keeps unclosed or empty bold markers as text and handles Windows line endings', () => {
    expect(parseInline('a **b')).toEqual([{ text: 'a **b', bold: false }]);
    expect(parseInline('a **** b')).toEqual([{ text: 'a **** b', bold: false }]);
    expect(parseMarkup('## Title\r\n\r\nText')).toEqual([
      { kind: 'heading', segments: [{ text: 'Title', bold: false }] },
      { kind: 'paragraph', segments: [{ text: 'Text', bold: false }] },
    ]);
  });

  it('treats anything else, including HTML, as plain text', () => {
    expect(parseMarkup('# Not a heading\n<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', segments: [{ text: '# Not a heading <script>alert(1)</script>', bold: false }] },
    ]);
  });

  it('gives text-to-speech one plain part per block and bullet, without markers', () => {
    expect(markupToSpeechParts('Intro.\n\n## Heading\n- **One**\n- Two')).toEqual(['Intro.', 'Heading', 'One', 'Two']);
  });
});

describe('MarkupView', () => {
  it('renders the markup as elements', () => {
    const html = renderToStaticMarkup(<MarkupView content={'## Sleep\n\n- **Cool** room\n\nRest well.'} />);
    expect(html).toContain('<h3 class="pt-2 font-serif text-xl font-semibold">Sleep</h3>');
    expect(html).toContain('<li><strong class="font-semibold">Cool</strong> room</li>');
    expect(html).toContain('<p>Rest well.</p>');
  });

  it('shows an injected <script> or HTML as text and never as markup', () => {
    const attack = '## <img src=x onerror=alert(1)>\n\n<script>alert("owned")</script>\n\n- **<b>bold</b>**';
    const html = renderToStaticMarkup(<MarkupView content={attack} />);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<strong class="font-semibold">&lt;b&gt;bold&lt;/b&gt;</strong>');
  });
});
