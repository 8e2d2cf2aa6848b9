/**
 * The parts of the cluster: a fresh Postgres database, a Redis database
 * number, s3rver, the fake AI providers, app instances from the built
 * server (dist/server/index.js) and nginx running deploy/nginx/prompt-hub.conf.
 * Each part returns its own way to stop; run-cluster.ts stops them all.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { call } from './cluster-http.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = path.join(ROOT, 'dist/server/index.js');
const NGINX_SITE = path.join(ROOT, 'deploy/nginx/prompt-hub.conf');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface ClusterDatabase {
  url: string;
  sql: postgres.Sql;
  drop(): Promise<void>;
}

/** A new database (cluster_<random>) on the server the admin URL names. */
export async function createDatabase(adminUrl: string): Promise<ClusterDatabase> {
  const name = `cluster_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  return {
    url: url.toString(),
    sql,
    drop: async () => {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

export interface Instance {
  name: string;
  port: number;
  base: string;
  child: ChildProcess | null;
  start(): Promise<void>;
  /** SIGTERM (graceful: drains, then closes) or SIGKILL; resolves on exit. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<number | null>;
}

async function waitReady(base: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`instance ${name} exited (${child.exitCode}) while starting`);
    const reply = await call(base, { path: '/api/readyz', timeoutMs: 2000 }).catch(() => null);
    if (reply?.status === 200) return;
    await sleep(100);
  }
  throw new Error(`instance ${name} was not ready within 90 s`);
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** An instance of the built server, logging to <logDir>/<name>.log. */
export function defineInstance(
  name: string,
  port: number,
  env: Record<string, string>,
  logDir: string,
): Instance {
  const instance: Instance = {
    name,
    port,
    base: `http://127.0.0.1:${port}`,
    child: null,
    start: async () => {
      const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
      // cwd is the log folder, so a developer's .env in the checkout is not read.
      const child = spawn(process.execPath, [SERVER_ENTRY], {
        cwd: logDir,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          ...env,
          PORT: String(port),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(log);
      child.stderr.pipe(log);
      instance.child = child;
      await waitReady(instance.base, child, name);
    },
    stop: async (signal) => {
      const child = instance.child;
      if (!child) return null;
      child.kill(signal);
      const code = await exited(child);
      instance.child = null;
      return code;
    },
  };
  return instance;
}

export function assertBuilt(): void {
  if (!existsSync(SERVER_ENTRY) || !existsSync(path.join(ROOT, 'dist/client/index.html'))) {
    throw new Error('Build first: npm run build (the cluster runs dist/server/index.js)');
  }
}

export interface Nginx {
  base: string;
  accessLog: string;
  stop(): Promise<void>;
}

function nginxBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], {
    encoding: 'utf8',
  });
  const binary = found.stdout.trim().split('\n')[0];
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx)');
  return binary;
}

/** The site's own access log line, which names the system's log folder. */
const SITE_ACCESS_LOG = 'access_log /var/log/nginx/access.log prompt_hub;';

/**
 * The committed site file with the compose names, port and log folder
 * swapped for local ones. An access_log in the server block replaces the
 * http block's, so the script's own log (with the upstream each request
 * went to) is named here too, beside the site's.
 */
async function siteFor(
  ports: { a: number; b: number; listen: number },
  dir: string,
): Promise<string> {
  const site = await readFile(NGINX_SITE, 'utf8');
  const swapped = site
    .replace('server app-a:3000', `server 127.0.0.1:${ports.a}`)
    .replace('server app-b:3000', `server 127.0.0.1:${ports.b}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${ports.listen};`)
    .replace(
      SITE_ACCESS_LOG,
      `access_log ${dir}/site-access.log prompt_hub;\n    access_log ${dir}/access.log cluster;`,
    );
  if (
    swapped.includes('app-a:') ||
    swapped.includes('listen 80;') ||
    swapped.includes('/var/log/nginx')
  ) {
    throw new Error(`${NGINX_SITE} no longer has the lines the cluster script rewrites`);
  }
  return swapped;
}

/** What the Debian package's nginx.conf would wrap the site in, in a temporary folder. */
function mainConfig(dir: string, site: string): string {
  return `daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format cluster '$request_method $uri $status upstream=$upstream_addr upstream_status=$upstream_status t=$request_time';
  access_log ${dir}/access.log cluster;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

export async function startNginx(ports: { a: number; b: number; listen: number }): Promise<Nginx> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-nginx-'));
  // Workers run as nobody when nginx starts as root: they must reach the temp paths.
  await chmod(dir, 0o755);
  const config = path.join(dir, 'nginx.conf');
  await writeFile(config, mainConfig(dir, await siteFor(ports, dir)));
  const child = spawn(nginxBinary(), ['-p', dir, '-c', config, '-e', `${dir}/error.log`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${ports.listen}`;
  const deadline = Date.now() + 10_000;
  while (
    (await call(base, { path: '/api/healthz', timeoutMs: 1000 }).catch(() => null))?.status !== 200
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(
        `nginx did not start: ${await readFile(`${dir}/error.log`, 'utf8').catch(() => '')}`,
      );
    }
    await sleep(100);
  }
  return {
    base,
    accessLog: path.join(dir, 'access.log'),
    stop: async () => {
      if (child.exitCode === null) {
        // SIGQUIT: nginx's graceful stop.
        child.kill('SIGQUIT');
        await exited(child);
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
