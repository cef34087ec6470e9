/**
 * deploy/k8s, as kustomize builds it (kubectl's own kustomize: `kubectl kustomize deploy/k8s`):
 * every object validates against the Kubernetes and KEDA schemas (kubernetes-models,
 * @kubernetes-models/keda), and agrees with docker-compose.yml (image, SERVICE, probes), with the
 * configuration schema (every variable named exists; every one Citable reads has a home), and with
 * the bus (the KEDA triggers name the real streams and consumers of the crawl and score queues).
 */
import { jetStreamConsumerOf } from '@citable/bus';
import { ConfigSchema, loadConfig } from '@citable/config';
import { QUEUES, SERVICE_NAMES } from '@citable/contracts';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const K8S = `${ROOT}deploy/k8s`;

/** A model class per kind: constructing one and calling validate() checks the object against its schema. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'networking.k8s.io/v1/Ingress': Ingress,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
};

/** Variables a Kubernetes deployment leaves out on purpose. */
const NOT_IN_KUBERNETES: Record<string, string> = {
  DATA_DIR: 'the embedded PGlite folder: Kubernetes runs on Postgres (DATABASE_URL)',
  SERVICES: 'each Deployment runs one service, named by SERVICE (the image\'s entry point)',
  CRAWL_ALLOW_PRIVATE: 'local demos and tests only',
  CRAWL_MAP_ORIGIN: 'local demos and tests only',
};

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

let objects: K8sObject[];
const byKind = (kind: string) => objects.filter((o) => o.kind === kind);
const named = (kind: string, name: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in deploy/k8s`);
  return found;
};

const compose = parse(readFileSync(`${ROOT}docker-compose.yml`, 'utf8'), { merge: true }) as {
  services: Record<string, { image?: string; environment?: Record<string, string>; healthcheck?: { test: string[] }; stop_grace_period?: string }>;
};

beforeAll(() => {
  let built: string;
  try {
    built = execFileSync('kubectl', ['kustomize', K8S], { encoding: 'utf8' });
  } catch (err) {
    throw new Error(`kubectl kustomize deploy/k8s failed (install Debian's kubernetes-client; make test does): ${(err as Error).message}`);
  }
  objects = parseAllDocuments(built).map((doc) => doc.toJS() as K8sObject);
});

describe('deploy/k8s', () => {
  it('lists every manifest in its kustomization, and each listed file exists', () => {
    const kustomization = parse(readFileSync(`${K8S}/kustomization.yaml`, 'utf8')) as { resources: string[] };
    for (const file of kustomization.resources) expect(existsSync(`${K8S}/${file}`), file).toBe(true);
    const manifests = readdirSync(K8S).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(manifests.sort());
  });

  it('builds objects that each validate against their Kubernetes or KEDA schema, all in the citable namespace', () => {
    expect(objects.length).toBe(15);
    for (const object of objects) {
      const Model = MODELS[`${object.apiVersion}/${object.kind}`];
      expect(Model, `a model for ${object.apiVersion} ${object.kind}`).toBeDefined();
      expect(() => new Model!(object as never).validate(), `${object.kind} ${object.metadata.name}`).not.toThrow();
      if (object.kind !== 'Namespace') expect(object.metadata.namespace, object.metadata.name).toBe('citable');
    }
  });

  it('rejects a broken object (the validation is real)', () => {
    const deployment = structuredClone(named('Deployment', 'citable-crawler'));
    deployment.spec.template.spec.containers[0].resources.limits.cpu = { not: 'a quantity' };
    expect(() => new Deployment(deployment as never).validate()).toThrow();
  });

  it('runs every service from the compose image with its SERVICE, the shared settings, probes and resources', () => {
    const metricsPort = Number(named('ConfigMap', 'citable-config').data!.METRICS_PORT);
    expect(String(metricsPort)).toBe(compose.services.gateway!.environment!.METRICS_PORT);
    for (const service of SERVICE_NAMES) {
      const deployment = named('Deployment', `citable-${service}`);
      const pod = deployment.spec.template.spec;
      const container = pod.containers[0];
      expect(container.image, service).toBe(compose.services[service]!.image);
      expect(container.env.find((e: { name: string }) => e.name === 'SERVICE')?.value).toBe(compose.services[service]!.environment!.SERVICE);
      expect(container.envFrom.map((e: Record<string, { name: string }>) => Object.values(e)[0]!.name).sort()).toEqual(['citable-config', 'citable-secrets']);
      expect(container.ports.find((p: { name: string }) => p.name === 'metrics')?.containerPort).toBe(metricsPort);
      // The same endpoints the compose healthcheck asks, on the same port.
      const health = compose.services[service]!.healthcheck!.test.join(' ');
      expect(container.readinessProbe.httpGet, service).toEqual({ path: '/readyz', port: 'metrics' });
      expect(health).toContain(`:${metricsPort}/readyz`);
      expect(container.livenessProbe.httpGet).toEqual({ path: '/livez', port: 'metrics' });
      expect(container.startupProbe.httpGet).toEqual({ path: '/livez', port: 'metrics' });
      for (const kind of ['requests', 'limits']) for (const r of ['cpu', 'memory']) expect(container.resources[kind][r], `${service} ${kind}.${r}`).toBeDefined();
      expect(deployment.spec.selector.matchLabels).toEqual(deployment.spec.template.metadata.labels);
      expect(deployment.spec.template.metadata.annotations['prometheus.io/port']).toBe(String(metricsPort));
    }
    expect(named('Deployment', 'citable-crawler').spec.template.spec.volumes[0].emptyDir).toEqual({ medium: 'Memory', sizeLimit: '512Mi' });
  });

  it('gives pods a grace period longer than a shutdown, itself as long as the jobs\' ack waits', () => {
    const config = loadConfig(Object.fromEntries(Object.entries(named('ConfigMap', 'citable-config').data!)));
    expect(config.SHUTDOWN_TIMEOUT_MS).toBeGreaterThanOrEqual(Math.max(config.CRAWL_ACK_WAIT_MS, config.SCORE_ACK_WAIT_MS, config.CITATION_ACK_WAIT_MS));
    for (const deployment of byKind('Deployment')) {
      const grace = deployment.spec.template.spec.terminationGracePeriodSeconds * 1000;
      expect(grace, deployment.metadata.name).toBeGreaterThan(config.SHUTDOWN_TIMEOUT_MS);
      expect(parseInt(compose.services.crawler!.stop_grace_period!, 10) * 1000).toBe(grace);
    }
  });

  it('names only variables Citable reads, and places every one it reads', () => {
    const known = new Set(Object.keys(ConfigSchema.properties));
    const configMap = Object.keys(named('ConfigMap', 'citable-config').data!);
    const secret = Object.keys(named('Secret', 'citable-secrets').stringData!);
    const perDeployment = byKind('Deployment').flatMap((d) => d.spec.template.spec.containers[0].env.map((e: { name: string }) => e.name));
    for (const name of [...configMap, ...secret, ...perDeployment]) if (name !== 'SERVICE') expect(known.has(name), name).toBe(true);
    expect(configMap.filter((n) => secret.includes(n))).toEqual([]);
    const placed = new Set([...configMap, ...secret, ...perDeployment, ...Object.keys(NOT_IN_KUBERNETES)]);
    expect([...known].filter((n) => !placed.has(n))).toEqual([]);
    // What compose sets, Kubernetes sets too (compose's secrets come from the shell there).
    for (const service of SERVICE_NAMES) for (const name of Object.keys(compose.services[service]!.environment!)) expect(placed.has(name) || name === 'SERVICE', `${service}: ${name}`).toBe(true);
    // Secrets stay out of the ConfigMap.
    for (const name of ['DATABASE_URL', 'ADMIN_PASSWORD', 'SMTP_URL', 'LLM_API_KEY', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'PERPLEXITY_API_KEY', 'BRAVE_API_KEY']) {
      expect(secret, name).toContain(name);
    }
  });

  it('scales crawler and scorer with KEDA on their JetStream consumers, and the gateway on CPU', () => {
    const config = named('ConfigMap', 'citable-config').data!;
    const natsHost = new URL(config.NATS_URL!).hostname;
    const targets = { 'citable-crawler': QUEUES.crawl, 'citable-scorer': QUEUES.pageScore };
    for (const [name, queue] of Object.entries(targets)) {
      const scaled = named('ScaledObject', name);
      expect(scaled.spec.scaleTargetRef.name).toBe(name);
      named('Deployment', name);
      expect(named('Deployment', name).spec.replicas, 'the autoscaler owns the replica count').toBeUndefined();
      const [trigger] = scaled.spec.triggers;
      expect(trigger.type).toBe('nats-jetstream');
      expect({ stream: trigger.metadata.stream, consumer: trigger.metadata.consumer }).toEqual(jetStreamConsumerOf(config.BUS_NAMESPACE!, queue));
      expect(trigger.metadata.natsServerMonitoringEndpoint).toBe(`${natsHost}:8222`);
      expect(Number(trigger.metadata.lagThreshold)).toBeGreaterThan(0);
      expect(scaled.spec.minReplicaCount).toBeGreaterThanOrEqual(1);
      expect(scaled.spec.maxReplicaCount).toBeGreaterThan(scaled.spec.minReplicaCount);
    }
    const hpa = named('HorizontalPodAutoscaler', 'citable-gateway');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'citable-gateway' });
    expect(hpa.spec.metrics[0].resource.name).toBe('cpu');
    expect(named('Deployment', 'citable-gateway').spec.replicas).toBeUndefined();
  });

  it('routes the Ingress to the gateway Service, and the Service to the gateway pods\' HTTP port', () => {
    const service = named('Service', 'citable-gateway');
    const gateway = named('Deployment', 'citable-gateway');
    expect(service.spec.selector).toEqual(gateway.spec.template.metadata.labels);
    const http = gateway.spec.template.spec.containers[0].ports.find((p: { name: string }) => p.name === 'http');
    expect(http.containerPort).toBe(Number(gateway.spec.template.spec.containers[0].env.find((e: { name: string }) => e.name === 'PORT').value));
    expect(service.spec.ports[0].targetPort).toBe('http');
    const backend = named('Ingress', 'citable').spec.rules[0].http.paths[0].backend.service;
    expect(backend).toEqual({ name: 'citable-gateway', port: { name: 'http' } });
  });

  it('documents NATS (Helm values) and Postgres (CloudNativePG) as external dependencies', () => {
    const nats = parse(readFileSync(`${K8S}/dependencies/nats-values.yaml`, 'utf8')) as { config: { jetstream: { enabled: boolean; fileStore: { enabled: boolean } }; monitor: { port: number } } };
    expect(nats.config.jetstream.enabled && nats.config.jetstream.fileStore.enabled).toBe(true);
    expect(nats.config.monitor.port).toBe(8222);
    const [cluster] = parseAllDocuments(readFileSync(`${K8S}/dependencies/postgres-cluster.yaml`, 'utf8')).map((d) => d.toJS());
    expect(cluster.kind).toBe('Cluster');
    expect(cluster.spec.imageName).toMatch(/postgresql:15$/);
  });
});
