/**
 * TypeScript types of the OpenAPI document, by openapi-typescript, as the
 * committed tests/generated/rest-api.ts holds them (decision 033). Files
 * (format: binary) are typed as Blob, what a FormData takes.
 */
import prettier from 'prettier';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

export const API_TYPES_FILE = 'tests/generated/rest-api.ts';

const HEADER = `/**
 * Generated from /api/openapi.json by \`npm run openapi:types\` (scripts/api-types.ts).
 * Do not edit: \`npm run lint:openapi\` fails when this differs from the document.
 */
`;

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

export async function apiTypes(document: object): Promise<string> {
  const ast = await openapiTS(structuredClone(document) as never, {
    // A field with a default may be left out of a request: optional, as zod reads it.
    defaultNonNullable: false,
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  const source = HEADER + astToString(ast);
  const options = (await prettier.resolveConfig(API_TYPES_FILE)) ?? {};
  return prettier.format(source, { ...options, filepath: API_TYPES_FILE });
}
