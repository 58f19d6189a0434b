import { describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../relay/environment.ts';
import { createFreshness } from '../relay/freshness.ts';
import { createNetwork } from '../relay/network.ts';
import accessRouteQuery from '../routes/Access/__generated__/AccessRouteQuery$parameters.ts';
import { storeCurrentStay } from '../session/currentStay.ts';
import { keptStayAnswer } from '../session/offlineStay.ts';
import { doorAccessRefreshMs, keepDoorAccessOnPhone } from './keepDoorAccess.ts';

const doorAnswer = { data: { reservation: { id: 'r1', keys: [] } } };
const key = `${accessRouteQuery.params.id}:${JSON.stringify({ slug: 'k3x9' })}`;

function setUp(answer: () => Promise<Response>) {
  const sent: unknown[] = [];
  const freshness = createFreshness();
  const fetchFn = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return answer();
  }) as unknown as typeof fetch;
  const environment = createRelayEnvironment(
    createNetwork({ documentMode: 'persisted', locale: () => 'en-GB', fetchFn, freshness }),
  );
  return { sent, freshness, environment };
}

describe('door access kept on the phone from the other stay screens', () => {
  it('fetches its answer when none is kept, and keeps it', async () => {
    localStorage.clear();
    storeCurrentStay('k3x9');
    const { sent, environment } = setUp(async () => Response.json(doorAnswer));
    keepDoorAccessOnPhone(environment, 'k3x9');
    await vi.waitFor(() => expect(keptStayAnswer(key, { slug: 'k3x9' })).not.toBeNull());
    expect(sent).toEqual([{ documentId: accessRouteQuery.params.id, variables: { slug: 'k3x9' } }]);

    // Kept a moment ago: nothing is asked; 10 minutes on, it is asked again.
    keepDoorAccessOnPhone(environment, 'k3x9');
    expect(sent).toHaveLength(1);
    keepDoorAccessOnPhone(environment, 'k3x9', Date.now() + doorAccessRefreshMs + 1);
    expect(sent).toHaveLength(2);
  });

  it('asks nothing for a stay that is not the current one', () => {
    localStorage.clear();
    storeCurrentStay('k3x9');
    const { sent, environment } = setUp(async () => Response.json(doorAnswer));
    keepDoorAccessOnPhone(environment, 'other');
    expect(sent).toHaveLength(0);
  });

  it('fails silently, marking nothing stale and keeping the older answer', async () => {
    localStorage.clear();
    storeCurrentStay('k3x9');
    const outage = {
      data: { reservation: null },
      errors: [{ message: 'x', path: ['reservation'], extensions: { code: 'NETWORK' } }],
    };
    const { sent, environment, freshness } = setUp(async () => Response.json(outage));
    keepDoorAccessOnPhone(environment, 'k3x9');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(freshness.isStale()).toBe(false);
    expect(keptStayAnswer(key, { slug: 'k3x9' })).toBeNull();
  });
});
