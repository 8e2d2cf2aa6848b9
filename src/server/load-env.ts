/** Reads .env (when present) into process.env, then parses it once. */
import { existsSync } from 'node:fs';
import { type Env, EnvError, parseEnv } from './env.ts';

export function loadEnvOrExit(): Env {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
