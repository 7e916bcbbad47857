import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueueKeys } from 'bullmq';
import { parseAllDocuments } from 'yaml';
import { ALL_QUEUES } from '../../libs/contracts/src/queues';
import { loadConfig } from '../../services/api/src/config/app-config';

/**
 * infra/k8s: every object is checked against its real schema (the Kubernetes OpenAPI schema, and
 * KEDA's CRD schema for the ScaledObject, through infra/checks/validate-k8s.mjs), then against what
 * the app needs: selectors that select, probes on the API's own endpoints, a grace period longer
 * than a chat reply may take, every queue consumed, and KEDA watching the Redis list BullMQ
 * really uses for the chat queue.
 */
const root = join(__dirname, '..', '..');
const k8s = join(root, 'infra', 'k8s');

type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: unknown;
  data?: unknown;
  stringData?: unknown;
};
type Container = {
  name: string;
  image: string;
  command?: string[];
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
};
type Deployment = K8sObject & {
  spec: {
    replicas?: number;
    selector: { matchLabels: Record<string, string> };
    template: {
      metadata: { labels: Record<string, string> };
      spec: { containers: Container[]; terminationGracePeriodSeconds?: number };
    };
  };
};
type ValidationResult = { index: number; kind: string; name?: string; errors: string[] };

function parseFile(file: string): K8sObject[] {
  return parseAllDocuments(readFileSync(join(k8s, file), 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.map((error) => error.message).join('; ')}`);
    return document.toJS() as K8sObject;
  });
}

function validate(objects: unknown[]): ValidationResult[] {
  const output = execFileSync(process.execPath, [join(root, 'infra', 'checks', 'validate-k8s.mjs')], {
    cwd: root,
    input: JSON.stringify(objects),
    encoding: 'utf8',
  });
  return JSON.parse(output) as ValidationResult[];
}

const kustomization = parseFile('kustomization.yaml')[0] as unknown as { resources: string[]; images: Array<{ name: string }> };
const yamlFiles = readdirSync(k8s).filter((file) => file.endsWith('.yaml'));
const applied = kustomization.resources.flatMap(parseFile);
const secretExample = parseFile('secret.example.yaml')[0]!;
const all = [...applied, secretExample];

const byKind = <T extends K8sObject>(kind: string) => applied.filter((object) => object.kind === kind) as T[];
const deployments = byKind<Deployment>('Deployment');
const deployment = (name: string) => {
  const found = deployments.find((candidate) => candidate.metadata.name === name);
  if (!found) throw new Error(`no Deployment ${name}`);
  return found;
};
const container = (name: string) => deployment(name).spec.template.spec.containers[0]!;
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

const configMap = byKind<K8sObject & { data: Record<string, string> }>('ConfigMap').find(
  (object) => object.metadata.name === 'renewed-config',
)!;
const secretData = (secretExample as K8sObject & { stringData: Record<string, string> }).stringData;

describe('Kubernetes manifests (infra/k8s)', () => {
  it('applies every manifest file through kustomization.yaml, except the example Secret', () => {
    const expected = yamlFiles.filter((file) => file !== 'kustomization.yaml' && file !== 'secret.example.yaml');
    expect([...kustomization.resources].sort()).toEqual(expected.sort());
  });

  it('validates every object against the Kubernetes OpenAPI schema and KEDA’s CRD schema', () => {
    const results = validate(all);
    expect(results.filter((result) => result.errors.length > 0)).toEqual([]);
    expect(results.map((result) => result.kind)).toEqual(
      expect.arrayContaining([
        'apps/v1/Deployment',
        'v1/Service',
        'autoscaling/v2/HorizontalPodAutoscaler',
        'policy/v1/PodDisruptionBudget',
        'keda.sh/v1alpha1/ScaledObject',
      ]),
    );
  });

  it('has a validator that rejects schema violations (so the check above means something)', () => {
    const broken = JSON.parse(JSON.stringify(all)) as Array<K8sObject & { spec: Record<string, unknown> }>;
    const api = broken.find(
      (object) => object.kind === 'Deployment' && object.metadata.name === 'renewed-api',
    ) as unknown as Deployment;
    (api.spec.template.spec.containers[0]!.ports![0] as { containerPort: unknown }).containerPort = 'eighty';
    const scaled = broken.find((object) => object.kind === 'ScaledObject')!;
    (scaled.spec as { pollingInterval: unknown }).pollingInterval = 'often';
    const hpa = broken.find((object) => object.kind === 'HorizontalPodAutoscaler')!;
    delete (hpa.spec as { maxReplicas?: number }).maxReplicas;
    const failures = validate(broken).filter((result) => result.errors.length > 0);
    expect(failures.map((failure) => `${failure.kind} ${failure.name}`).sort()).toEqual(
      [
        'apps/v1/Deployment renewed-api',
        'autoscaling/v2/HorizontalPodAutoscaler renewed-api',
        'keda.sh/v1alpha1/ScaledObject renewed-chat-worker',
      ].sort(),
    );
    expect(validate([{ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'x' } }])[0]!.errors).toEqual(['no schema for v1/Pod']);
  });

  it('runs web, api, chat-worker and jobs-worker, each selecting its own pods', () => {
    expect(deployments.map((object) => object.metadata.name).sort()).toEqual(
      ['renewed-api', 'renewed-chat-worker', 'renewed-jobs-worker', 'renewed-web'].sort(),
    );
    for (const object of deployments) {
      expect(matches(object.spec.selector.matchLabels, object.spec.template.metadata.labels)).toBe(true);
    }
  });

  it('gives web and api Services whose selectors and target ports reach a Deployment', () => {
    const services = byKind<
      K8sObject & { spec: { selector: Record<string, string>; ports: Array<{ targetPort: string | number }> } }
    >('Service');
    expect(services.map((service) => service.metadata.name).sort()).toEqual(['renewed-api', 'renewed-web']);
    for (const service of services) {
      const target = deployments.filter((object) => matches(service.spec.selector, object.spec.template.metadata.labels));
      expect(target.map((object) => object.metadata.name)).toEqual([service.metadata.name]);
      const portNames = target[0]!.spec.template.spec.containers.flatMap((item) => (item.ports ?? []).map((port) => port.name));
      for (const port of service.spec.ports) expect(portNames).toContain(port.targetPort);
    }
  });

  it('points the web tier at the api Service, on the port the api listens on', () => {
    const upstream = container('renewed-web').env!.find((variable) => variable.name === 'API_UPSTREAM')!.value;
    expect(upstream).toBe(`renewed-api:${configMap.data.PORT}`);
    expect(container('renewed-web').ports![0]!.containerPort).toBe(
      Number(container('renewed-web').env!.find((variable) => variable.name === 'NGINX_PORT')!.value),
    );
  });

  it('probes the api: liveness on /api/health, readiness on /api/ready', () => {
    const api = container('renewed-api');
    expect(api.livenessProbe?.httpGet?.path).toBe('/api/health');
    expect(api.readinessProbe?.httpGet?.path).toBe('/api/ready');
    expect(api.ports!.map((port) => port.name)).toContain(api.readinessProbe!.httpGet!.port);
    expect(api.ports![0]!.containerPort).toBe(Number(configMap.data.PORT));
  });

  it('sets CPU and memory requests and limits on every container', () => {
    for (const object of deployments) {
      for (const item of object.spec.template.spec.containers) {
        expect({
          name: object.metadata.name,
          requests: Object.keys(item.resources?.requests ?? {}).sort(),
          limits: Object.keys(item.resources?.limits ?? {}).sort(),
        }).toEqual({
          name: object.metadata.name,
          requests: ['cpu', 'memory'],
          limits: ['cpu', 'memory'],
        });
      }
    }
  });

  it('autoscales the api with an HPA and the chat worker with KEDA, leaving their replica counts to them', () => {
    const hpa = byKind<K8sObject & { spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number } }>(
      'HorizontalPodAutoscaler',
    );
    expect(hpa.map((object) => object.spec.scaleTargetRef)).toEqual([
      { apiVersion: 'apps/v1', kind: 'Deployment', name: 'renewed-api' },
    ]);
    expect(hpa[0]!.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(deployment('renewed-api').spec.replicas).toBeUndefined();
    expect(deployment('renewed-chat-worker').spec.replicas).toBeUndefined();
  });

  it('has a PodDisruptionBudget for every Deployment', () => {
    const budgets = byKind<K8sObject & { spec: { selector: { matchLabels: Record<string, string> } } }>('PodDisruptionBudget');
    for (const object of deployments) {
      expect(
        budgets.filter((budget) => matches(budget.spec.selector.matchLabels, object.spec.template.metadata.labels)),
      ).toHaveLength(1);
    }
  });

  it('runs api and workers from the api image, workers with worker.js, every queue consumed by exactly one worker Deployment', () => {
    const images = kustomization.images.map((image) => image.name);
    const workers = deployments.filter((object) =>
      container(object.metadata.name).command?.includes('services/api/dist/worker.js'),
    );
    expect(workers.map((object) => object.metadata.name).sort()).toEqual(['renewed-chat-worker', 'renewed-jobs-worker']);
    expect(container('renewed-api').command).toEqual(['node', 'services/api/dist/main.js']);
    for (const name of ['renewed-api', 'renewed-chat-worker', 'renewed-jobs-worker']) {
      expect(container(name).image).toBe('renewed/api');
      expect(images).toContain(container(name).image);
    }
    expect(images).toContain(container('renewed-web').image);
    const consumed = workers.flatMap((object) =>
      container(object.metadata.name)
        .env!.find((variable) => variable.name === 'WORKER_QUEUES')!
        .value!.split(','),
    );
    expect([...consumed].sort()).toEqual([...ALL_QUEUES].sort());
    expect(container('renewed-chat-worker').env!.find((variable) => variable.name === 'WORKER_QUEUES')!.value).toBe('chat');
  });

  it('gives every api and worker pod settings the API accepts (ConfigMap + the example Secret, through its own config schema)', () => {
    for (const name of ['renewed-api', 'renewed-chat-worker', 'renewed-jobs-worker']) {
      const item = container(name);
      expect(item.envFrom).toEqual([
        { configMapRef: { name: 'renewed-config' } },
        { secretRef: { name: secretExample.metadata.name } },
      ]);
      const env = {
        ...configMap.data,
        ...secretData,
        ...Object.fromEntries((item.env ?? []).map((variable) => [variable.name, variable.value])),
      };
      const config = loadConfig(env);
      expect(config).toMatchObject({ queueDriver: 'bullmq', host: '0.0.0.0', port: 8080 });
      expect(config.mongoUri).toMatch(/replicaSet=/);
    }
  });

  it('lets a worker finish its jobs on SIGTERM: the grace period outlasts a chat reply', () => {
    const chatTimeoutMs = Number(configMap.data.CHAT_TIMEOUT_MS);
    expect(chatTimeoutMs).toBe(loadConfig({ ...configMap.data, ...secretData }).chat.timeoutMs);
    expect(deployment('renewed-chat-worker').spec.template.spec.terminationGracePeriodSeconds! * 1000).toBeGreaterThan(
      chatTimeoutMs,
    );
    expect(deployment('renewed-jobs-worker').spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(30);
  });

  it('scales the chat worker on the length of BullMQ’s wait list of the chat queue, with Redis settings its pods carry', () => {
    type Trigger = { type: string; metadata: Record<string, string> };
    const [scaled, ...others] = byKind<
      K8sObject & {
        spec: { scaleTargetRef: { name: string }; minReplicaCount: number; maxReplicaCount: number; triggers: Trigger[] };
      }
    >('ScaledObject');
    expect(others).toEqual([]);
    expect(scaled!.spec.scaleTargetRef.name).toBe('renewed-chat-worker');
    expect(scaled!.spec.minReplicaCount).toBeGreaterThanOrEqual(1);
    const [trigger] = scaled!.spec.triggers;
    expect(trigger!.type).toBe('redis');
    // BullMQ's own key builder: `<prefix>:<queue>:wait`, the list its addStandardJob script LPUSHes to.
    expect(trigger!.metadata.listName).toBe(new QueueKeys(configMap.data.QUEUE_PREFIX).toKey('chat', 'wait'));
    expect(Number(trigger!.metadata.listLength)).toBeGreaterThan(0);
    // addressFromEnv / passwordFromEnv name variables of the scaled container: the Secret it loads has them.
    expect(container('renewed-chat-worker').envFrom).toContainEqual({ secretRef: { name: 'renewed-secrets' } });
    expect(secretData[trigger!.metadata.addressFromEnv!]).toMatch(/^[^:/\s]+:\d+$/);
    expect(secretData).toHaveProperty(trigger!.metadata.passwordFromEnv!);
    const url = new URL(secretData.REDIS_URL!);
    expect(`${url.hostname}:${url.port}`).toBe(secretData[trigger!.metadata.addressFromEnv!]);
  });
});
