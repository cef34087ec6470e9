/**
 * No Docker engine runs on our machines, so this pins docker-compose.yml's structure instead:
 * every service, its environment, healthchecks (each process's /readyz on its metrics port), grace
 * periods longer than a shutdown may take, and scalable workers without fixed ports.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@citable/config';
import { SERVICE_NAMES } from '@citable/contracts';

interface ComposeService {
  image?: string;
  stop_grace_period?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(readFileSync(fileURLToPath(new URL('../docker-compose.yml', import.meta.url)), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService & { command?: string[] }>;
};

describe('docker-compose.yml', () => {
  it('has the infrastructure and one container per service', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['mailpit', 'nats', 'postgres', ...SERVICE_NAMES].sort());
  });

  it('runs NATS with JetStream and memory/storage limits', () => {
    const conf = readFileSync(fileURLToPath(new URL('../deploy/nats.conf', import.meta.url)), 'utf8');
    expect(compose.services.nats!.command).toEqual(['-c', '/etc/nats/nats.conf']);
    expect(conf).toMatch(/jetstream\s*{[^}]*max_mem:\s*\d+[MG][^}]*max_file:\s*\d+[MG]/s);
  });

  it('gives every service the database, the bus, its SERVICE and a healthcheck', () => {
    for (const name of SERVICE_NAMES) {
      const svc = compose.services[name]!;
      expect(svc.build?.dockerfile, name).toBe('deploy/Dockerfile');
      expect(svc.environment?.SERVICE, name).toBe(name);
      expect(svc.environment?.DATABASE_URL, name).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(svc.environment?.NATS_URL, name).toBe('nats://nats:4222');
      expect(svc.environment?.METRICS_PORT, name).toBe('9464');
      expect(svc.healthcheck?.test.join(' '), name).toContain(`http://127.0.0.1:${svc.environment?.METRICS_PORT}/readyz`);
      // Running jobs get SHUTDOWN_TIMEOUT_MS to finish before Docker's SIGKILL.
      expect(parseInt(svc.stop_grace_period ?? '10s', 10) * 1000, name).toBeGreaterThan(loadConfig({}).SHUTDOWN_TIMEOUT_MS);
      expect(svc.depends_on?.postgres?.condition, name).toBe('service_healthy');
      expect(svc.depends_on?.nats?.condition, name).toBe('service_healthy');
    }
    for (const infra of ['postgres', 'nats', 'mailpit']) expect(compose.services[infra]!.healthcheck, infra).toBeDefined();
  });

  it('sends auth mail to the SMTP catcher and publishes only the gateway and the mail UI', () => {
    expect(compose.services.auth!.environment?.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(compose.services.gateway!.ports).toEqual(['8080:8080']);
    for (const scaled of ['crawler', 'scorer']) expect(compose.services[scaled]!.ports, scaled).toBeUndefined();
  });

  it('builds an image whose entry point is the launcher', () => {
    const dockerfile = readFileSync(fileURLToPath(new URL('../deploy/Dockerfile', import.meta.url)), 'utf8');
    expect(dockerfile).toMatch(/npm ci/);
    expect(dockerfile).toMatch(/apt-get install[^\n]*chromium/);
    expect(dockerfile).toMatch(/citable\.js start --services/);
    // One core per page-check worker (services/scorer/src/page-checks/pool.ts).
    expect(dockerfile).toMatch(/exec node --single-threaded-gc /);
    expect(dockerfile).toMatch(/ENV [^\n]*METRICS_PORT=9464/);
  });
});
