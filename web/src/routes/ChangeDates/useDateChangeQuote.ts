import { useCallback, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { type KnownErrorCode, toKnownErrorCode } from '../../relay/errorMessages.ts';
import { errorCodeOf } from '../../relay/errors.ts';
import type {
  useDateChangeQuoteQuery,
  useDateChangeQuoteQuery$data,
} from './__generated__/useDateChangeQuoteQuery.graphql.ts';

/**
 * The price of new dates, asked on the guest's tap (never a cached answer: the price is the
 * server's now). A change of dates is committed only at the total this preview showed.
 */
const dateChangeQuoteQuery = graphql`
  query useDateChangeQuoteQuery($slug: String!, $startDate: LocalDate!, $endDate: LocalDate!) {
    reservation(slug: $slug) {
      id
      dateChangeQuote(startDate: $startDate, endDate: $endDate) {
        startDate
        endDate
        nightsCount
        settlement
        newTotal {
          amountMinor
          decimalAmount
          currencyCode
        }
        difference {
          amountMinor
          decimalAmount
          currencyCode
        }
        card {
          lastFour
        }
        error {
          code
          field
        }
      }
    }
  }
`;

export type DateChangeQuote = NonNullable<
  useDateChangeQuoteQuery$data['reservation']
>['dateChangeQuote'];

export type QuoteOutcome =
  | { ok: true; quote: DateChangeQuote }
  | { ok: false; code: KnownErrorCode; field: string | null };

/** `const outcome = await quote({ startDate, endDate })`, with `isQuoting` while it is asked. */
export function useDateChangeQuote(slug: string) {
  const environment = useRelayEnvironment();
  const [isQuoting, setQuoting] = useState(false);
  const quote = useCallback(
    async (dates: { startDate: string; endDate: string }): Promise<QuoteOutcome> => {
      setQuoting(true);
      try {
        const data = await fetchQuery<useDateChangeQuoteQuery>(
          environment,
          dateChangeQuoteQuery,
          { slug, ...dates },
          { fetchPolicy: 'network-only' },
        ).toPromise();
        const answer = data?.reservation?.dateChangeQuote;
        if (!answer) return { ok: false, code: 'UNKNOWN', field: null };
        if (answer.error) {
          return {
            ok: false,
            code: toKnownErrorCode(answer.error.code),
            field: answer.error.field ?? null,
          };
        }
        return { ok: true, quote: answer };
      } catch (error) {
        return { ok: false, code: errorCodeOf(error), field: null };
      } finally {
        setQuoting(false);
      }
    },
    [environment, slug],
  );
  return { quote, isQuoting };
}
