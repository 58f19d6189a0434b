// Addresses of the pages the sandbox serves to browsers. Rows store them as paths; answers turn
// them into addresses on the sandbox's public origin (`onSandbox`), so they follow its port.

/** The identity provider's page of one verification: `${identityPagePath}/{id}`. */
export const identityPagePath = '/identity';

/** Partners' pages: `${partnerPagePath}/{breakfast|gym|bikes}/{propertyKey}`. */
export const partnerPagePath = '/partners';
export const partnerPageKinds = ['breakfast', 'gym', 'bikes'] as const;
export type PartnerPageKind = (typeof partnerPageKinds)[number];
