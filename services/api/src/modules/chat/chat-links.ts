import type { ChatLink } from '@renewed/contracts';
import type { LibraryIndex, SourceHit } from './retrieval/library-index';

/** Most resource links under one reply. */
export const MAX_LINKS = 3;

/**
 * The keyword families that always lead into the library (docs/product.md, "The Ask an Auntie chat"):
 * when a message uses one, the library's best module for the family's topic is linked, whatever
 * else retrieval found. The module comes from the index, never from a fixed list.
 */
export const KEYWORD_FAMILIES: ReadonlyArray<{ pattern: RegExp; query: string }> = [
  { pattern: /\b(hot (flash|flush)\w*|flash(es)?|flush(es)?|sweat\w*)\b/i, query: 'hot flashes night sweats' },
  { pattern: /\b(brain fog|fog|memory|forget\w*|focus\w*|concentrat\w*)\b/i, query: 'brain fog memory focus' },
  { pattern: /\b(supplement\w*|vitamin\w*|herb\w*)\b/i, query: 'supplements vitamins evidence' },
  { pattern: /\b(relationship\w*|angry|anger|irritat\w*)\b/i, query: 'relationships communication partner' },
  { pattern: /\b(ceremon\w*|ritual\w*|celebrat\w*)\b/i, query: 'cultures celebrate menopause ceremony ritual' },
];

/** The library modules the keyword families of `text` point to. */
export function familyLinks(text: string, index: LibraryIndex): ChatLink[] {
  return KEYWORD_FAMILIES.filter((family) => family.pattern.test(text)).flatMap((family) => {
    const module = index.sources(family.query, 5).find((hit) => hit.source.kind === 'module');
    return module ? [module.source.link] : [];
  });
}

/** Links for a reply: family modules first, then what retrieval found (library modules before the rest). */
export function replyLinks(text: string, hits: readonly SourceHit[], index: LibraryIndex): ChatLink[] {
  const found = [...hits].sort((first, second) => Number(second.source.kind === 'module') - Number(first.source.kind === 'module'));
  return distinctLinks([...familyLinks(text, index), ...found.map((hit) => hit.source.link)]);
}

/**
 * Links for an answer card (docs/chat-answers.md): the module the card draws on most, the keyword
 * families' modules, then the card's other modules. Only modules the library exports are linked.
 */
export function cardLinks(text: string, moduleIds: readonly string[], index: LibraryIndex): ChatLink[] {
  const modules = moduleIds.map((id) => index.moduleLink(id)).filter((link): link is ChatLink => Boolean(link));
  return distinctLinks([...modules.slice(0, 1), ...familyLinks(text, index), ...modules.slice(1)]);
}

/** The first MAX_LINKS links, each page once. */
function distinctLinks(links: readonly ChatLink[]): ChatLink[] {
  const seen = new Set<string>();
  return links
    .filter((link) => {
      const key = `${link.path}|${link.title}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_LINKS);
}
