import type { INestApplicationContext } from '@nestjs/common';
import type { AskAuntieResponse, ChatMessage } from '@renewed/contracts';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai';
import { api, isolatedNames, newSessionId, startApi, startWorker, testConfig, type RunningApi } from '../../../test/harness';
import { environmentOf, startWorkerProcess, type WorkerProcess } from '../../../test/worker-process';
import type { RedFlagReason } from './safety/red-flags';
import { CRISIS_REPLY, EARLIER_RED_FLAG_REMINDERS, MODEL_FALLBACK_REPLY, RED_FLAG_REPLIES } from './safety/safe-replies';
import { ISSUE_MESSAGES } from './safety/safety-table';

/** The safety screen through `POST /api/ask-auntie` (docs/chat-safety.md), in every way the app runs. */
const send = (running: RunningApi, messages: ChatMessage[]) =>
  api(running.baseUrl, '/api/ask-auntie', { method: 'POST', session: newSessionId(), body: { messages } });
const user = (content: string): ChatMessage => ({ role: 'user', content });
const replyFor = (expected: string) => RED_FLAG_REPLIES[expected.split(':')[1] as RedFlagReason];

describe.each(['inline', 'bullmq'] as const)('with no API key (%s driver)', (driver) => {
  let running: RunningApi;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    const config = testConfig({ chats: true, driver, ...isolatedNames(`chat_safety_${driver}`) });
    running = await startApi(config);
    if (driver === 'bullmq') worker = await startWorker(config);
  });
  afterAll(async () => {
    await worker?.close();
    await running?.close();
  });

  it.each(ISSUE_MESSAGES)('answers "%s" with the %s reply', async (message, expected) => {
    const response = await send(running, [user(message)]);
    expect(response.status).toBe(200);
    expect((response.json as unknown as AskAuntieResponse).response).toBe(replyFor(expected));
  });

  it('opens the answer to a later question with the crisis lines when an earlier message was a crisis', async () => {
    const response = await send(running, [
      user("I don't see the point in living anymore"),
      { role: 'assistant', content: CRISIS_REPLY },
      user('what helps with night sweats?'),
    ]);
    expect(response.status).toBe(200);
    const body = response.json as unknown as AskAuntieResponse;
    expect(body.response.startsWith(EARLIER_RED_FLAG_REMINDERS.crisis!)).toBe(true);
    expect(body.links.length).toBeGreaterThan(0);
  });
});

describe('with an API key, through a worker process', () => {
  let fake: FakeOpenAi;
  let running: RunningApi;
  let worker: WorkerProcess;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    const config = testConfig({
      chats: true,
      driver: 'bullmq',
      ...isolatedNames('chat_safety_openai'),
      env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseUrl, CHAT_TIMEOUT_MS: '8000' },
    });
    running = await startApi(config);
    worker = await startWorkerProcess(environmentOf(config, { WORKER_QUEUES: 'chat' }));
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await running?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.setModeration(() => ({}));
    fake.setReply((request) => `Plenty of women find small steps help. Keep cool and rest well. (${request.model})`);
  });

  it.each(ISSUE_MESSAGES)('answers "%s" with the %s reply before any model or moderation call', async (message, expected) => {
    const before = { chat: fake.requests.length, moderation: fake.moderations.length };
    const response = await send(running, [user(message)]);
    expect((response.json as unknown as AskAuntieResponse).response).toBe(replyFor(expected));
    expect({ chat: fake.requests.length, moderation: fake.moderations.length }).toEqual(before);
  });

  it('answers every one of 150 quick replies in a row, although the worker removes each job as it finishes', async () => {
    // A red-flag reply needs no model call, so the worker can finish (and remove) the job before
    // the gateway has even looked it up; the reply must still be the one the worker gave.
    const [message, expected] = ISSUE_MESSAGES[0]!;
    const statuses: number[] = [];
    for (let i = 0; i < 150; i += 1) {
      const response = await send(running, [user(message)]);
      statuses.push(response.status);
      if (response.status === 200) expect((response.json as unknown as AskAuntieResponse).response).toBe(replyFor(expected));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 60_000);

  it('answers with the crisis reply when moderation flags self-harm the rules missed', async () => {
    // Worded so the local screen (rules and classifier) lets it through.
    fake.setModeration((input) => (input.includes('bleach') ? { 'self-harm': true } : {}));
    const before = fake.requests.length;
    const response = await send(running, [user('the bleach under the sink has been on my mind a lot')]);
    expect((response.json as unknown as AskAuntieResponse).response).toBe(CRISIS_REPLY);
    expect(fake.requests.length).toBe(before);
  });

  it.each([
    ['a dose', 'Take 20 mg of melatonin every night and your sleep will improve.'],
    ['a made-up link', 'See https://sleep-cure.example.com for the answer, it always works.'],
    ['a diagnosis', 'It sounds like you have an infection, so the sweats will pass once it clears.'],
  ])('replaces a model reply with %s by the safe fallback', async (_problem, misbehaving) => {
    fake.setReply(() => misbehaving);
    const response = await send(running, [user('How can I sleep better?')]);
    expect(response.status).toBe(200);
    const body = response.json as unknown as AskAuntieResponse;
    expect(body.response).toBe(MODEL_FALLBACK_REPLY);
    expect(body.links.length).toBeGreaterThan(0);
  });
});
