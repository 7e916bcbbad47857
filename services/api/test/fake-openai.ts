import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for the OpenAI HTTP API, used only in tests: it implements
 * `POST /v1/chat/completions` and `POST /v1/moderations` and nothing else, so the real `openai`
 * package talks to it over HTTP through `OPENAI_BASE_URL`. Modes (chat completions): normal,
 * error (HTTP 500), slow (answers after a delay). Replies and moderation verdicts are scripted
 * by the test, including a model that misbehaves (a dose, a made-up link, a diagnosis).
 */
export type FakeOpenAiMode = { kind: 'normal' } | { kind: 'error'; status?: number } | { kind: 'slow'; delayMs: number };

export type ChatCompletionRequest = {
  model: string;
  messages: Array<{ role: string; content: string }>;
};

export type ModerationRequest = { model: string; input: string | string[] };
/** The moderation categories a scripted verdict may flag (the rest are false). */
export type ModerationFlags = Partial<Record<'self-harm' | 'self-harm/intent' | 'self-harm/instructions' | 'violence' | 'harassment', boolean>>;

export type FakeOpenAi = {
  baseUrl: string;
  /** Every chat completion request received, in order. */
  requests: ChatCompletionRequest[];
  /** Every moderation request received, in order. */
  moderations: ModerationRequest[];
  /** What moderation flags for one input; by default nothing. */
  setModeration(verdict: (input: string) => ModerationFlags): void;
  setMode(mode: FakeOpenAiMode): void;
  /** What the "model" says; by default a short grounded answer naming the first passage's source. */
  setReply(reply: (request: ChatCompletionRequest) => string): void;
  close(): Promise<void>;
};

export function defaultFakeReply(request: ChatCompletionRequest): string {
  const system = request.messages.find((message) => message.role === 'system')?.content ?? '';
  const source = /<passage source="([^"]+)"/.exec(system)?.[1] ?? 'our library';
  return `You're not alone in this. From "${source}": small, steady changes help most, and a clinician can talk you through the options that suit you.`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

export async function startFakeOpenAi(port = 0): Promise<FakeOpenAi> {
  let mode: FakeOpenAiMode = { kind: 'normal' };
  let reply = defaultFakeReply;
  let moderate: (input: string) => ModerationFlags = () => ({});
  const requests: ChatCompletionRequest[] = [];
  const moderations: ModerationRequest[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method === 'POST' && request.url === '/v1/moderations') {
        const body = JSON.parse(await readBody(request)) as ModerationRequest;
        moderations.push(body);
        const inputs = Array.isArray(body.input) ? body.input : [body.input];
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: `modr-${moderations.length}`,
            model: body.model,
            results: inputs.map((input) => {
              const flags = moderate(input);
              const names = ['self-harm', 'self-harm/intent', 'self-harm/instructions', 'violence', 'harassment'] as const;
              const categories = Object.fromEntries(names.map((name) => [name, flags[name] === true]));
              const scores = Object.fromEntries(names.map((name) => [name, flags[name] ? 0.9 : 0.001]));
              return { flagged: Object.values(categories).some(Boolean), categories, category_scores: scores };
            }),
          }),
        );
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
        return;
      }
      const body = JSON.parse(await readBody(request)) as ChatCompletionRequest;
      requests.push(body);
      const current = mode;
      if (current.kind === 'error') {
        response.writeHead(current.status ?? 500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
        return;
      }
      if (current.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, current.delayMs));
      if (response.destroyed) return;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: reply(body) }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    requests,
    moderations,
    setModeration: (next) => {
      moderate = next;
    },
    setMode: (next) => {
      mode = next;
    },
    setReply: (next) => {
      reply = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
