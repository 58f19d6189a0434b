import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readPropertyKeyOverride } from '../shell/debug/propertyKeyOverride.ts';
import { storePropertyKeyOverride } from '../shell/debug/storedPropertyKey.ts';
import {
  environmentForHost,
  readEnvironmentOverride,
  resolveEnvironment,
  setEnvironmentOverride,
} from './appEnvironment.ts';

describe('the environment from the host name', () => {
  it.each([
    ['localhost', 'development'],
    ['white-label.localhost', 'development'],
    ['127.0.0.1', 'development'],
    ['[::1]', 'development'],
    ['stage.guest.example.com', 'stage'],
    ['guest.stage.example.com', 'stage'],
    ['stage-guest.example.com', 'stage'],
    ['test.guest.example.com', 'test'],
    ['white-label.test.example.com', 'test'],
    ['guest.example.com', 'production'],
    ['staged-rollout.example.com', 'production'],
    ['contest.example.com', 'production'],
  ])('%s is %s', (host, environment) => {
    expect(environmentForHost(host)).toBe(environment);
  });
});

describe('the stored environment override', () => {
  beforeEach(() => localStorage.clear());

  it('selects the environment outside production', () => {
    localStorage.setItem('environmentOverride', 'stage');
    expect(resolveEnvironment('localhost', localStorage)).toBe('stage');
    expect(resolveEnvironment('test.example.com', localStorage)).toBe('stage');
  });

  it('is ignored in production, and when it names no environment', () => {
    localStorage.setItem('environmentOverride', 'development');
    expect(resolveEnvironment('guest.example.com', localStorage)).toBe('production');
    localStorage.setItem('environmentOverride', 'qa');
    expect(readEnvironmentOverride()).toBeNull();
    expect(resolveEnvironment('localhost', localStorage)).toBe('development');
  });

  it('reloads the page when set or cleared', () => {
    const reload = vi.fn();
    setEnvironmentOverride('test', { hostname: 'localhost', reload });
    expect(localStorage.getItem('environmentOverride')).toBe('test');
    setEnvironmentOverride(null, { hostname: 'localhost', reload });
    expect(localStorage.getItem('environmentOverride')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('cannot be set on a production host', () => {
    const reload = vi.fn();
    expect(() => setEnvironmentOverride('test', { hostname: 'guest.example.com', reload })).toThrow(
      /production host/,
    );
    expect(localStorage.getItem('environmentOverride')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the local property-key override', () => {
  beforeEach(() => localStorage.clear());

  it('is read outside production only', async () => {
    storePropertyKeyOverride(' berlin-kop92 ');
    expect(await readPropertyKeyOverride('stage')).toBe('berlin-kop92');
    expect(await readPropertyKeyOverride('development')).toBe('berlin-kop92');
    expect(await readPropertyKeyOverride('production')).toBeNull();
  });

  it('is cleared by an empty key', async () => {
    storePropertyKeyOverride('berlin-kop92');
    storePropertyKeyOverride('  ');
    expect(await readPropertyKeyOverride('development')).toBeNull();
  });
});
