/**
 * The REST door's OpenAPI document as the app serves it, raw or with every
 * `$ref` replaced by what it names (for tests that walk schemas).
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';

export async function openApiDocument(app: FastifyInstance): Promise<OpenAPIV3_1.Document> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`openapi.json: ${response.statusCode}`);
  return response.json<OpenAPIV3_1.Document>();
}

/** The document with its references resolved in place (a fresh copy each call). */
export async function dereferencedOpenApi(app: FastifyInstance): Promise<OpenAPIV3_1.Document> {
  const document = await openApiDocument(app);
  return (await SwaggerParser.dereference(document)) as OpenAPIV3_1.Document;
}
