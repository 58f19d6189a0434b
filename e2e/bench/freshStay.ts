/**
 * A checked-in, paid stay in London starting today, booked in the sandbox at `sandboxUrl`: the
 * stay page and door access have all they show (codes, Wi-Fi, extras). The benchmarks' stay.
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
  return data.slug;
}
