/**
 * A small RFC 4180 CSV reader: comma separated, fields in double quotes may hold commas, line
 * breaks and doubled quotes; CRLF or LF line ends; a UTF-8 byte-order mark is skipped; blank lines
 * are ignored. Returns the records with the file line each one starts on.
 * @throws CsvError when a quoted field is never closed.
 */
export class CsvError extends Error {
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.name = 'CsvError';
    this.line = line;
  }
}

/** One record: its cells and the (1-based) line of the file it starts on. */
export type CsvRecord = { line: number; cells: string[] };

/**
 * Parses CSV text into records; see the file comment.
 * @see docs/product/back-office.md ("Listings")
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0]?.trim() === '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < input.length; i += 1) {
    const c = input[i];
    if (inQuotes) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else inQuotes = false;
      } else {
        if (c === '\n') line += 1;
        cell += c;
      }
      continue;
    }
    if (c === '"' && cell.trim() === '') {
      cell = '';
      inQuotes = true;
      quoteLine = line;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += c;
  }
  if (inQuotes) throw new CsvError(`Line ${quoteLine} has an unclosed double quote.`, quoteLine);
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/**
 * True when `data` looks like text: no NUL bytes and valid UTF-8.
 * @see docs/product/back-office.md ("Listings")
 */
export function isText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}
