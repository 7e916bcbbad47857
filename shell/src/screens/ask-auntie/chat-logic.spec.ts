import { APOLOGY, canSend, entry, GREETING, QUICK_QUESTIONS, requestMessages, textBlocks } from './chat-logic';

describe('Ask an Auntie screen logic', () => {
  it('sends only trimmed, non-empty text when no reply is awaited', () => {
    expect(canSend('', false)).toBe(false);
    expect(canSend('   \n ', false)).toBe(false);
    expect(canSend('Hello', true)).toBe(false);
    expect(canSend('  Hello  ', false)).toBe(true);
    expect(canSend('a'.repeat(4_001), false)).toBe(false);
  });

  it('has six quick questions', () => {
    expect(QUICK_QUESTIONS).toHaveLength(6);
  });

  it('sends the conversation without the greeting or apologies, ending with the new trimmed message', () => {
    const history = [
      entry('assistant', GREETING, [], 'greeting'),
      entry('user', 'Why am I so hot?'),
      entry('assistant', 'Hot flashes are common.'),
      entry('user', 'And at night?', [], 'unsent'),
      entry('assistant', APOLOGY, [], 'apology'),
    ];
    expect(requestMessages(history, '  And at night?  ')).toEqual([
      { role: 'user', content: 'Why am I so hot?' },
      { role: 'assistant', content: 'Hot flashes are common.' },
      { role: 'user', content: 'And at night?' },
    ]);
  });

  it('keeps at most the 40 latest messages, starting with a question', () => {
    const history = Array.from({ length: 60 }, (_, i) => entry(i % 2 === 0 ? 'user' : 'assistant', `m${i}`));
    const sent = requestMessages(history, 'latest');
    expect(sent.length).toBeLessThanOrEqual(40);
    expect(sent[0]!.role).toBe('user');
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'latest' });
  });

  it('turns a reply into paragraphs and lists', () => {
    expect(textBlocks('Short answer.\n\nHere is how:\n- one\n- two\n\nSee a doctor.')).toEqual([
      { kind: 'paragraph', text: 'Short answer.' },
      { kind: 'paragraph', text: 'Here is how:' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'See a doctor.' },
    ]);
  });
});
