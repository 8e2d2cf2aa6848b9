/** `npm run openapi:types`: writes the typed client's types from the app's document. */
import { writeFile } from 'node:fs/promises';
import { API_TYPES_FILE, apiTypes } from './api-types.ts';
import { buildOpenApiDocument } from './openapi-document.ts';

await writeFile(API_TYPES_FILE, await apiTypes(await buildOpenApiDocument()));
console.log(`wrote ${API_TYPES_FILE}`);
