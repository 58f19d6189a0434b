import { Component, type ReactNode, Suspense, useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery, useQueryLoader } from 'react-relay';
import { useSearchParams } from 'react-router';
import { useStayArea } from '../routing/stayArea.ts';
import { isValidSlug } from '../session/currentStay.ts';
import { ContactOptions, OperatorContactOptions } from '../ui/ContactOptions.tsx';
import type { ErrorContactsQuery } from './__generated__/ErrorContactsQuery.graphql.ts';

/** Whatever fails here, the operator's contacts remain. */
class OrOperatorContacts extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <OperatorContactOptions /> : this.props.children;
  }
}

const errorContactsQuery = graphql`
  query ErrorContactsQuery($slug: String!) {
    reservation(slug: $slug) {
      property {
        ...ContactOptions_property
      }
    }
  }
`;

function PropertyContacts({ slug }: { slug: string }) {
  // Started only once a screen has failed: the one query no loader starts, on purpose.
  const [queryRef, load] = useQueryLoader<ErrorContactsQuery>(errorContactsQuery);
  useEffect(() => load({ slug }, { fetchPolicy: 'store-or-network' }), [load, slug]);
  return queryRef ? <LoadedContacts queryRef={queryRef} /> : null;
}

function LoadedContacts({ queryRef }: { queryRef: PreloadedQuery<ErrorContactsQuery> }) {
  const { reservation } = usePreloadedQuery<ErrorContactsQuery>(errorContactsQuery, queryRef);
  return reservation ? (
    <ContactOptions property={reservation.property} />
  ) : (
    <OperatorContactOptions />
  );
}

/**
 * Who to contact when a screen failed ('If the problem persists, please contact …', spec §8):
 * the property of the stay on screen (the address's, or the current stay a stay screen shows),
 * else (or when that cannot be loaded either) the operator's own contacts.
 */
export function ErrorContacts() {
  const [searchParams] = useSearchParams();
  const fromAddress = searchParams.get('slug');
  const stayArea = useStayArea();
  const slug = isValidSlug(fromAddress) ? fromAddress : (stayArea?.slug ?? null);
  if (slug === null) return <OperatorContactOptions />;
  return (
    <OrOperatorContacts>
      <Suspense fallback={null}>
        <PropertyContacts slug={slug} />
      </Suspense>
    </OrOperatorContacts>
  );
}
