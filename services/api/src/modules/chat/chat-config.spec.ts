import { ConfigError, loadConfig } from '../../config/app-config';

describe('Ask an Auntie configuration', () => {
  it('defaults to the local responder, 4 replies at once per worker, a 25 s wait and the safety screen trained at boot', () => {
    expect(loadConfig({}).chat).toEqual({
      openaiApiKey: undefined,
      openaiBaseUrl: undefined,
      openaiModel: 'gpt-4o-mini',
      concurrency: 4,
      timeoutMs: 25_000,
      warmUpSafetyScreen: true,
    });
  });

  it('reads the OpenAI-compatible settings', () => {
    const { chat } = loadConfig({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
      OPENAI_MODEL: 'local-model',
      CHAT_CONCURRENCY: '16',
      CHAT_TIMEOUT_MS: '8000',
    });
    expect(chat).toEqual({
      openaiApiKey: 'sk-test',
      openaiBaseUrl: 'http://127.0.0.1:9999/v1',
      openaiModel: 'local-model',
      concurrency: 16,
      timeoutMs: 8_000,
      warmUpSafetyScreen: true,
    });
  });

  it.each([
    ['OPENAI_BASE_URL', 'ftp://example', /OPENAI_BASE_URL must be an http/],
    ['CHAT_CONCURRENCY', '0', /CHAT_CONCURRENCY/],
    ['CHAT_CONCURRENCY', 'lots', /CHAT_CONCURRENCY/],
    ['CHAT_TIMEOUT_MS', '100', /CHAT_TIMEOUT_MS/],
    ['CHAT_TIMEOUT_MS', '600000', /CHAT_TIMEOUT_MS/],
  ])('refuses to start with %s=%s and names the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('treats an empty key as no key (the local responder)', () => {
    expect(loadConfig({ OPENAI_API_KEY: '  ' }).chat.openaiApiKey).toBeUndefined();
  });
});
