/**
 * Security headers on every response (helmet). The CSP allows only our own
 * script files and, by its hash, the one inline script that sets the colour
 * scheme before the first paint; styles may be inline because Mantine writes CSS variables into
 * style attributes and a style tag.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { COLOR_SCHEME_SCRIPT_SOURCE } from '../pages/color-scheme-script.ts';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", COLOR_SCHEME_SCRIPT_SOURCE],
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
