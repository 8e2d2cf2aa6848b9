/**
 * The two validators the OpenAPI document must pass (decision 033):
 * swagger-parser's validation (the OpenAPI 3.1 schema, and every `$ref`
 * resolves) and Redocly's lint with its recommended rules, run as its CLI.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REDOCLY = path.join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  pointer: string;
}

/** swagger-parser's complaints (none when the document is valid). */
export async function swaggerParserErrors(document: object): Promise<string[]> {
  try {
    // It resolves references in place: give it a copy.
    await SwaggerParser.validate(structuredClone(document) as never);
    return [];
  } catch (error) {
    const details = (error as { details?: { instancePath?: string; message?: string }[] }).details;
    if (details?.length)
      return details.map((detail) => `${detail.instancePath ?? ''} ${detail.message ?? ''}`);
    return [(error as Error).message];
  }
}

interface RedoclyReport {
  problems: {
    ruleId: string;
    severity: 'error' | 'warn';
    message: string;
    location: { pointer: string }[];
  }[];
}

/** Redocly CLI's lint with the recommended rules: every problem, errors and warnings. */
export async function redoclyProblems(document: object): Promise<LintProblem[]> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-redocly-'));
  const file = path.join(folder, 'openapi.json');
  try {
    await writeFile(file, JSON.stringify(document));
    const env = {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      NO_COLOR: '1',
    };
    // It exits 1 when it finds errors; the report is on stdout either way.
    const stdout = await run(process.execPath, [REDOCLY, 'lint', file, '--format=json'], {
      env,
      cwd: folder,
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      (result) => result.stdout,
      (error: { stdout?: string }) => {
        if (!error.stdout) throw error;
        return error.stdout;
      },
    );
    const report = JSON.parse(stdout) as RedoclyReport;
    return report.problems.map((problem) => ({
      ruleId: problem.ruleId,
      severity: problem.severity,
      message: problem.message,
      pointer: problem.location[0]?.pointer ?? '',
    }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The warnings the document keeps on purpose (decision 033). Any other
 * warning fails the check like an error.
 */
export const ACCEPTED_WARNINGS: { ruleId: string; pointer: string; why: string }[] = [
  { ruleId: 'info-license', pointer: '#/info', why: 'the project has not chosen a licence yet' },
  {
    ruleId: 'operation-2xx-response',
    pointer: '#/paths/~1api~1auth~1google~1start/get/responses',
    why: 'a browser redirect (302), not a call for integrators',
  },
  {
    ruleId: 'operation-2xx-response',
    pointer: '#/paths/~1api~1auth~1google~1callback/get/responses',
    why: 'a browser redirect (302), not a call for integrators',
  },
];

export function isAccepted(problem: LintProblem): boolean {
  return (
    problem.severity === 'warn' &&
    ACCEPTED_WARNINGS.some(
      (accepted) => accepted.ruleId === problem.ruleId && accepted.pointer === problem.pointer,
    )
  );
}
