/**
 * Doors opened remotely and the elevator called from the app. One function per call, so resolvers
 * and loaders never assemble paths, headers or `$expand` lists themselves.
 */
import type { UpstreamClient } from './client.ts';
import type { DoorUnlockDto, ElevatorRequestDto } from './dto.ts';

export type KeyRequest = { slug: string; propertyKeyId: string };

/** Remote unlock; a success is the lock's green light. */
export function requestDoorUnlock(
  upstream: UpstreamClient,
  { slug, propertyKeyId }: KeyRequest,
): Promise<DoorUnlockDto> {
  return upstream.call<DoorUnlockDto>({
    method: 'POST',
    path: '/access-requests',
    body: { propertyKeyId, slug },
  });
}

export function requestElevator(
  upstream: UpstreamClient,
  { slug, propertyKeyId }: KeyRequest,
): Promise<ElevatorRequestDto> {
  return upstream.call<ElevatorRequestDto>({
    method: 'POST',
    path: '/elevator-requests',
    body: { propertyKeyId, slug },
  });
}

export function fetchElevatorRequest(
  upstream: UpstreamClient,
  slug: string,
  requestId: string,
): Promise<ElevatorRequestDto> {
  return upstream.call<ElevatorRequestDto>({
    method: 'GET',
    path: '/elevator-requests/{id}',
    params: { id: requestId },
    slug,
  });
}
