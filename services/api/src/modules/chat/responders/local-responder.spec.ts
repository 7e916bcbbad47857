import { CHAT_ANSWER_CARDS, EDUCATION_MODULES } from '@renewed/content';
import type { ChatMessage } from '@renewed/contracts';
import { composeReply } from '../chat-replies';
import { LibraryIndex } from '../retrieval/library-index';
import { libraryPassages } from '../retrieval/passages';
import { screenInput } from '../safety/safety-rules';
import { LocalResponder, NO_GOOD_ANSWER_REPLY } from './local-responder';

const index = new LibraryIndex(libraryPassages());
const local = new LocalResponder();
const ask = (...turns: string[]) =>
  composeReply(
    turns.map((content, turn): ChatMessage => ({ role: turn % 2 === 0 ? 'user' : 'assistant', content })),
    index,
    local,
  );
const card = (id: string) => CHAT_ANSWER_CARDS.find((entry) => entry.id === id)!;
const modulePath = (id: string) => `/education?module=${id}`;

describe('the local responder', () => {
  it('answers with one card, whole, and links the modules that card draws on', async () => {
    const reply = await ask('Does vaginal estrogen carry the same risks as HRT tablets?');
    expect(reply.response).toBe(card('vaginal-estrogen-safety').answer);
    expect(reply.links.map((link) => link.path)).toEqual(card('vaginal-estrogen-safety').modules.map(modulePath));
  });

  it('gives every card whole, through the output check, when asked its own first example', async () => {
    const modules = new Set(EDUCATION_MODULES.map((module) => module.id));
    const failures: string[] = [];
    for (const entry of CHAT_ANSWER_CARDS) {
      const question = entry.examples[0]!;
      if (screenInput([{ role: 'user', content: question }]).kind !== 'ok') continue;
      const reply = await ask(question);
      if (reply.response !== entry.answer) failures.push(`"${question}" -> ${reply.response.slice(0, 80)} (expected card ${entry.id})`);
      for (const link of reply.links) expect(modules.has(link.path.replace('/education?module=', ''))).toBe(true);
    }
    expect(failures).toEqual([]);
  });

  it('no longer opens every reply with the same stock pleasantry', async () => {
    const openings = new Set<string>();
    for (const question of ['How long do hot flashes last?', 'Is HRT safe?', 'Why am I so tired?', 'Does black cohosh work?']) {
      openings.add((await ask(question)).response.split(/(?<=\.)\s/)[0]!);
    }
    expect(openings.size).toBe(4);
  });

  it('follows the conversation: "what about at night?" after a hot-flash answer', async () => {
    const first = await ask('I get hot flashes all day long');
    const reply = await ask('I get hot flashes all day long', first.response, 'what about at night?');
    expect(reply.response).toBe(card('night-sweats').answer);
  });

  it('says honestly when the library has no good answer, and links the nearest guides', async () => {
    const reply = await ask('Can menopause change how my tinnitus sounds?');
    expect(reply.response).toBe(NO_GOOD_ANSWER_REPLY);
    expect(reply.response).toMatch(/^I don't have a good answer to that in my library/);
    expect(reply.links.length).toBeGreaterThan(0);
    for (const link of reply.links) expect(link.path).toMatch(/^\/(education\?module=[a-z0-9-]+|smart-stacks|practice)$/);
  });
});
