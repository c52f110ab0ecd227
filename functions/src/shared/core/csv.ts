/**
 * CSV files as RFC 4180 describes them: fields separated by commas, records by CRLF, a field quoted when it holds
 * a comma, a double quote, CR or LF (a quote inside doubled). Files start with a UTF-8 byte order mark so that
 * spreadsheet apps read non-ASCII text (names, currency signs) as UTF-8.
 */
export type CsvValue = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;

/** One field, quoted only when it must be. */
export function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: BOM, header line, one line per row, every line ended by CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return CSV_BOM + [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** Integer cents as a plain decimal with two places (`-1234` -> `-12.34`), for a spreadsheet to sum. */
export function centsAsDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
