/**
 * `npm run lint:openapi`: builds /api/openapi.json from the app and runs
 * both validators on it. Fails on any swagger-parser error, any Redocly
 * error, any Redocly warning not accepted in openapi-checks.ts, and when
 * the committed client types are not those of the document.
 */
import { readFile } from 'node:fs/promises';
import { API_TYPES_FILE, apiTypes } from './api-types.ts';
import { buildOpenApiDocument } from './openapi-document.ts';
import { isAccepted, redoclyProblems, swaggerParserErrors } from './openapi-checks.ts';

const document = await buildOpenApiDocument();
const [parserErrors, problems, types, committed] = await Promise.all([
  swaggerParserErrors(document),
  redoclyProblems(document),
  apiTypes(document),
  readFile(API_TYPES_FILE, 'utf8'),
]);
const typesStale = types !== committed;
if (typesStale) console.error(`${API_TYPES_FILE} is out of date: run npm run openapi:types`);
const refused = problems.filter((problem) => !isAccepted(problem));

for (const error of parserErrors) console.error(`swagger-parser: ${error}`);
for (const problem of refused)
  console.error(
    `redocly ${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.pointer}`,
  );
const errors = problems.filter((problem) => problem.severity === 'error').length;
console.log(
  `OpenAPI ${document.openapi}: swagger-parser ${parserErrors.length} errors; ` +
    `redocly ${errors} errors, ${problems.length - errors} warnings ` +
    `(${problems.length - refused.length} accepted)`,
);
if (parserErrors.length > 0 || refused.length > 0 || typesStale) process.exit(1);
