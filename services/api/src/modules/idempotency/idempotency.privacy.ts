import { personalDataProvider } from '../privacy';
import { IdempotencyRepository } from './idempotency.repository';
import { IDEMPOTENCY_KEYS_COLLECTION } from './idempotency.schema';

export const IdempotencyKeysPersonalData = personalDataProvider({
  collection: IDEMPOTENCY_KEYS_COLLECTION,
  key: 'saveReceipts',
  label: 'Save receipts (kept one day, so a save sent twice is stored once)',
  store: IdempotencyRepository,
});
