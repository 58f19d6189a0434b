import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql } from './support/gateway.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

type Item = {
  name: string | null;
  type: string;
  isEstimate: boolean;
  transfer: {
    direction: string;
    date: string;
    time: string;
    flightNumber: string | null;
    address: string | null;
  } | null;
};

const itemsQuery = `query Items($slug: String!) {
  reservation(slug: $slug) {
    orderedItems { edges { node { name type isEstimate transfer { direction date time flightNumber address } } } }
  }
}`;
const orderTransfer = `mutation Transfer($slug: String!, $id: String!, $key: String!, $transfer: TransferRequestInput) {
  orderCustomProduct(slug: $slug, customProductId: $id, idempotencyKey: $key, transfer: $transfer) {
    ok error { code field }
  }
}`;

describe('what was bought keeps its name and details', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  async function core<T>(path: string, init: RequestInit = {}, language = 'en-GB'): Promise<T> {
    const response = await fetch(`${sandbox().url}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        'x-language-code': language,
        'idempotency-key': randomUUID(),
      },
    });
    return ((await response.json()) as { data: T }).data;
  }

  async function items(slug: string, language: string): Promise<Item[]> {
    const { body } = await graphql<{
      reservation: { orderedItems: { edges: { node: Item }[] } };
    }>(gateway(), { query: itemsQuery, variables: { slug } }, { 'x-language-code': language });
    expect(body.errors).toBeUndefined();
    return body.data?.reservation.orderedItems.edges.map((edge) => edge.node) ?? [];
  }

  it('a transfer: its title in the guest’s language, direction, day, time and flight, an estimate', async () => {
    const booked = await sandbox().createReservation({ startInDays: 3, nights: 2 });
    const stay = await core<{ property: { id: string }; startDateLocal: string }>(
      `/check-in/${booked.slug}?$expand=property`,
    );
    const inFinnish = await core<{ id: string; title: string; productType: string | null }[]>(
      `/custom-products?propertyId=${stay.property.id}`,
      {},
      'fi-FI',
    );
    const transfer = inFinnish.find((product) => product.productType === 'transfer-service');
    if (!transfer) throw new Error('the seeded property sells no transfer');
    const { body } = await graphql<{ orderCustomProduct: { ok: boolean } }>(gateway(), {
      query: orderTransfer,
      variables: {
        slug: booked.slug,
        id: transfer.id,
        key: randomUUID(),
        transfer: {
          direction: 'FROM_AIRPORT',
          date: stay.startDateLocal,
          time: '13:40',
          flightNumber: 'LH 2400',
        },
      },
    });
    expect(body.data?.orderCustomProduct.ok).toBe(true);

    expect(await items(booked.slug, 'fi-FI')).toEqual([
      {
        name: transfer.title,
        type: 'CUSTOM',
        isEstimate: true,
        transfer: {
          direction: 'FROM_AIRPORT',
          date: stay.startDateLocal,
          time: '13:40',
          flightNumber: 'LH 2400',
          address: null,
        },
      },
    ]);
  });

  it('a product keeps its name, in the guest’s language, once it is no longer on sale', async () => {
    const booked = await sandbox().createReservation({ startInDays: 3, nights: 2 });
    const stay = await core<{ products: { id: string; name: string; type: string }[] }>(
      `/check-in/${booked.slug}?$expand=products`,
      {},
      'de-DE',
    );
    const kit = stay.products.find((product) => product.type === 'sauna-kit');
    if (!kit) throw new Error('the seeded property sells no sauna kit');
    await core(`/check-in/${booked.slug}`, {
      method: 'PATCH',
      body: JSON.stringify({ orderItems: [{ productId: kit.id }] }),
    });
    await sandbox()
      .instance.db.updateTable('products')
      .set({ isOrderable: 0 })
      .where('id', '=', kit.id)
      .execute();

    const [item] = await items(booked.slug, 'de-DE');
    expect(item).toMatchObject({ name: kit.name, type: 'SAUNA_KIT', transfer: null });
  });
});
