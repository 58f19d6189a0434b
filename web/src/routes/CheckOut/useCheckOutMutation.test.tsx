import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../relay/errors.ts';
import { useCheckOutMutation } from './useCheckOutMutation.ts';

function renderMutation() {
  const environment = createMockEnvironment();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );
  const { result } = renderHook(() => useCheckOutMutation(), { wrapper });
  return { environment, result };
}

describe('useCheckOutMutation (the mutation hook pattern)', () => {
  it('resolves ok and updates the stay in the store through the payload', async () => {
    const { environment, result } = renderMutation();
    let outcome: Awaited<ReturnType<typeof result.current.commit>> | undefined;
    await act(async () => {
      const pending = result.current.commit({ variables: { slug: 'k3x9' } });
      environment.mock.resolveMostRecentOperation({
        data: {
          checkOut: {
            error: null,
            reservation: {
              id: 'r1',
              isCheckedOut: true,
              isCheckOutAvailable: false,
              checkOutDate: '2026-12-03T09:12:00Z',
            },
          },
        },
      });
      outcome = await pending;
    });

    expect(outcome?.ok).toBe(true);
    expect(result.current.isInFlight).toBe(false);
    expect(environment.getStore().getSource().get('r1')).toMatchObject({ isCheckedOut: true });
  });

  it('gives the payload error (errors as data) as a typed UserError', async () => {
    const { environment, result } = renderMutation();
    let outcome: Awaited<ReturnType<typeof result.current.commit>> | undefined;
    await act(async () => {
      const pending = result.current.commit({ variables: { slug: 'k3x9' } });
      environment.mock.resolveMostRecentOperation({
        data: {
          checkOut: {
            error: { code: 'TIME_NOT_CHANGEABLE', field: 'slug', message: 'too late' },
            reservation: null,
          },
        },
      });
      outcome = await pending;
    });

    expect(outcome).toMatchObject({
      ok: false,
      error: { code: 'TIME_NOT_CHANGEABLE', field: 'slug', message: 'too late' },
      response: { checkOut: { reservation: null } },
    });
  });

  it('gives a thrown failure the same shape, with its catalogue code', async () => {
    const { environment, result } = renderMutation();
    let outcome: Awaited<ReturnType<typeof result.current.commit>> | undefined;
    await act(async () => {
      const pending = result.current.commit({ variables: { slug: 'k3x9' } });
      environment.mock.rejectMostRecentOperation(new NetworkError('offline'));
      outcome = await pending;
    });

    expect(outcome).toEqual({
      ok: false,
      error: { code: 'NETWORK', field: null, message: 'offline' },
    });
  });
});
