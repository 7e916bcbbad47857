import { createHash } from 'node:crypto';
import type { EducationModuleSource } from '../education/types';

/**
 * A short hash of everything a reader sees of a module: title, card text, category, body, key
 * insight and references. It changes whenever any of that text changes, and only then, so it tells
 * the content check when a module's "Last updated" day must move (docs/content.md, "Last updated").
 * Test-only: nothing here ships.
 */
export function moduleFingerprint(module: EducationModuleSource): string {
  const { title, description, category, content, keyInsight, references } = module;
  const seen = JSON.stringify([title, description, category, content, keyInsight, references]);
  return createHash('sha256').update(seen).digest('hex').slice(0, 16);
}
