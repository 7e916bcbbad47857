import { personalDataProvider } from '../privacy';
import { BingoRepository } from './bingo.repository';
import { BINGO_PROGRESS_COLLECTION } from './bingo.schema';

export const BingoPersonalData = personalDataProvider({
  collection: BINGO_PROGRESS_COLLECTION,
  key: 'bingo',
  label: 'Self-care bingo progress',
  store: BingoRepository,
});
