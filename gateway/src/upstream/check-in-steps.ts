/**
 * Online check-in: the main guest's details and identity verification. One function per call, so
 * resolvers and loaders never assemble paths, headers or `$expand` lists themselves.
 */
import type { UpstreamClient } from './client.ts';
import type { CheckInProgressDto, IdentityVerificationDto } from './dto.ts';

export function submitGuestDetails(
  upstream: UpstreamClient,
  slug: string,
  details: unknown,
): Promise<CheckInProgressDto> {
  return upstream.call<CheckInProgressDto>({
    method: 'POST',
    path: '/check-in/{slug}/guest-details',
    params: { slug },
    body: details,
  });
}

export function startIdentityVerification(
  upstream: UpstreamClient,
  slug: string,
): Promise<IdentityVerificationDto> {
  return upstream.call<IdentityVerificationDto>({
    method: 'POST',
    path: '/check-in/{slug}/identity-verifications',
    params: { slug },
  });
}
