/**
 * Who analytics last identified on this device, kept in a first-party cookie as analytics
 * libraries keep their user (spec §9: cookie lifetime 365 days), so a staff member stays flagged
 * and events stay attributed after a reload or a new visit. It holds the customer id and the staff
 * flag only, never the e-mail.
 */

export type AnalyticsIdentity = { userId: string; staff: boolean };

export type IdentityStore = {
  read(): AnalyticsIdentity | null;
  write(identity: AnalyticsIdentity | null): void;
};

export const analyticsCookieName = 'analyticsIdentity';

/** Spec §9: 365 days (31,536,000,000 ms). */
export const analyticsCookieLifetimeMs = 365 * 24 * 60 * 60 * 1000;

function parse(value: string): AnalyticsIdentity | null {
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'userId' in parsed &&
      typeof parsed.userId === 'string' &&
      parsed.userId !== '' &&
      'staff' in parsed &&
      typeof parsed.staff === 'boolean'
    ) {
      return { userId: parsed.userId, staff: parsed.staff };
    }
  } catch {
    // A damaged cookie is no identity.
  }
  return null;
}

export function createCookieIdentityStore(page: Document = document): IdentityStore {
  const secure = page.location?.protocol === 'https:' ? '; Secure' : '';
  return {
    read() {
      const entry = page.cookie
        .split('; ')
        .find((cookie) => cookie.startsWith(`${analyticsCookieName}=`));
      return entry ? parse(entry.slice(analyticsCookieName.length + 1)) : null;
    },
    write(identity) {
      const value = identity ? encodeURIComponent(JSON.stringify(identity)) : '';
      const maxAge = identity ? analyticsCookieLifetimeMs / 1000 : 0;
      page.cookie = `${analyticsCookieName}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
    },
  };
}
