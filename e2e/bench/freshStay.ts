/**
 * A checked-in, paid stay in London starting today, booked in the sandbox at `sandboxUrl`: the
 * stay page and door access have all they show (codes, Wi-Fi, extras). The benchmarks' stay.
 * Its codes are given out from its arrival time (15:00), so when that is still to come the
 * sandbox's clock is moved an hour past it, for the whole sandbox: benchmark against a sandbox of
 * your own.
 */
export async function bookFreshStay(sandboxUrl: string): Promise<string> {
  const response = await fetch(`${sandboxUrl}/_sandbox/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      propertyKey: 'london-ch65',
      checkInState: 'check-in-completed',
      startInDays: 0,
      nights: 3,
      paid: true,
    }),
  });
  if (!response.ok) throw new Error(`The sandbox refused the booking: HTTP ${response.status}.`);
  const { data } = (await response.json()) as { data: { slug: string } };
  const { startDate } = await stayOf(sandboxUrl, data.slug);
  const underWay = new Date(startDate).getTime() + 60 * 60_000;
  if (Date.now() < underWay) {
    const moved = await fetch(`${sandboxUrl}/_sandbox/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: new Date(underWay).toISOString() }),
    });
    if (!moved.ok) throw new Error(`The sandbox did not move its clock: HTTP ${moved.status}.`);
  }
  return data.slug;
}

type StayKeys = {
  startDate: string;
  propertyKeys: { sequenceNumber: number; type: string; accessType: string; code: string | null }[];
};

async function stayOf(sandboxUrl: string, slug: string): Promise<StayKeys> {
  const response = await fetch(`${sandboxUrl}/check-in/${slug}?$expand=propertyKeys`);
  if (!response.ok)
    throw new Error(`The sandbox did not answer the stay: HTTP ${response.status}.`);
  return ((await response.json()) as { data: StayKeys }).data;
}

/** The first door's code of a stay booked by `bookFreshStay` (the street door's keypad). */
export async function firstDoorCode(sandboxUrl: string, slug: string): Promise<string> {
  const { propertyKeys } = await stayOf(sandboxUrl, slug);
  const code = [...propertyKeys]
    .sort((a, b) => a.sequenceNumber - b.sequenceNumber)
    .find((key) => key.code)?.code;
  if (!code) throw new Error(`The stay ${slug} has no door code yet.`);
  return code;
}

/**
 * A stay as `bookFreshStay` books it whose room opens from the app (slide to open): the sandbox
 * gives every third unit a remote door, the others a keypad, so a few bookings find one.
 */
export async function bookStayWithRemoteRoomDoor(sandboxUrl: string): Promise<string> {
  for (let attempt = 1; attempt <= 12; attempt += 1) {
    const slug = await bookFreshStay(sandboxUrl);
    const { propertyKeys } = await stayOf(sandboxUrl, slug);
    const room = propertyKeys.find((key) => key.type === 'property-unit');
    if (room?.accessType === 'remote') return slug;
  }
  throw new Error('The sandbox gave no stay with a remote room door in 12 bookings.');
}
