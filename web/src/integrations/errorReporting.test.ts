import { describe, expect, it } from 'vitest';
import { isErrorReportingEnabled } from './errorReporting.ts';

describe('error reporting', () => {
  it('runs only in production and only with a DSN', () => {
    const dsn = 'https://key@errors.example/1';
    expect(isErrorReportingEnabled('production', dsn)).toBe(true);
    expect(isErrorReportingEnabled('production', '')).toBe(false);
    for (const environment of ['stage', 'test', 'development'] as const) {
      expect(isErrorReportingEnabled(environment, dsn), environment).toBe(false);
    }
  });
});
