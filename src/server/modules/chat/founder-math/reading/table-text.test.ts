import { describe, expect, it } from 'vitest';
import { readFigures } from '../read-figures';
import { tableAsText } from './table-text';

const sheet = [
  'month,cash,mrr,net_burn,customers',
  'jan,500000,12000,40000,80',
  'feb,462000,13500,38000,86',
].join('\n');

describe('a metrics sheet attached as CSV', () => {
  it('is read by its latest row, flows per month', () => {
    expect(tableAsText(sheet)).toBe(
      'cash 462000. mrr 13500 a month. net burn 38000 a month. customers 86.',
    );
  });

  it('reads a P&L by its latest month, its loss as the net burn, and the cash line under it', () => {
    const pnl = [
      'month,revenue,cogs,payroll,net',
      '2026-08,21000,4500,38000,-34500',
      '2026-09,24000,5000,38000,-32000',
      'cash at end of september,410000',
    ].join('\n');
    expect(tableAsText(pnl)).toBe(
      'revenue 24000 a month. cogs 5000 a month. payroll 38000 a month. net burn 32000 a month. cash at end of september 410000.',
    );
    const reading = readFigures('at this burn, how much runway do we have?', [], [pnl]);
    expect(reading?.kind === 'calculation' && reading.calculation.result).toEqual({
      runway: '12.8 months',
    });
  });

  it('averages the last three months when asked for an average', () => {
    expect(tableAsText(sheet.concat('\nmar,430000,15000,32000,90'), { average: 3 })).toBe(
      'cash 430000. mrr 13500 a month. net burn 36667 a month. customers 90.',
    );
  });

  it('leaves prose and ragged tables as they are', () => {
    expect(tableAsText('Cash in bank: $420,000\nNet burn: $35,000/month')).toBe(
      'Cash in bank: $420,000\nNet burn: $35,000/month',
    );
    expect(tableAsText('a,b\n1,2,3')).toBe('a,b\n1,2,3');
  });

  it('gives its figures to the question, not its words', () => {
    const reading = readFigures('how many months do we have left?', [], [sheet]);
    expect(reading?.kind === 'calculation' && reading.calculation.result).toEqual({
      runway: '12.2 months',
    });
    // A round plan that mentions SAFEs does not turn a runway question into a SAFE one.
    const plan = 'Round plan\nAmount: $1.5M on SAFEs\nCash in bank: $300,000\nNet burn: $25k/month';
    const runway = readFigures('runway?', [], [plan]);
    expect(runway?.kind === 'calculation' && runway.calculation.calculator).toBe('runway');
  });
});
