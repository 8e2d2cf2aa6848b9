/**
 * compose.yaml, read without a container engine (none runs here): it
 * parses, every variable it gives the app is one env.ts reads and together
 * they pass its checks, no secret is written in it, and nginx's site file
 * names the app services on their port. What a real `docker compose up`
 * would add (pulling images, MinIO's bucket set-up) is not run here;
 * npm run test:cluster runs the same topology without containers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_NAMES, parseEnv } from './env.ts';

const root = new URL('../../', import.meta.url);
const COMPOSE = readFileSync(new URL('compose.yaml', root), 'utf8');
const NGINX_SITE = readFileSync(new URL('deploy/nginx/prompt-hub.conf', root), 'utf8');

interface Service {
  build?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(COMPOSE, { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const APPS = ['app-a', 'app-b'];

/** What Compose does with ${NAME:?message} (the deployer's .env) and ${NAME:-default}. */
function interpolate(value: string, fromDotEnv: Record<string, string>): string {
  return value.replace(
    /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
    (_whole, name: string, kind, rest: string) =>
      kind === '-' ? (fromDotEnv[name] ?? rest) : (fromDotEnv[name] ?? ''),
  );
}

const DOT_ENV = {
  POSTGRES_PASSWORD: 'a-long-database-password',
  S3_ACCESS_KEY_ID: 'prompthub-app',
  S3_SECRET_ACCESS_KEY: 'a-long-store-secret',
  PUBLIC_URL: 'https://prompts.example.com',
};

function appEnvironment(name: string): Record<string, string> {
  const environment = services[name]?.environment ?? {};
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [key, interpolate(String(value), DOT_ENV)]),
  );
}

describe('compose.yaml', () => {
  it('runs Postgres, Redis, an S3-compatible store, two app instances and nginx', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', 'minio', 'bucket', ...APPS, 'nginx']),
    );
    for (const app of APPS) expect(services[app]?.build).toBe('.');
  });

  it.each(APPS)('gives %s only variables env.ts reads, and they pass its checks', (app) => {
    const environment = appEnvironment(app);
    const unknown = Object.keys(environment).filter((name) => !ENV_NAMES.includes(name));
    expect(unknown).toEqual([]);
    const env = parseEnv(environment);
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      TRUST_PROXY: true,
      DATABASE_URL: 'postgres://prompthub:a-long-database-password@postgres:5432/prompthub',
      REDIS_URL: 'redis://redis:6379/0',
      S3_BUCKET: 'prompt-hub-files',
      S3_ENDPOINT: 'http://minio:9000',
      PUBLIC_URL: 'https://prompts.example.com',
    });
    expect(env.SHUTDOWN_DRAIN_MS).toBeGreaterThan(0);
  });

  it("writes no secret: each comes from the deployer's .env, and a missing one stops Compose", () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (!/PASSWORD|SECRET|TOKEN|API_KEY|ACCESS_KEY/.test(key)) continue;
        expect(String(value), `${name}.${key}`).toMatch(/^\$\{\w+:[?-][^}]*\}$/);
      }
    }
    expect(services['app-a']?.environment?.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?');
  });

  it('checks each instance by its readiness, and starts the second once the first is healthy', () => {
    for (const app of APPS)
      expect(services[app]?.healthcheck?.test.join(' ')).toContain('scripts/healthcheck.mjs');
    // The image's own probe, which asks for readiness.
    expect(readFileSync('scripts/healthcheck.mjs', 'utf8')).toContain('/api/readyz');
    expect(services['app-b']?.depends_on?.['app-a']?.condition).toBe('service_healthy');
  });

  it("mounts nginx's site file, whose upstream names both instances on the app's port", () => {
    expect(services.nginx?.volumes).toContain(
      './deploy/nginx/prompt-hub.conf:/etc/nginx/conf.d/default.conf:ro',
    );
    const port = appEnvironment('app-a').PORT;
    for (const app of APPS) expect(NGINX_SITE).toContain(`server ${app}:${port} `);
    expect(NGINX_SITE).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
  });
});
