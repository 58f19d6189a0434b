import { graphql, useLazyLoadQuery } from 'react-relay';
import { createOperationDescriptor, type Environment, getRequest } from 'relay-runtime';
import type { stayLookQuery } from './__generated__/stayLookQuery.graphql.ts';

/*
 * A stay's look: the stay of a white-label property looks white-label on any host (spec §1). Every
 * stay screen's query brings it with its stay (`...stayLook_reservation`, one operation per page;
 * `stayLook.test.tsx` holds each screen to it), and the shell reads it from the Relay store, never
 * asking for it: on the server once the page's loaders have their answers, in the browser at once
 * from a drawn page's answers, and after a navigation to another stay as its answer arrives.
 */

/** What a stay screen's query spreads on its `reservation`, for the shell's look. */
export const stayLookFragment = graphql`
  fragment stayLook_reservation on Reservation {
    property {
      isWhiteLabel
    }
  }
`;

/** The look as the store holds it for a stay; read from the store only, never sent. */
const stayLookQueryNode = graphql`
  query stayLookQuery($slug: String!) {
    reservation(slug: $slug) {
      property {
        isWhiteLabel
      }
    }
  }
`;

/**
 * Whether the stay of `slug` is a white-label property's, as far as the store knows: false until
 * a screen's answer has brought it, and for no stay.
 */
export function useWhiteLabelStay(slug: string | null): boolean {
  const data = useLazyLoadQuery<stayLookQuery>(
    stayLookQueryNode,
    { slug: slug ?? '' },
    { fetchPolicy: 'store-only' },
  );
  return slug !== null && data.reservation?.property.isWhiteLabel === true;
}

/** `useWhiteLabelStay` outside React: the server render's document (`<html data-brand>`). */
export function isWhiteLabelStay(environment: Environment, slug: string): boolean {
  const operation = createOperationDescriptor(getRequest(stayLookQueryNode), { slug });
  const { data } = environment.lookup(operation.fragment);
  const answer = data as stayLookQuery['response'] | undefined;
  return answer?.reservation?.property.isWhiteLabel === true;
}
