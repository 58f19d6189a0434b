import { describe, expect, it } from 'vitest';
import { messengerAttributes } from './messengerWidget.ts';

describe('the messaging widget', () => {
  it('is updated with the customer, source Messenger and the property city and name', () => {
    expect(
      messengerAttributes({
        userId: 'user-1',
        email: 'anna@example.com',
        name: 'Anna Virtanen',
        userHash: 'hash',
        propertyCity: 'Helsinki',
        propertyName: 'Kasarmikatu 40',
      }),
    ).toEqual({
      user_id: 'user-1',
      email: 'anna@example.com',
      name: 'Anna Virtanen',
      user_hash: 'hash',
      source: 'Messenger',
      property_city: 'Helsinki',
      property_name: 'Kasarmikatu 40',
    });
  });

  it('leaves out what is not known', () => {
    expect(messengerAttributes({ name: '' })).toEqual({ source: 'Messenger' });
  });
});
