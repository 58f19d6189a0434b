import { describe, expect, it } from 'vitest';
import { noticesInEffect, noticeTextIn } from '../src/steps/operator-content.ts';
import { graphql } from './support/gateway.ts';
import { moveSandboxClock } from './support/sandbox.ts';
import { useSandboxAndGateway } from './support/sandbox-and-gateway.ts';

describe('operator content', () => {
  it("shows the London building's elevator notice only from its first to its last day", () => {
    expect(noticesInEffect('london-ch65', '2025-05-11')).toEqual([]);
    expect(noticesInEffect('london-ch65', '2025-05-12').map((n) => n.noticeId)).toEqual([
      'london-ch65-elevator-renovation-2025',
    ]);
    expect(noticesInEffect('london-ch65', '2025-08-14')).toHaveLength(1);
    expect(noticesInEffect('london-ch65', '2025-08-15')).toEqual([]);
    expect(noticesInEffect('berlin-kop92', '2025-06-01')).toEqual([]);
  });

  it("is in the caller's language, English when there is none", () => {
    const [notice] = noticesInEffect('london-ch65', '2025-06-01');
    if (!notice) throw new Error('no notice');
    expect(noticeTextIn(notice, 'de-DE').title).toBe('Der Aufzug wird renoviert');
    expect(noticeTextIn(notice, undefined).title).toBe('The elevator is being renovated');
  });
});

describe('operator content through the schema', () => {
  const { sandbox, gateway } = useSandboxAndGateway();

  it('serves the support hours as content', async () => {
    const { body } = await graphql<{ support: unknown }>(gateway(), {
      query: '{ support { hours { channel alwaysOpen opens closes utcOffset } chatReplyMinutes } }',
    });
    expect(body.data?.support).toEqual({
      hours: [
        {
          channel: 'PHONE',
          alwaysOpen: false,
          opens: '07:00',
          closes: '02:00',
          utcOffset: '+02:00',
        },
        {
          channel: 'WHATSAPP',
          alwaysOpen: false,
          opens: '07:00',
          closes: '02:00',
          utcOffset: '+02:00',
        },
      ],
      chatReplyMinutes: 5,
    });
  });

  it("gives a property's notices by the core API's clock", async () => {
    const query = '{ property(key: "london-ch65") { notices { noticeId title startsOn endsOn } } }';
    const today = await graphql<{ property: { notices: unknown[] } }>(gateway(), { query });
    expect(today.body.data?.property.notices).toEqual([]);

    await moveSandboxClock(sandbox().url, '2025-06-01T10:00:00Z');
    const during = await graphql<{ property: { notices: unknown[] } }>(gateway(), { query });
    expect(during.body.data?.property.notices).toEqual([
      {
        noticeId: 'london-ch65-elevator-renovation-2025',
        title: 'The elevator is being renovated',
        startsOn: '2025-05-12',
        endsOn: '2025-08-14',
      },
    ]);
  });
});
