import { describe, expect, it } from 'vitest';
import { fromChargeRow, toChargeRow } from './charges';

describe('a shipping option’s charges in the rows editor', () => {
  it('show as a handling and an insurance column, and go back as the same charges', () => {
    const option = { code: 'express', cost: '14.99', charges: [{ type: 'HANDLING_FEE', amount: '1.50' }, { type: 'INSURANCE', amount: '2.00' }] };
    const row = toChargeRow(option);
    expect(row).toEqual({ code: 'express', cost: '14.99', handling: '1.50', insurance: '2.00' });
    expect(fromChargeRow(row)).toEqual(option);
  });

  it('drop a column left empty or at zero, and carry no charges when none is left', () => {
    expect(fromChargeRow({ code: 'post', handling: ' ', insurance: '0.00' })).toEqual({ code: 'post' });
    expect(fromChargeRow({ code: 'post', handling: '0.75 ' })).toEqual({ code: 'post', charges: [{ type: 'HANDLING_FEE', amount: '0.75' }] });
    expect(toChargeRow({ code: 'post' })).toEqual({ code: 'post' });
  });
});
