/**
 * `npm run fake-ai [-- --port 4010]`: runs the fake AI providers the tests
 * use, so a person can try the playground without any provider key. Prints
 * the lines to paste into `.env` (stdout), Midjourney's mapping included so
 * the sample prompts that name it run too, then logs each call it answers
 * (stderr) until Ctrl+C.
 */
import { parseArgs } from 'node:util';
import { type FakeRequest, startFakeAiProviders } from '../tests/helpers/fake-ai/fake-ai-server.ts';

const DEFAULT_PORT = 4010;

/**
 * Midjourney has no API: a server maps it to another image model. The tests
 * keep it unmapped (to see it marked unavailable); a person trying the
 * playground wants it to run, through the fake Replicate.
 */
const MIDJOURNEY_STAND_IN = { MIDJOURNEY_MODEL: 'replicate:fake/midjourney-stand-in' };

function portFromArgs(): number {
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a port number, not "${values.port}"`);
  }
  return port;
}

function describeRequest(request: FakeRequest): string {
  const time = new Date().toISOString().slice(11, 19);
  const mode = request.stream ? ' stream' : '';
  const images = request.images.length > 0 ? ` +${request.images.length} image(s)` : '';
  const prompt = request.userText.replace(/\s+/g, ' ').slice(0, 80);
  return `${time} ${request.provider} ${request.endpoint}${mode} ${request.model}${images}: ${prompt}`;
}

function isPortTaken(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
}

async function start(port: number) {
  try {
    return await startFakeAiProviders({
      port,
      onRequest: (request) => console.error(describeRequest(request)),
    });
  } catch (error) {
    if (!isPortTaken(error)) throw error;
    throw new Error(
      `port ${port} is already in use (another npm run fake-ai?). ` +
        `Stop that one, or choose another port: npm run fake-ai -- --port ${port + 1}`,
      { cause: error },
    );
  }
}

async function main() {
  const port = portFromArgs();
  const fake = await start(port);
  console.log(`# Fake AI providers at ${fake.baseUrl}; paste these lines into .env:`);
  const env = { ...fake.env, ...MIDJOURNEY_STAND_IN };
  for (const [name, value] of Object.entries(env)) console.log(`${name}=${value}`);
  console.error(
    '\nIn a prompt, [[fake:fail 500]], [[fake:fail 429]], [[fake:hang]] or [[fake:slow 200]]' +
      ' changes how that one call is answered. Ctrl+C stops.\n',
  );
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`fake AI providers did not start: ${message}`);
  process.exit(1);
});
