import { EDUCATION_CATEGORIES, EDUCATION_MODULES } from '@renewed/content';
import {
  educationCategoryListSchema,
  educationModuleListSchema,
  educationModuleSchema,
  educationProgressListSchema,
  educationProgressSchema,
} from '@renewed/contracts';
import type { Connection } from 'mongoose';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { api, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../../test/harness';
import { EDUCATION_PROGRESS_COLLECTION } from './education.schema';

const MODULE = EDUCATION_MODULES.find((module) => module.id === 'global-menopause-wisdom')!;
const OTHER_MODULE = EDUCATION_MODULES.find((module) => module.id === 'sleep-in-perimenopause')!;

describe('education API', () => {
  let running: RunningApi;
  const names = isolatedNames('education');

  beforeAll(async () => {
    running = await startApi(testConfig({ driver: 'inline', ...names }));
  });
  afterAll(() => running?.close());

  const put = (moduleId: string, body: unknown, session?: string) =>
    api(running.baseUrl, `/api/education/progress/${moduleId}`, { method: 'PUT', session, body });
  const progressOf = async (session: string) => {
    const response = await api(running.baseUrl, '/api/education/progress', { session });
    expect(response.status).toBe(200);
    return educationProgressListSchema.parse(response.json);
  };

  describe('catalogue', () => {
    it('lists every module of the content files, in reading order, without the body text', async () => {
      const response = await api(running.baseUrl, '/api/education/modules');
      expect(response.status).toBe(200);
      const modules = educationModuleListSchema.parse(response.json);
      expect(modules.length).toBe(EDUCATION_MODULES.length);
      expect(modules.length).toBeGreaterThanOrEqual(34);
      expect(modules.map((module) => module.id)).toEqual(EDUCATION_MODULES.map((module) => module.id));
      const order = modules.map((module) => module.orderIndex);
      expect(order).toEqual([...order].sort((first, second) => first - second));
      expect(modules[0]).toEqual({
        id: EDUCATION_MODULES[0]!.id,
        title: EDUCATION_MODULES[0]!.title,
        description: EDUCATION_MODULES[0]!.description,
        category: EDUCATION_MODULES[0]!.category,
        orderIndex: EDUCATION_MODULES[0]!.orderIndex,
        duration: EDUCATION_MODULES[0]!.duration,
      });
    });

    it('returns one module with its content, key insight and references', async () => {
      const response = await api(running.baseUrl, `/api/education/modules/${MODULE.id}`);
      expect(response.status).toBe(200);
      const module = educationModuleSchema.parse(response.json);
      expect(module).toEqual({
        id: MODULE.id,
        title: 'Global Menopause Wisdom',
        description: MODULE.description,
        category: 'community',
        orderIndex: MODULE.orderIndex,
        duration: MODULE.duration,
        lastUpdated: MODULE.lastUpdated,
        content: MODULE.content,
        keyInsight: MODULE.keyInsight,
        references: MODULE.references,
      });
    });

    it('answers 404 for an unknown module and 400 for a malformed id, with a readable JSON body', async () => {
      const unknown = await api(running.baseUrl, '/api/education/modules/no-such-module');
      expect(unknown.status).toBe(404);
      expect(unknown.json).toMatchObject({
        statusCode: 404,
        error: 'Not Found',
        message: 'There is no education module "no-such-module"',
      });
      for (const id of ['Global_Wisdom', '%24gt', 'a'.repeat(81), '-leading-hyphen', 'two--hyphens', '%20']) {
        const response = await api(running.baseUrl, `/api/education/modules/${id}`);
        expect({ id, status: response.status }).toEqual({ id, status: 400 });
        expect(response.json).toMatchObject({ statusCode: 400, message: expect.stringContaining('Module id is invalid') });
      }
    });

    it('lists every category of the product with its name, colour, icon, description and module count', async () => {
      const response = await api(running.baseUrl, '/api/education/categories');
      expect(response.status).toBe(200);
      const categories = educationCategoryListSchema.parse(response.json);
      expect(categories.map((category) => category.id).sort()).toEqual(
        [...EDUCATION_CATEGORIES, 'awakening-guide', 'analytics'].sort(),
      );
      for (const category of categories) {
        expect(category.name.length).toBeGreaterThan(2);
        expect(category.description.length).toBeGreaterThan(20);
        expect(category.icon.length).toBeGreaterThan(0);
        expect(category.colour).toMatch(/^(primary|secondary|accent|success|warning|muted)$/);
      }
      for (const tab of EDUCATION_CATEGORIES)
        expect(categories.find((category) => category.id === tab)!.moduleCount).toBeGreaterThan(0);
      expect(categories.reduce((total, category) => total + category.moduleCount, 0)).toBe(EDUCATION_MODULES.length);
    });

  });

  describe('reading progress', () => {
    it('starts empty and records progress for the session, with the module title and category', async () => {
      const session = newSessionId();
      expect(await progressOf(session)).toEqual([]);
      const response = await put(MODULE.id, { progress: 30 }, session);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(educationProgressSchema.parse(response.json)).toEqual({
        moduleId: MODULE.id,
        progressPercentage: 30,
        completed: false,
        completedAt: null,
        moduleTitle: 'Global Menopause Wisdom',
        moduleCategory: 'community',
        updatedAt: expect.any(String),
      });
      expect(await progressOf(session)).toEqual([response.json]);
    });

    it("keeps each session's progress to itself", async () => {
      const mine = newSessionId();
      const theirs = newSessionId();
      await put(MODULE.id, { progress: 40 }, mine);
      await put(OTHER_MODULE.id, { progress: 70, completed: true }, theirs);
      expect((await progressOf(mine)).map((entry) => [entry.moduleId, entry.progressPercentage])).toEqual([[MODULE.id, 40]]);
      expect((await progressOf(theirs)).map((entry) => [entry.moduleId, entry.progressPercentage, entry.completed])).toEqual([
        [OTHER_MODULE.id, 100, true],
      ]);
      expect(await progressOf(newSessionId())).toEqual([]);
    });

    it('never moves progress backwards, even when reports arrive out of order or at once', async () => {
      const session = newSessionId();
      expect((await put(MODULE.id, { progress: 50 }, session)).json).toMatchObject({ progressPercentage: 50 });
      expect((await put(MODULE.id, { progress: 20 }, session)).json).toMatchObject({ progressPercentage: 50 });
      expect((await put(MODULE.id, { progress: 0 }, session)).json).toMatchObject({ progressPercentage: 50 });

      const racing = newSessionId();
      const values = [10, 90, 30, 70, 20, 80, 40, 60, 50];
      const responses = await Promise.all(values.map((progress) => put(OTHER_MODULE.id, { progress }, racing)));
      expect(responses.every((response) => response.status === 200)).toBe(true);
      const [entry] = await progressOf(racing);
      expect(entry).toMatchObject({ moduleId: OTHER_MODULE.id, progressPercentage: 90 });
      expect(await progressOf(racing)).toHaveLength(1);
    });

    it('marks a module complete at 100 with a completion time that later reports do not change', async () => {
      const session = newSessionId();
      await put(MODULE.id, { progress: 92 }, session);
      const completed = await put(MODULE.id, { progress: 92, completed: true }, session);
      expect(completed.status).toBe(200);
      expect(completed.json).toMatchObject({
        progressPercentage: 100,
        completed: true,
        completedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });

      const later = await put(MODULE.id, { progress: 10 }, session);
      expect(later.json).toMatchObject({ progressPercentage: 100, completed: true, completedAt: completed.json.completedAt });
      const again = await put(MODULE.id, { progress: 100, completed: true }, session);
      expect(again.json).toMatchObject({ completedAt: completed.json.completedAt });
      const notUncompleted = await put(MODULE.id, { progress: 100, completed: false }, session);
      expect(notUncompleted.json).toMatchObject({ completed: true, completedAt: completed.json.completedAt });
    });

    it('goes back only through an explicit reset, which also clears completion', async () => {
      const session = newSessionId();
      await put(MODULE.id, { progress: 100, completed: true }, session);
      const reset = await put(MODULE.id, { progress: 0, reset: true }, session);
      expect(reset.status).toBe(200);
      expect(reset.json).toMatchObject({ progressPercentage: 0, completed: false, completedAt: null });
      expect((await put(MODULE.id, { progress: 10 }, session)).json).toMatchObject({ progressPercentage: 10, completed: false });
      expect(await progressOf(session)).toEqual([
        expect.objectContaining({ moduleId: MODULE.id, progressPercentage: 10, completed: false }),
      ]);
    });

    it('refuses bad input with a 4xx and a readable JSON message, and stores nothing', async () => {
      const session = newSessionId();
      const cases: Array<[label: string, moduleId: string, body: unknown, status: number]> = [
        ['an unknown module', 'no-such-module', { progress: 10 }, 404],
        ['progress 101', MODULE.id, { progress: 101 }, 400],
        ['progress -1', MODULE.id, { progress: -1 }, 400],
        ["progress 'x'", MODULE.id, { progress: 'x' }, 400],
        ['progress 1.5', MODULE.id, { progress: 1.5 }, 400],
        ['progress null', MODULE.id, { progress: null }, 400],
        ['a missing progress', MODULE.id, { completed: true }, 400],
        ['an operator instead of a number', MODULE.id, { progress: { $gt: 0 } }, 400],
        ['an extra field', MODULE.id, { progress: 10, sessionId: session }, 400],
        ['reset and completed together', MODULE.id, { progress: 0, reset: true, completed: true }, 400],
        ['a non-boolean completed flag', MODULE.id, { progress: 10, completed: 'yes' }, 400],
        ['an array body', MODULE.id, [{ progress: 10 }], 400],
        ['a malformed module id', 'Not_A_Module', { progress: 10 }, 400],
      ];
      for (const [label, moduleId, body, status] of cases) {
        const response = await put(moduleId, body, session);
        expect({ label, status: response.status }).toEqual({ label, status });
        expect(response.json).toMatchObject({ statusCode: status, error: expect.any(String), message: expect.any(String) });
        expect(response.text).not.toMatch(/at \w+ \(|node_modules/);
      }
      const noBody = await api(running.baseUrl, `/api/education/progress/${MODULE.id}`, { method: 'PUT', session });
      expect(noBody.status).toBe(400);
      const brokenJson = await api(running.baseUrl, `/api/education/progress/${MODULE.id}`, {
        method: 'PUT',
        session,
        rawBody: '{"progress": ',
      });
      expect(brokenJson.status).toBe(400);
      expect(await progressOf(session)).toEqual([]);
    });

    it('requires a well-formed X-Session-Id for progress and never echoes it', async () => {
      const missing = await put(MODULE.id, { progress: 10 });
      expect(missing.status).toBe(400);
      const malformed = await put(MODULE.id, { progress: 10 }, 'session-123-evil');
      expect(malformed.status).toBe(400);
      expect(malformed.text).not.toContain('session-123-evil');
      const read = await api(running.baseUrl, '/api/education/progress', { session: 'not-a-session' });
      expect(read.status).toBe(400);
      expect((await api(running.baseUrl, '/api/education/progress')).status).toBe(400);
    });

    it('keeps progress for the retention period (a TTL index on the last update)', async () => {
      const connection = running.app.get<Connection>(MONGO_CONNECTION);
      const indexes = await connection.collection(EDUCATION_PROGRESS_COLLECTION).indexes();
      expect(indexes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ key: { updatedAt: 1 }, expireAfterSeconds: 365 * 24 * 60 * 60 }),
          expect.objectContaining({ key: { sessionId: 1, moduleId: 1 }, unique: true }),
        ]),
      );
    });
  });

  describe('privacy', () => {
    it("counts, exports and deletes the session's reading progress, leaving other sessions alone", async () => {
      const mine = newSessionId();
      const theirs = newSessionId();
      for (const session of [mine, theirs]) {
        await put(MODULE.id, { progress: 40 }, session);
        await put(OTHER_MODULE.id, { progress: 100, completed: true }, session);
      }

      const dashboard = await api(running.baseUrl, '/api/privacy/dashboard', { session: mine });
      expect(dashboard.status).toBe(200);
      expect(dashboard.json.categories).toEqual(
        expect.arrayContaining([{ key: 'educationProgress', label: 'Learning module reading progress', count: 2 }]),
      );

      const exported = await api(running.baseUrl, '/api/privacy/export', { session: mine });
      const records = (exported.json.data as Record<string, Array<Record<string, unknown>>>).educationProgress!;
      expect(records).toHaveLength(2);
      expect(records.every((record) => record.sessionId === mine)).toBe(true);
      expect(records.map((record) => [record.moduleId, record.progressPercentage, record.completed]).sort()).toEqual(
        [
          [MODULE.id, 40, false],
          [OTHER_MODULE.id, 100, true],
        ].sort(),
      );

      const deleted = await api(running.baseUrl, '/api/privacy/delete-account', { method: 'DELETE', session: mine });
      expect(deleted.status).toBe(200);
      expect((deleted.json.deleted as Record<string, number>).educationProgress).toBe(2);
      expect(await progressOf(mine)).toEqual([]);
      expect(await progressOf(theirs)).toHaveLength(2);
    });
  });
});
