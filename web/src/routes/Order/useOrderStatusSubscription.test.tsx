import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../relay/errors.ts';
import { useOrderStatusSubscription } from './useOrderStatusSubscription.ts';

function renderSubscription(orderId = 'o1') {
  const environment = createMockEnvironment();
  const onUpdate = vi.fn();
  const onFailure = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
  );
  const view = renderHook(
    ({ id }) => useOrderStatusSubscription({ orderId: id, slug: 'k3x9', onUpdate, onFailure }),
    { wrapper, initialProps: { id: orderId } },
  );
  return { environment, onUpdate, onFailure, ...view };
}

const update = (status: string, error: object | null = null) => ({
  data: { orderStatus: { orderId: 'o1', status, error } },
});

describe('useOrderStatusSubscription (the subscription hook pattern)', () => {
  it('reports each status, with the failure reason as a typed UserError', () => {
    const { environment, onUpdate } = renderSubscription();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ orderId: 'o1', slug: 'k3x9' });

    environment.mock.nextValue(operation, update('PENDING'));
    environment.mock.nextValue(
      operation,
      update('FAILED', { code: 'PAYMENT', field: null, message: 'declined' }),
    );

    expect(onUpdate.mock.calls.map(([value]) => value)).toEqual([
      { status: 'PENDING', error: null },
      { status: 'FAILED', error: { code: 'PAYMENT', field: null, message: 'declined' } },
    ]);
  });

  it('does not resubscribe on a re-render with the same variables', () => {
    const { environment, rerender } = renderSubscription();
    rerender({ id: 'o1' });
    expect(environment.mock.getAllOperations()).toHaveLength(1);
  });

  it('reports a stream that failed for good by its code', () => {
    const { environment, onFailure } = renderSubscription();
    environment.mock.rejectMostRecentOperation(new NetworkError('offline'));
    expect(onFailure).toHaveBeenCalledWith('NETWORK');
  });

  it('reads the order again when the gateway ends the stream at its time limit, and follows it on while pending', () => {
    const { environment, onUpdate, onFailure } = renderSubscription();
    const expire = () =>
      act(() =>
        environment.mock.rejectMostRecentOperation(
          new ApiError('SUBSCRIPTION_EXPIRED', 'the stream reached its time limit'),
        ),
      );
    const answerRead = (status: string) =>
      act(() => {
        const read = environment.mock.getMostRecentOperation();
        expect(read.request.node.operation.name).toBe('useOrderStatusSubscriptionQuery');
        expect(read.request.variables).toEqual({ orderId: 'o1', slug: 'k3x9' });
        environment.mock.resolve(
          read,
          MockPayloadGenerator.generate(read, {
            Order: () => ({ orderId: 'o1', status, error: null }),
          }),
        );
      });

    expire();
    answerRead('PENDING');
    const again = environment.mock.getMostRecentOperation();
    expect(again.request.node.operation.name).toBe('useOrderStatusSubscription');

    expire();
    answerRead('ORDERED');
    expect(onUpdate.mock.calls.map(([value]) => value.status)).toEqual(['PENDING', 'ORDERED']);
    expect(onFailure).not.toHaveBeenCalled();
    expect(
      environment.mock
        .getAllOperations()
        .filter(
          (operation) => operation.request.node.operation.name === 'useOrderStatusSubscription',
        ),
    ).toHaveLength(0);
  });
});
