import { APP_CARDS } from './app';
import { BODY_CARDS } from './body';
import { BONES_AND_HEART_CARDS } from './bones-and-heart';
import { DIAGNOSIS_CARDS } from './diagnosis';
import { HORMONE_THERAPY_CARDS } from './hormone-therapy';
import { HOT_FLASH_CARDS } from './hot-flashes';
import { INTIMACY_CARDS } from './intimacy';
import { LIFE_CARDS } from './life';
import { LIFESTYLE_CARDS } from './lifestyle';
import { MOOD_CARDS } from './mood';
import { NON_HORMONAL_CARDS } from './non-hormonal';
import { PERIOD_CARDS } from './periods';
import { SLEEP_CARDS } from './sleep';
import { SPECIAL_SITUATION_CARDS } from './special-situations';
import { THINKING_CARDS } from './thinking';
import type { ChatAnswerCard } from './types';

export * from './types';

/** Every answer card Ask an Auntie can give without a model, one file per topic area. */
export const CHAT_ANSWER_CARDS: readonly ChatAnswerCard[] = [
  ...HOT_FLASH_CARDS,
  ...SLEEP_CARDS,
  ...MOOD_CARDS,
  ...THINKING_CARDS,
  ...BODY_CARDS,
  ...INTIMACY_CARDS,
  ...PERIOD_CARDS,
  ...HORMONE_THERAPY_CARDS,
  ...NON_HORMONAL_CARDS,
  ...LIFESTYLE_CARDS,
  ...BONES_AND_HEART_CARDS,
  ...LIFE_CARDS,
  ...DIAGNOSIS_CARDS,
  ...SPECIAL_SITUATION_CARDS,
  ...APP_CARDS,
];
