import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives every setting its documented default', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LIBRARY_CACHE_ENTRIES).toBe(1000);
    expect(env.SEED_ON_EMPTY).toBe(true);
    expect(env.MAX_REQUESTS_IN_FLIGHT).toBeUndefined(); // chosen by database in app.ts
    expect(env.MAX_QUEUE_WAIT_MS).toBe(2000);
    expect(env.HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(env.REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it('requires PUBLIC_URL in production, naming it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/^\s+PUBLIC_URL: is required/m);
    const env = parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://prompts.example.com' });
    expect(env.PUBLIC_URL).toBe('https://prompts.example.com');
  });

  it('treats an empty value as not set', () => {
    expect(parseEnv({ LIBRARY_CACHE_ENTRIES: '' }).LIBRARY_CACHE_ENTRIES).toBe(1000);
  });

  it('accepts a comma-separated list of origins for CORS', () => {
    const value = 'https://tools.example.com, http://localhost:3000/';
    expect(parseEnv({ CORS_ORIGINS: value }).CORS_ORIGINS).toBe(value);
  });

  it('accepts 0 to turn the library cache off', () => {
    expect(parseEnv({ LIBRARY_CACHE_ENTRIES: '0' }).LIBRARY_CACHE_ENTRIES).toBe(0);
  });

  it.each([
    ['LIBRARY_CACHE_ENTRIES', '-1'],
    ['LIBRARY_CACHE_ENTRIES', 'lots'],
    ['SEED_ON_EMPTY', 'sometimes'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['MAX_QUEUE_WAIT_MS', '0'],
    ['HEADERS_TIMEOUT_MS', 'soon'],
    ['CORS_ORIGINS', 'https://tools.example.com/path'],
    ['CORS_ORIGINS', 'tools.example.com'],
    ['CORS_ORIGINS', 'https://ok.example.com,ftp://files.example.com'],
  ])('stops on %s=%s and names the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`^\\s+${name}:`, 'm'));
  });
});
