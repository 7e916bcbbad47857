import { personalDataProvider } from '../privacy';
import { DailyProtocolRepository } from './daily-protocol.repository';
import { DAILY_PROTOCOL_COLLECTION } from './daily-protocol.schema';

/** Daily protocol ticks are visitor data: counted, exported and deleted with the session. */
export const DailyProtocolPersonalData = personalDataProvider({
  collection: DAILY_PROTOCOL_COLLECTION,
  key: 'dailyProtocol',
  label: 'Daily protocol steps ticked',
  store: DailyProtocolRepository,
});
