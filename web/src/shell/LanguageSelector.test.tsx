import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/renderRoute.tsx';

describe('LanguageSelector', () => {
  it('reads the screen’s data again in the new language, since the server’s texts follow it', async () => {
    const { environment } = await renderRoute('/stay?slug=k3x9', { manual: true });
    const first = environment.mock.getMostRecentOperation();
    environment.mock.resolve(first, MockPayloadGenerator.generate(first));
    const select = await screen.findByRole('combobox', { name: 'Language' });

    fireEvent.change(select, { target: { value: 'de-DE' } });

    await waitFor(() => expect(document.documentElement.lang).toBe('de-DE'));
    await waitFor(() => {
      const again = environment.mock.getAllOperations();
      expect(again.map((operation) => operation.request.node.params.name)).toContain(
        first.request.node.params.name,
      );
    });
    const again = environment.mock.getMostRecentOperation();
    expect(again.request.variables).toEqual(first.request.variables);
  });
});
