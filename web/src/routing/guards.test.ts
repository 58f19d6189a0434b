import { describe, expect, it } from 'vitest';
import { exploreGuard, planGuard } from '../routes/Stay/stayGuards.ts';
import {
  mainPresentationOnly,
  redirectKeepingSearch,
  requireSignedIn,
  requireSignedOut,
  requireSlugOnWhiteLabel,
} from './guards.ts';

function target(result: Response | null): string | null {
  return result?.headers.get('location') ?? null;
}

/** A device that is signed in or not, and keeps the return path it is given. */
function device(signedIn: boolean) {
  const kept: string[] = [];
  return {
    isSignedIn: () => signedIn,
    rememberReturnPath: (path: string) => kept.push(path),
    kept,
  };
}

describe('route guards', () => {
  it('send a white-label stay without a slug to /error, and nothing else', () => {
    expect(target(requireSlugOnWhiteLabel('white-label', null))).toBe('/error');
    expect(target(requireSlugOnWhiteLabel('white-label', 'k3x9'))).toBeNull();
    expect(target(requireSlugOnWhiteLabel('main', null))).toBeNull();
  });

  it('send white-label guests to check-in from screens only the main app has', () => {
    expect(target(mainPresentationOnly('white-label'))).toBe('/check-in');
    expect(target(mainPresentationOnly('main'))).toBeNull();
  });

  it('send visitors to signup from the account, and signed-in guests from login to the account', () => {
    expect(target(requireSignedIn(device(false)))).toBe('/signup');
    expect(target(requireSignedIn(device(true)))).toBeNull();
    expect(target(requireSignedOut(true))).toBe('/account');
    expect(target(requireSignedOut(false))).toBeNull();
  });

  it('keep where a visitor sent to sign in came from, for sign-in to return there', () => {
    const visitor = device(false);
    const request = new Request('http://localhost/stay/plan?slug=k3x9');
    expect(target(requireSignedIn(visitor, request))).toBe('/signup');
    expect(visitor.kept).toEqual(['/stay/plan?slug=k3x9']);
  });

  it('keep the query string when redirecting', () => {
    const request = new Request('http://localhost/stay/services?slug=k3x9');
    expect(target(redirectKeepingSearch(request, '/stay/extras'))).toBe('/stay/extras?slug=k3x9');
  });
});

describe('the stay explore and plan rules', () => {
  it('explore: white-label goes to check-in', () => {
    expect(target(exploreGuard('white-label'))).toBe('/check-in');
    expect(target(exploreGuard('main'))).toBeNull();
  });

  it('plan: white-label to check-in, no account to signup, no slug to explore', () => {
    expect(target(planGuard('white-label', device(true), 'k3x9'))).toBe('/check-in');
    expect(target(planGuard('main', device(false), 'k3x9'))).toBe('/signup');
    expect(target(planGuard('main', device(true), null))).toBe('/stay/explore');
    expect(target(planGuard('main', device(true), 'k3x9'))).toBeNull();
  });
});
