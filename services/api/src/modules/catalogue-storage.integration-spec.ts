import { BINGO_BOARDS, EDUCATION_MODULES, SMART_STACKS } from '@renewed/content';
import type { Connection } from 'mongoose';
import { MONGO_CONNECTION } from '../infrastructure/database/database.module';
import { api, isolatedNames, startApi, testConfig, type RunningApi } from '../../test/harness';

/**
 * Content that ships with the code is served from memory and never written to MongoDB
 * (docs/architecture.md, "Static content"): two versions running side by side during a deploy
 * must not overwrite each other's catalogue.
 */
describe('catalogue content and the database', () => {
  let running: RunningApi;

  beforeAll(async () => {
    running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('catalogue') }));
  });
  afterAll(() => running?.close());

  it('serves the library, boards and stacks without storing any of them', async () => {
    const reads = await Promise.all(
      ['/api/education/modules', `/api/education/modules/${EDUCATION_MODULES[0]!.id}`, '/api/bingo/boards', `/api/bingo/boards/${BINGO_BOARDS[0]!.id}/cells`, '/api/smart-stacks'].map(
        (path) => api(running.baseUrl, path),
      ),
    );
    expect(reads.map((read) => read.status)).toEqual([200, 200, 200, 200, 200]);
    expect((reads[0]!.json as unknown[]).length).toBe(EDUCATION_MODULES.length);

    const catalogueIds = [...EDUCATION_MODULES, ...BINGO_BOARDS, ...SMART_STACKS].map((item) => item.id);
    const database = running.app.get<Connection>(MONGO_CONNECTION).db!;
    const collections = await database.listCollections().toArray();
    for (const { name } of collections) {
      const stored = await database.collection<{ _id: string }>(name).countDocuments({ _id: { $in: catalogueIds } });
      expect({ collection: name, catalogueDocuments: stored }).toEqual({ collection: name, catalogueDocuments: 0 });
    }
  });
});
