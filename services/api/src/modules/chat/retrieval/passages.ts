import {
  EDUCATION_MODULES,
  PRACTICE_GROUPS,
  SMART_STACKS,
  type EducationCategory,
  type EducationModuleContent,
} from '@renewed/content';
import { educationLink, PAGE_PATHS, type ChatLink, type ChatLinkIcon } from '@renewed/contracts';

/** Where a passage comes from: the page a resource link under the reply opens. */
export type PassageSource = {
  kind: 'module' | 'smart-stack' | 'practice';
  /** Unique per source (module id, `smart-stack:<id>`, `practice:<id>`). */
  id: string;
  link: ChatLink;
  /** The source's one-line summary (a module's key insight). */
  summary: string;
};

/** A retrievable piece of the library: one section of a module, one Smart Stack, one practice. */
export type Passage = {
  /** Unique: `<source id>#<n>`. */
  id: string;
  source: PassageSource;
  /** The section heading, or the source title for an introduction. */
  heading: string;
  /** Plain paragraphs (markup removed); bullet lines are kept as separate entries in `points`. */
  paragraphs: string[];
  points: string[];
};

/** The category's line icon (design-system icons, never emoji). */
const CATEGORY_ICONS: Record<EducationCategory, ChatLinkIcon> = {
  'truth-telling': 'flame',
  'sacred-science': 'sparkle',
  biohacking: 'leaf',
  'boundary-mastery': 'shield',
  community: 'users',
  'self-care': 'heart',
  practice: 'heart',
  'nutrition-foundations': 'leaf',
  'awakening-practices': 'moon',
};

const plain = (text: string) => text.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();

/** Splits a module body (`## ` headings, `- ` bullets, blank-line paragraphs) into sections. */
export function moduleSections(content: string): Array<{ heading?: string; paragraphs: string[]; points: string[] }> {
  const sections: Array<{ heading?: string; paragraphs: string[]; points: string[] }> = [{ paragraphs: [], points: [] }];
  for (const block of content.split(/\n\s*\n/)) {
    const lines = block.split('\n').map((line) => line.trim()).filter(Boolean);
    for (const line of lines) {
      if (line.startsWith('## ')) {
        sections.push({ heading: plain(line.slice(3)), paragraphs: [], points: [] });
      } else if (line.startsWith('- ')) {
        sections.at(-1)!.points.push(plain(line.slice(2)));
      } else {
        sections.at(-1)!.paragraphs.push(plain(line));
      }
    }
  }
  return sections.filter((section) => section.paragraphs.length > 0 || section.points.length > 0);
}

function modulePassages(module: EducationModuleContent): Passage[] {
  const source: PassageSource = {
    kind: 'module',
    id: module.id,
    summary: plain(module.keyInsight),
    link: {
      title: module.title,
      description: plain(module.description),
      path: educationLink({ module: module.id }),
      icon: CATEGORY_ICONS[module.category] ?? 'book',
    },
  };
  return moduleSections(module.content).map((section, index) => ({
    id: `${module.id}#${index}`,
    source,
    heading: section.heading ?? module.title,
    paragraphs: section.paragraphs,
    points: section.points,
  }));
}

function smartStackPassages(): Passage[] {
  return SMART_STACKS.filter((stack) => stack.isActive).map((stack) => ({
    id: `smart-stack:${stack.id}#0`,
    source: {
      kind: 'smart-stack' as const,
      id: `smart-stack:${stack.id}`,
      summary: plain(stack.evidenceNote),
      link: { title: `Smart Stack: ${stack.name}`, description: plain(stack.description), path: PAGE_PATHS.smartStacks, icon: 'leaf' as const },
    },
    heading: `${stack.name} (${stack.targetSymptoms.map((symptom) => symptom.replace(/_/g, ' ')).join(', ')})`,
    paragraphs: [plain(stack.description), plain(stack.evidenceNote)],
    points: stack.supplements.map(plain),
  }));
}

function practicePassages(): Passage[] {
  return PRACTICE_GROUPS.flatMap((group) =>
    group.sessions.map((session) => ({
      id: `practice:${session.id}#0`,
      source: {
        kind: 'practice' as const,
        id: `practice:${session.id}`,
        summary: plain(session.description),
        link: {
          title: `${group.name}: ${session.name}`,
          description: plain(session.description),
          path: PAGE_PATHS.practice,
          icon: 'moon' as const,
        },
      },
      heading: session.name,
      paragraphs: [plain(session.description), ...session.guidance.split(/\n\s*\n/).map(plain).filter(Boolean)],
      points: [],
    })),
  );
}

/** Every passage of the library as it is exported at boot: nothing is listed by hand. */
export function libraryPassages(): Passage[] {
  return [...EDUCATION_MODULES.flatMap(modulePassages), ...smartStackPassages(), ...practicePassages()];
}
