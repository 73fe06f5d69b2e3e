import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to the embedded database on 127.0.0.1:3000 with data in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 3000, SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dbDir).toMatch(/data\/db$/);
    expect(config.uploadDir).toMatch(/data\/uploads$/);
  });

  it.each([
    ['PORT', 'abc', 'Invalid configuration: PORT must be a port number (got "abc")'],
    ['DATABASE_URL', 'mysql://x', 'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://x")'],
    ['SEED_DEMO', 'maybe', 'Invalid configuration: SEED_DEMO must be true or false (got "maybe")'],
  ])('names the variable when %s is wrong', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('seeds the demo unless NODE_ENV=production is set, and never its published accounts on a production install', () => {
    expect(loadConfig({})).toMatchObject({ SEED_DEMO: true, seedDemoAccounts: true });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ SEED_DEMO: true, seedDemoAccounts: true });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ SEED_DEMO: false, seedDemoAccounts: false });
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toMatchObject({ SEED_DEMO: true, seedDemoAccounts: false });
    expect(loadConfig({ SEED_DEMO: 'false' })).toMatchObject({ SEED_DEMO: false, seedDemoAccounts: false });
  });

  it('believes X-Forwarded-For only as far as the proxies it is told of, never all of it', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).TRUST_PROXY).toEqual(['10.0.0.2', '10.0.1.0/24']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'Invalid configuration: TRUST_PROXY must be the number of proxies in front (1 behind one load balancer)',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'lb.internal' })).toThrow('TRUST_PROXY must be a number of proxies or a list of their addresses');
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });
});
