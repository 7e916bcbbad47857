import { isPracticeSpaceShortcut, type KeyEventLike, type KeyTargetLike } from './space-key';

function element(tagName: string, attributes: Record<string, string> = {}, extra: Partial<KeyTargetLike> = {}): KeyTargetLike {
  return { tagName, getAttribute: (name) => attributes[name] ?? null, closest: () => null, ...extra };
}
const space = (target: KeyTargetLike | null, extra: Partial<KeyEventLike> = {}): KeyEventLike => ({
  key: ' ',
  code: 'Space',
  target,
  ...extra,
});

describe('isPracticeSpaceShortcut', () => {
  it('takes a plain Space on the page body or on plain text', () => {
    expect(isPracticeSpaceShortcut(space(element('BODY')))).toBe(true);
    expect(isPracticeSpaceShortcut(space(element('h2', { tabindex: '-1' })))).toBe(true);
    expect(isPracticeSpaceShortcut(space(null))).toBe(true);
  });

  it('leaves Space to text fields, buttons and other controls that use it', () => {
    for (const tag of ['INPUT', 'textarea', 'SELECT', 'BUTTON', 'SUMMARY']) {
      expect(isPracticeSpaceShortcut(space(element(tag)))).toBe(false);
    }
    expect(isPracticeSpaceShortcut(space(element('DIV', { role: 'button' })))).toBe(false);
    expect(isPracticeSpaceShortcut(space(element('SPAN', { role: 'slider' })))).toBe(false);
    expect(isPracticeSpaceShortcut(space(element('DIV', {}, { isContentEditable: true })))).toBe(false);
  });

  it('ignores Space inside an open dialog', () => {
    expect(isPracticeSpaceShortcut(space(element('P', {}, { closest: () => ({}) })))).toBe(false);
  });

  it('ignores other keys, held keys, modified presses and events already handled', () => {
    expect(isPracticeSpaceShortcut({ key: 'Enter', target: element('BODY') })).toBe(false);
    expect(isPracticeSpaceShortcut(space(element('BODY'), { repeat: true }))).toBe(false);
    expect(isPracticeSpaceShortcut(space(element('BODY'), { shiftKey: true }))).toBe(false);
    expect(isPracticeSpaceShortcut(space(element('BODY'), { ctrlKey: true }))).toBe(false);
    expect(isPracticeSpaceShortcut(space(element('BODY'), { defaultPrevented: true }))).toBe(false);
  });
});
