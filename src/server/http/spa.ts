/**
 * Serves the built SPA: hashed assets cached for a year, index.html never
 * cached, and every other GET for a page falls back to index.html so the
 * client router can take it (history fallback).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../errors.ts';
import { sendError } from '../rest/rest-errors.ts';

const API_PREFIXES = ['/api/', '/trpc/', '/uploads/'];

export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ clientDir }, 'no built client found: run `npm run build` to serve the web app');
    app.get('/', (_request, reply) =>
      reply
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build`, then restart.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    index: false,
    setHeaders(response, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    },
  });
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      request.method === 'GET' &&
      !API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) &&
      !path.extname(pathname) &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return sendIndex(reply);
    // The static wildcard route catches GET /api/*, so its misses land here.
    if (pathname.startsWith('/api/'))
      return sendError(reply, new AppError('NOT_FOUND', `No route for GET ${pathname}`));
    return reply.code(404).type('text/plain').send('Not found');
  });
}
