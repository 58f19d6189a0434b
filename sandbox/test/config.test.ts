import { describe, expect, it } from 'vitest';
import { loadSandboxConfig, SandboxConfigError } from '../src/config.ts';

describe('sandbox configuration (src/config.ts)', () => {
  it('applies the defaults of its schema', () => {
    expect(loadSandboxConfig({})).toMatchObject({
      port: 4010,
      host: 'localhost',
      production: false,
      logLevel: 'info',
      payPageOrigins: [],
    });
  });

  it('converts and keeps valid values', () => {
    expect(
      loadSandboxConfig({
        SANDBOX_PORT: '4110',
        NODE_ENV: 'production',
        SANDBOX_PAY_PAGE_ORIGINS: 'https://guest.example.com, https://app.example.org',
      }),
    ).toMatchObject({
      port: 4110,
      production: true,
      payPageOrigins: ['https://guest.example.com', 'https://app.example.org'],
    });
  });

  it('names every bad variable with what it must be and its value, never a secret’s', () => {
    const secret = 'short-secret-value';
    let message = '';
    try {
      loadSandboxConfig({ SANDBOX_PORT: '0', LOG_LEVEL: 'loud', SANDBOX_JWT_SECRET: secret });
    } catch (error) {
      expect(error).toBeInstanceOf(SandboxConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain("SANDBOX_PORT must be a port number from 1 to 65535, got '0'");
    expect(message).toContain(
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'",
    );
    expect(message).toContain('SANDBOX_JWT_SECRET must be at least 32 characters');
    expect(message).not.toContain(secret);
  });
});
