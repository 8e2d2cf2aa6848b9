/**
 * The keys the fake expects and the environment that points every provider
 * at it. The keys are fixed so a person can paste the lines into `.env` once.
 */

export const FAKE_KEYS = {
  openai: 'fake-openai-key',
  anthropic: 'fake-anthropic-key',
  google: 'fake-google-key',
  llama: 'fake-llama-key',
  replicate: 'fake-replicate-token',
} as const;

/** The paths each provider's SDK appends its endpoints to (each base as the SDK expects it). */
export function fakeAiEnv(baseUrl: string): Record<string, string> {
  return {
    OPENAI_API_KEY: FAKE_KEYS.openai,
    OPENAI_BASE_URL: `${baseUrl}/openai/v1`,
    ANTHROPIC_API_KEY: FAKE_KEYS.anthropic,
    ANTHROPIC_BASE_URL: `${baseUrl}/anthropic/v1`,
    GOOGLE_GENERATIVE_AI_API_KEY: FAKE_KEYS.google,
    GOOGLE_GENERATIVE_AI_BASE_URL: `${baseUrl}/google/v1beta`,
    LLAMA_BASE_URL: `${baseUrl}/llama/v1`,
    LLAMA_API_KEY: FAKE_KEYS.llama,
    LLAMA_MODEL: 'llama3.1',
    REPLICATE_API_TOKEN: FAKE_KEYS.replicate,
    REPLICATE_BASE_URL: `${baseUrl}/replicate/v1`,
    DEEPFLOYD_MODEL: 'deepfloyd/if-fake',
  };
}
