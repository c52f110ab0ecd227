import { describe, expect, it } from 'vitest';
import { CSV_BOM, centsAsDecimal, csvField, toCsv } from './csv';

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('streamer_1')).toBe('streamer_1');
    expect(csvField(1234)).toBe('1234');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes commas, quotes, CR and LF, doubling inner quotes', () => {
    expect(csvField('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvField('the "best"')).toBe('"the ""best"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('"')).toBe('""""');
  });

  it('keeps non-ASCII text as it is', () => {
    expect(csvField('£5 Zoë 🎮')).toBe('£5 Zoë 🎮');
  });
});

describe('toCsv', () => {
  it('writes a BOM, the header and CRLF-ended records', () => {
    expect(toCsv(['a', 'b'], [['x,y', 2], [null, 'q"']])).toBe(`${CSV_BOM}a,b\r\n"x,y",2\r\n,"q"""\r\n`);
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['day'], [])).toBe(`${CSV_BOM}day\r\n`);
  });
});

describe('centsAsDecimal', () => {
  it('gives two decimals, with a sign for negatives', () => {
    expect(centsAsDecimal(0)).toBe('0.00');
    expect(centsAsDecimal(5)).toBe('0.05');
    expect(centsAsDecimal(123_456)).toBe('1234.56');
    expect(centsAsDecimal(-1_005)).toBe('-10.05');
    expect(centsAsDecimal(-7)).toBe('-0.07');
  });
});
