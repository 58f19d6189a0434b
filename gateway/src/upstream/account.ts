/**
 * Sign-in with a one-time code, sign-out, and the signed-in customer's account. Account reads send
 * the bearer (`auth: true`). One function per call, so resolvers and loaders never assemble paths,
 * headers or `$expand` lists themselves.
 */
import type { UpstreamClient } from './client.ts';
import type {
  AccessGrantedDto,
  CodeSentDto,
  CustomerDto,
  CustomerStatisticsDto,
  ReservationSummaryDto,
  RewardDto,
} from './dto.ts';

/** Sends a one-time code; with the `idempotencyKey` of an earlier request, sends a new one. */
export function requestLoginCode(
  upstream: UpstreamClient,
  request: { email: string; botCheckToken: string; idempotencyKey?: string },
): Promise<CodeSentDto> {
  return upstream.call<CodeSentDto>({
    method: 'POST',
    path: '/authentication',
    body: {
      email: request.email,
      strategy: 'otp',
      turnstileToken: request.botCheckToken,
      ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {}),
    },
  });
}

export function verifyLoginCode(
  upstream: UpstreamClient,
  request: { email: string; code: string; idempotencyKey?: string | null },
): Promise<AccessGrantedDto> {
  return upstream.call<AccessGrantedDto>({
    method: 'POST',
    path: '/authentication',
    body: {
      email: request.email,
      strategy: 'otp',
      otp: request.code,
      ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {}),
    },
  });
}

/** Ends the session of the caller's token: the core API refuses it from then on. */
export async function revokeSession(upstream: UpstreamClient): Promise<void> {
  await upstream.call<unknown>({ method: 'DELETE', path: '/authentication', auth: true });
}

/** The signed-in customer: the first entry of the list, undefined when the list is empty. */
export async function fetchSignedInCustomer(
  upstream: UpstreamClient,
): Promise<CustomerDto | undefined> {
  const customers = await upstream.call<CustomerDto[]>({
    method: 'GET',
    path: '/customers',
    query: { $expand: 'referralVoucherCodes' },
    headers: { 'x-platform': 'web' },
    auth: true,
  });
  return customers[0];
}

export function fetchCustomerStatistics(upstream: UpstreamClient): Promise<CustomerStatisticsDto> {
  return upstream.call<CustomerStatisticsDto>({
    method: 'GET',
    path: '/customer-statistics',
    auth: true,
  });
}

export function fetchFutureRewards(upstream: UpstreamClient): Promise<RewardDto[]> {
  return upstream.call<RewardDto[]>({
    method: 'GET',
    path: '/future-customer-rewards',
    query: { newStructure: true },
    auth: true,
  });
}

/** Stays not over yet at `now`: confirmed, started and cancelled ones, with property and category. */
export function fetchActiveReservations(
  upstream: UpstreamClient,
  now: Date,
): Promise<ReservationSummaryDto[]> {
  return upstream.call<ReservationSummaryDto[]>({
    method: 'GET',
    path: '/reservations',
    query: {
      status: 'confirmed,started,canceled',
      $expand: 'property,propertyUnitCategory',
      'endDate[gte]': now.toISOString(),
    },
    auth: true,
  });
}

export function giveMarketingConsent(
  upstream: UpstreamClient,
  customerId: string,
): Promise<CustomerDto> {
  return upstream.call<CustomerDto>({
    method: 'PATCH',
    path: '/customers/{id}',
    params: { id: customerId },
    body: { isMarketingConsentGiven: true },
    auth: true,
  });
}
