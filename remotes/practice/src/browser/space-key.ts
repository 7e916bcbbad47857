/** The parts of a key event and its target the Space shortcut looks at (a DOM KeyboardEvent fits). */
export type KeyTargetLike = {
  tagName: string;
  isContentEditable?: boolean;
  getAttribute(name: string): string | null;
  closest?(selector: string): unknown;
};
export type KeyEventLike = {
  key: string;
  code?: string;
  repeat?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  defaultPrevented?: boolean;
  target: KeyTargetLike | null;
};

/** Elements that already do something with Space (type, press, tick, slide, open) or text fields. */
const OWN_SPACE_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'SUMMARY', 'OPTION', 'VIDEO', 'AUDIO']);
const OWN_SPACE_ROLES = new Set([
  'button',
  'checkbox',
  'combobox',
  'listbox',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'radio',
  'slider',
  'spinbutton',
  'switch',
  'tab',
  'textbox',
  'treeitem',
]);

/**
 * True when a Space press should start, pause or resume the practice timer: a plain Space, not
 * held down, not already handled, and not aimed at a text field, a button or any control that
 * uses Space itself, nor at anything inside an open dialog.
 */
export function isPracticeSpaceShortcut(event: KeyEventLike): boolean {
  if (event.key !== ' ' && event.code !== 'Space') return false;
  if (event.repeat || event.defaultPrevented) return false;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const target = event.target;
  if (!target) return true;
  if (OWN_SPACE_TAGS.has(target.tagName.toUpperCase())) return false;
  if (target.isContentEditable) return false;
  const role = target.getAttribute('role');
  if (role && OWN_SPACE_ROLES.has(role)) return false;
  if (target.closest?.('[role="dialog"], [role="alertdialog"]')) return false;
  return true;
}
