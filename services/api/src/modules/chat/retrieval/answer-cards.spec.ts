import { CHAT_ANSWER_CARDS } from '@renewed/content';
import type { ChatMessage } from '@renewed/contracts';
import { AnswerCardIndex, cardTerm } from './answer-cards';
import { ANSWER_EVAL } from './answer-eval';
import { formatAnswerEval, runAnswerEval } from './answer-eval-run';

const index = new AnswerCardIndex();
const conversation = (...turns: string[]): ChatMessage[] =>
  turns.map((content, turn) => ({ role: turn % 2 === 0 ? 'user' : 'assistant', content }));
const cardFor = (...turns: string[]) => index.match(conversation(...turns))?.card.id ?? null;
const answerOf = (id: string) => CHAT_ANSWER_CARDS.find((card) => card.id === id)!.answer;

describe('the answer-card evaluation set', () => {
  const report = runAnswerEval(index);

  it('is written for the cards: at least 200 questions, each expecting a card that exists or no answer', () => {
    expect(ANSWER_EVAL.length).toBeGreaterThanOrEqual(200);
    const ids = new Set(CHAT_ANSWER_CARDS.map((card) => card.id));
    expect(ANSWER_EVAL.filter((row) => row.expect !== null && !ids.has(row.expect))).toEqual([]);
    expect(ANSWER_EVAL.some((row) => row.expect === null)).toBe(true);
    expect(ANSWER_EVAL.some((row) => typeof row.ask !== 'string')).toBe(true);
    // Written as people type, not copied from the cards' own phrasings.
    const examples = new Set(CHAT_ANSWER_CARDS.flatMap((card) => card.examples.map((example) => example.toLowerCase())));
    expect(ANSWER_EVAL.filter((row) => typeof row.ask === 'string' && examples.has(row.ask.toLowerCase()))).toEqual([]);
  });

  it('reaches the expected card for at least 90% of the questions (top-1), and 85% of the held-out part', () => {
    // Printed so a run shows the figures and every miss.
    console.log(formatAnswerEval(report));
    expect(report.all.accuracy).toBeGreaterThanOrEqual(0.9);
    expect(report.test.total).toBeGreaterThanOrEqual(60);
    expect(report.test.accuracy).toBeGreaterThanOrEqual(0.85);
  });
});

describe('matching one message', () => {
  it('stems words, so different endings find the same card', () => {
    expect(cardTerm('sweating')).toBe(cardTerm('sweats'));
    expect(cardTerm('flushes')).toBe(cardTerm('flush'));
    expect(cardTerm('the')).toBeNull();
    expect(cardFor('sweating buckets at night in bed')).toBe('night-sweats');
  });

  it('copes with lower case, no punctuation and everyday words', () => {
    expect(cardFor('veozah liver tests how often')).toBe('fezolinetant-liver-tests');
    expect(cardFor('KNACKERED ALL THE TIME')).toBe('fatigue-tiredness');
    expect(cardFor('is hrt safe')).toBe('hrt-safety-overall');
  });

  it('answers nothing rather than guess when no card fits', () => {
    expect(cardFor('what is the capital of peru')).toBeNull();
    expect(cardFor('how do i change a bike tire')).toBeNull();
    expect(cardFor('')).toBeNull();
  });
});

describe('follow-ups use the conversation', () => {
  it('reads "what about at night?" after a hot-flash question as night sweats', () => {
    const hotFlash = cardFor('why do I keep getting hot flushes');
    expect(CHAT_ANSWER_CARDS.find((card) => card.id === hotFlash)?.area).toBe('hot-flashes');
    expect(cardFor('why do I keep getting hot flushes', answerOf(hotFlash!), 'what about at night?')).toBe('night-sweats');
  });

  it('reads "is it safe?" after an HRT question as HRT safety, and after a fezolinetant question as its liver warning', () => {
    expect(cardFor('what is hrt exactly', answerOf('hrt-what-is-it'), 'is it safe?')).toBe('hrt-safety-overall');
    expect(cardFor('tell me about veozah', answerOf('fezolinetant'), 'does it need blood tests?')).toBe('fezolinetant-liver-tests');
  });

  it('lets a short message on a new topic change the subject', () => {
    expect(cardFor('what is hrt exactly', answerOf('hrt-what-is-it'), 'and my joint pain?')).toBe('joint-pain');
  });

  it('does not lean on the conversation for a full question of its own', () => {
    expect(cardFor('what is hrt exactly', answerOf('hrt-what-is-it'), 'how much exercise should a woman my age do every week to stay healthy')).toBe(
      'exercise-overall',
    );
  });
});
