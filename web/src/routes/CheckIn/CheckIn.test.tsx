import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../relay/errors.ts';
import { readCurrentStay } from '../../session/currentStay.ts';
import { renderRoute } from '../../testing/renderRoute.tsx';

async function checkInForm(options: Parameters<typeof renderRoute>[1] = {}) {
  const view = await renderRoute('/check-in', options);
  const lastName = await screen.findByLabelText('Last name');
  const bookingNumber = screen.getByLabelText('Booking number');
  return {
    ...view,
    lastName,
    bookingNumber,
    fill(values: { lastName?: string; bookingNumber?: string }) {
      if (values.lastName !== undefined) {
        fireEvent.change(lastName, { target: { value: values.lastName } });
      }
      if (values.bookingNumber !== undefined) {
        fireEvent.change(bookingNumber, { target: { value: values.bookingNumber } });
      }
    },
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Find reservation' })),
  };
}

describe('the check-in form', () => {
  beforeEach(() => localStorage.clear());

  it('marks both empty fields as required, linked to their inputs, and focuses the first', async () => {
    const form = await checkInForm();
    form.submit();

    expect(await screen.findAllByText('Required')).toHaveLength(2);
    for (const input of [form.lastName, form.bookingNumber]) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
      expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
        'Required',
      );
    }
    expect(document.activeElement).toBe(form.lastName);
    expect(form.environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('flags only the missing field, treats spaces as empty, and focuses it', async () => {
    const form = await checkInForm();
    form.fill({ lastName: 'Virtanen', bookingNumber: '   ' });
    form.submit();

    expect(await screen.findAllByText('Required')).toHaveLength(1);
    expect(form.lastName.getAttribute('aria-invalid')).toBe('false');
    expect(form.bookingNumber.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(form.bookingNumber));
  });

  it('clears the message as soon as the field is filled', async () => {
    const form = await checkInForm();
    form.submit();
    await screen.findAllByText('Required');
    form.fill({ lastName: 'Virtanen' });

    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(1));
  });
});

describe('the booking lookup', () => {
  beforeEach(() => localStorage.clear());

  it.each(['bk 100007', '100007'])('accepts %j as booking number BK-100007', async (typed) => {
    const form = await checkInForm({ manual: true, resolvers: {} });
    form.fill({ lastName: 'Virtanen', bookingNumber: typed });
    form.submit();
    const operation = await waitFor(() => {
      const pending = form.environment.mock.getMostRecentOperation();
      expect(pending.request.node.params.name).toBe('checkInActionQuery');
      return pending;
    });
    expect(operation.request.variables).toEqual({
      lastName: 'Virtanen',
      bookingNumber: 'BK-100007',
    });
  });

  it('looks the reservation up, remembers it and opens its stay page', async () => {
    const form = await checkInForm({
      manual: true,
      resolvers: {},
    });
    form.fill({ lastName: ' Virtanen ', bookingNumber: 'BK-4711' });
    form.submit();

    const operation = await waitFor(() => {
      const pending = form.environment.mock.getMostRecentOperation();
      expect(pending.request.node.params.name).toBe('checkInActionQuery');
      return pending;
    });
    expect(operation.request.variables).toEqual({ lastName: 'Virtanen', bookingNumber: 'BK-4711' });
    form.environment.mock.resolve(operation, {
      data: { checkInReservation: { id: 'UmVzZXJ2YXRpb246MQ==', slug: 'k3x9' } },
    });

    await waitFor(() => expect(form.router.state.location.pathname).toBe('/stay'));
    expect(form.router.state.location.search).toBe('?slug=k3x9');
    expect(readCurrentStay()).toEqual({ slug: 'k3x9' });
  });

  it('says so when no reservation matches', async () => {
    const form = await checkInForm({ manual: true });
    form.fill({ lastName: 'Virtanen', bookingNumber: '0000' });
    form.submit();
    await waitFor(() => form.environment.mock.getMostRecentOperation());
    form.environment.mock.resolveMostRecentOperation({ data: { checkInReservation: null } });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'No reservation found. Please check the last name or booking number and try again or contact us for help',
    );
    expect(readCurrentStay()).toBeNull();
  });

  it.each([
    [
      'offline',
      new NetworkError('no answer'),
      "Something went wrong. Please try again.We couldn't reach our booking system. Please try again in a moment.",
    ],
    [
      'a server failure',
      new ApiError('UNKNOWN', 'boom'),
      'Something went wrong. Please try again.',
    ],
  ])(
    'reports a failed lookup (%s) without claiming the booking does not exist',
    async (_case, error, text) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const form = await checkInForm({ manual: true });
      form.fill({ lastName: 'Virtanen', bookingNumber: 'BK-4711' });
      form.submit();
      await waitFor(() => form.environment.mock.getMostRecentOperation());
      form.environment.mock.rejectMostRecentOperation(error);

      expect((await screen.findByRole('alert')).textContent).toBe(text);
    },
  );
});

describe('a lookup the server answered before the app ran', () => {
  beforeEach(() => localStorage.clear());

  it('shows the drawn answer with what was typed, and forgets it once the guest moves on', async () => {
    const form = await checkInForm({
      drawnFormAnswer: {
        values: { lastName: 'Nobody', bookingNumber: 'BK-999999' },
        outcome: { kind: 'not-found' },
      },
    });
    expect(form.lastName).toHaveProperty('value', 'Nobody');
    expect(form.bookingNumber).toHaveProperty('value', 'BK-999999');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^No reservation found/);

    await form.router.navigate('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await form.router.navigate('/check-in');
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveProperty('value', ''));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows which fields it found empty, as after a submit in the app', async () => {
    const form = await checkInForm({
      drawnFormAnswer: {
        values: { lastName: '', bookingNumber: 'BK-1' },
        outcome: { kind: 'invalid' },
      },
    });
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(form.lastName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.lastName);
    form.fill({ lastName: 'Virtanen' });
    await waitFor(() => expect(screen.queryByText('Required')).toBeNull());
  });
});
