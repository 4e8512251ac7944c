import { describe, expect, it } from 'vitest';
import { fromWire, toWire, withComputed } from './formValueOptions';

const uiSchema = {
  daily_price: { 'ui:widget': 'money', 'ui:options': { money: 'cents' } },
  total: { 'ui:widget': 'money', 'ui:readonly': true, 'ui:options': { computed: { product: ['daily_price', 'days'] } } },
};

describe('form value options (money, computed)', () => {
  it('[self-pay-total] works out a computed product, empty while an input is', () => {
    expect(withComputed(uiSchema, { daily_price: 12.5, days: 30 }).total).toBe(375);
    expect(withComputed(uiSchema, { daily_price: 0.1, days: 3 }).total).toBe(0.3);
    expect(withComputed(uiSchema, { daily_price: 12.5, total: 9 })).not.toHaveProperty('total');
  });

  it('[self-pay-cents] sends money in cents and leaves computed fields out', () => {
    expect(toWire(uiSchema, { daily_price: 12.55, days: 30, total: 376.5, name: 'x' })).toEqual({ daily_price: 1255, days: 30, name: 'x' });
  });

  it('[self-pay-cents] shows a record in currency units with its computed fields', () => {
    expect(fromWire(uiSchema, { daily_price: 1250, days: 30 })).toEqual({ daily_price: 12.5, days: 30, total: 375 });
  });

  it('sums when asked to', () => {
    expect(withComputed({ all: { 'ui:options': { computed: { sum: ['a', 'b'] } } } }, { a: 1, b: 2 }).all).toBe(3);
  });
});
