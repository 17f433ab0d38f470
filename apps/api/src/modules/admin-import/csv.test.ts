import { describe, expect, it } from 'vitest';
import { CsvError, isText, parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF, a BOM, and skips blank lines', () => {
    const text = '\ufeffa,b,c\r\n1,"Sigra, Varanasi","He said ""hi"""\r\n\r\n2,"two\nlines",\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', 'Sigra, Varanasi', 'He said "hi"'] },
      { line: 4, cells: ['2', 'two\nlines', ''] },
    ]);
  });

  it('names the line of an unclosed quote', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(CsvError);
    expect(() => parseCsv('a,b\n1,"open\n')).toThrow('Line 2 has an unclosed double quote.');
  });
});

describe('isText', () => {
  it('refuses binary data', () => {
    expect(isText(Buffer.from('site_title\nA'))).toBe(true);
    expect(isText(Buffer.from([0x4d, 0x5a, 0x00, 0x01]))).toBe(false);
    expect(isText(Buffer.from([0xff, 0xfe, 0xfd]))).toBe(false);
  });
});
