import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadTexts } from '../i18n/i18n.ts';
import { money } from '../ordering/money.ts';
import { chargeUnitKey } from './chargeUnit.ts';
import { ProductPrice } from './ProductPrice.tsx';

function renderPrice(element: React.ReactElement) {
  return render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

describe('ProductPrice', () => {
  beforeAll(async () => {
    await initI18n('en-GB');
    await loadTexts(['prices']);
  });

  it('shows the exact amount in the currency with its charge unit', () => {
    renderPrice(<ProductPrice price={money(1450, 'EUR')} unit="charge.perPersonPerDay" />);
    expect(screen.getByText('€14.50')).toBeDefined();
    expect(screen.getByText('per person per day')).toBeDefined();
  });

  it("formats in the guest's language and the property's currency", async () => {
    await i18n.changeLanguage('de-DE');
    try {
      renderPrice(<ProductPrice price={money(40300, 'NOK')} />);
      expect(screen.getByText(/403,00\sNOK/)).toBeDefined();
    } finally {
      await i18n.changeLanguage('en-GB');
    }
  });

  it("says 'from' for a starting price", () => {
    renderPrice(<ProductPrice price={money(5500, 'EUR')} isStartingPrice />);
    expect(screen.getByText('from €55.00')).toBeDefined();
  });

  it('shows a reward as free, with the list price struck through', () => {
    const { container } = renderPrice(<ProductPrice price={money(2500, 'GBP')} isReward />);
    expect(screen.getByText('Free with your reward')).toBeDefined();
    expect(container.querySelector('del')?.textContent).toBe('instead of £25.00');
  });
});

describe('chargeUnitKey', () => {
  it.each([
    ['PER_TIME_UNIT', 'DAILY', 'PARKING', 'charge.perNight'],
    ['PER_TIME_UNIT', 'DAILY', 'UNIT_CATEGORY_UPGRADE', 'charge.perNight'],
    ['PER_PERSON_PER_TIME_UNIT', 'DAILY', 'BREAKFAST', 'charge.perPersonPerDay'],
    ['PER_PERSON', 'WEEKLY', 'GYM', 'charge.perPerson'],
    ['PER_TIME_UNIT', 'HOURLY', 'CUSTOM', 'charge.perHour'],
    ['ONCE', 'ONCE', 'SAUNA_KIT', null],
    ['SOMETHING_NEW', 'DAILY', 'CUSTOM', null],
  ] as const)('%s %s for %s is %s', (method, interval, type, key) => {
    expect(chargeUnitKey(method, interval, type)).toBe(key);
  });
});
