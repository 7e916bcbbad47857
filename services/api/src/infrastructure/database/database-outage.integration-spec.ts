import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { DATABASE_UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../common/all-exceptions.filter';
import {
  api,
  eventually,
  isolatedNames,
  newSessionId,
  requiredEnv,
  startApi,
  testConfig,
  type RunningApi,
} from '../../../test/harness';

/**
 * A TCP relay between the gateway and the test's real mongod. "Resetting" closes every open
 * connection and every new one as soon as the driver speaks: what the gateway sees when MongoDB
 * restarts or the network drops.
 */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let resetting = false;
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (resetting) {
      client.once('data', () => client.resetAndDestroy());
      return;
    }
    const upstream = createConnection(target);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    reset(on: boolean) {
      resetting = on;
      if (on) for (const socket of sockets) socket.resetAndDestroy();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const symptom = () => ({
  symptomType: 'hot_flash',
  severity: 3,
  duration: 5,
  triggers: [],
  reliefMethods: [],
  notes: '',
  timestamp: new Date(Date.now() - 60_000).toISOString(),
});

describe('a lost MongoDB connection', () => {
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let gateway: RunningApi;

  beforeAll(async () => {
    const mongod = new URL(requiredEnv('TEST_MONGODB_URI'));
    relay = await startRelay({ host: mongod.hostname, port: Number(mongod.port) });
    const names = isolatedNames('database_outage');
    gateway = await startApi(
      testConfig({ driver: 'inline', ...names, env: { MONGODB_URI: `mongodb://127.0.0.1:${relay.port}/${names.database}` } }),
    );
  }, 30_000);

  afterAll(async () => {
    await gateway?.close();
    await relay?.close();
  });

  it('answers 503 with Retry-After and a readable message while it is lost, and works again once it is back', async () => {
    const session = newSessionId();
    expect((await api(gateway.baseUrl, '/api/symptoms/log', { method: 'POST', session, body: symptom() })).status).toBe(201);

    relay.reset(true);
    const during = await api(gateway.baseUrl, '/api/symptoms/log', { method: 'POST', session, body: symptom() });
    expect({ status: during.status, retryAfter: during.headers.get('retry-after'), body: during.json }).toEqual({
      status: 503,
      retryAfter: String(UNAVAILABLE_RETRY_AFTER_SECONDS),
      body: { statusCode: 503, error: 'Service Unavailable', code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE },
    });
    const read = await api(gateway.baseUrl, '/api/symptoms', { session });
    expect(read.status).toBe(503);

    relay.reset(false);
    await eventually(async () => {
      const after = await api(gateway.baseUrl, '/api/symptoms/log', { method: 'POST', session, body: symptom() });
      return after.status === 201 ? true : undefined;
    }, 20_000);
  }, 40_000);
});
