/**
 * Security headers on every response (helmet). The CSP allows only our own
 * script files and, by their hashes, the inline scripts the caller names
 * (the pages door's one that sets the colour scheme before the first
 * paint, passed in by app.ts so plumbing need not know the pages); styles
 * may be inline because Mantine writes CSS variables into style attributes
 * and a style tag.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** CSP sources ('sha256-…') of the inline scripts pages may carry. */
  inlineScriptSources: string[];
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { inlineScriptSources }: SecurityHeaderOptions,
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
