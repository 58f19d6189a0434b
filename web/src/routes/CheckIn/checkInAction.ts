import { fetchQuery, graphql } from 'react-relay';
import { type ActionFunctionArgs, redirect } from 'react-router';
import type { KnownErrorCode } from '../../relay/errorMessages.ts';
import { errorCodeOf } from '../../relay/errors.ts';
import { stayPath } from '../../routing/paths.ts';
import { routeContextOf } from '../../routing/routeContext.ts';
import type { checkInActionQuery } from './__generated__/checkInActionQuery.graphql.ts';
import { normaliseBookingNumber } from './bookingNumber.ts';

const query = graphql`
  query checkInActionQuery($lastName: String!, $bookingNumber: String!) {
    checkInReservation(lastName: $lastName, bookingNumber: $bookingNumber) {
      slug
    }
  }
`;

export type CheckInValues = { lastName: string; bookingNumber: string };

/** What the lookup answers when it does not open a stay: the form again, with why. */
export type CheckInActionData = {
  values: CheckInValues;
  outcome: { kind: 'invalid' } | { kind: 'not-found' } | { kind: 'failed'; code: KnownErrorCode };
};

/** The lookup's values as the core API spells them: trimmed, the booking number `BK-…`. */
export function lookupVariables(values: CheckInValues): CheckInValues {
  return {
    lastName: values.lastName.trim(),
    bookingNumber: normaliseBookingNumber(values.bookingNumber),
  };
}

/**
 * `/check-in`'s action, the booking lookup: the form posts the last name and booking number
 * (the app's `submit`, or the browser itself without scripts, which the server answers), and a
 * match opens the stay page, remembered as the current stay; otherwise the form is drawn again
 * with what was typed and why. Always from the network: a guest retrying after a typo must not
 * get a cached answer.
 */
export async function checkInAction(
  args: ActionFunctionArgs,
): Promise<CheckInActionData | Response> {
  const form = await args.request.formData();
  const values = {
    lastName: String(form.get('lastName') ?? ''),
    bookingNumber: String(form.get('bookingNumber') ?? ''),
  };
  const variables = lookupVariables(values);
  if (variables.lastName === '' || variables.bookingNumber === '') {
    return { values, outcome: { kind: 'invalid' } };
  }
  const { environment, device } = routeContextOf(args);
  try {
    const data = await fetchQuery<checkInActionQuery>(environment, query, variables, {
      fetchPolicy: 'network-only',
    }).toPromise();
    const slug = data?.checkInReservation?.slug;
    if (!slug) return { values, outcome: { kind: 'not-found' } };
    device.rememberStay(slug);
    return redirect(stayPath(slug));
  } catch (error) {
    return { values, outcome: { kind: 'failed', code: errorCodeOf(error) } };
  }
}
