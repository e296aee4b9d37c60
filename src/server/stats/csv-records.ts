import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

export interface CsvRecord {
  /** The file line the record starts on (1 = the header). */
  line: number;
  values: string[];
}

export class CsvSyntaxError extends Error {}

/** The lines of a stream, read chunk by chunk as the consumer asks for them (backpressure). */
async function* readLines(
  input: Readable,
  onChunk?: (chunk: Buffer) => void,
): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of input) {
    onChunk?.(chunk);
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) yield line.endsWith('\r') ? line.slice(0, -1) : line;
  }
  rest += decoder.end();
  if (rest !== '') yield rest.endsWith('\r') ? rest.slice(0, -1) : rest;
}

/**
 * Reads CSV records from a stream, one at a time, never holding more than a chunk of the file.
 * OE files rarely quote anything, so a line without quotes is simply split; a quoted value
 * (with commas, doubled quotes or line breaks inside) is read character by character.
 * `onChunk` sees every byte read (the importer hashes the file with it).
 */
export async function* readCsvRecords(
  input: Readable,
  onChunk?: (chunk: Buffer) => void,
): AsyncGenerator<CsvRecord> {
  let lineNumber = 0;
  let pending: { line: number; text: string } | null = null;
  for await (const raw of readLines(input, onChunk)) {
    lineNumber += 1;
    const text = lineNumber === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    if (pending) {
      pending.text += `\n${text}`;
    } else if (!text.includes('"')) {
      if (text !== '') yield { line: lineNumber, values: text.split(',') };
      continue;
    } else {
      pending = { line: lineNumber, text };
    }
    const values = splitQuoted(pending.text);
    if (values) {
      yield { line: pending.line, values };
      pending = null;
    }
  }
  if (pending) {
    throw new CsvSyntaxError(`line ${pending.line}: a quoted value is never closed`);
  }
}

/** The values of a record with quotes, or null while a quoted value is still open. */
function splitQuoted(text: string): string[] | null {
  const values: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') value += char;
      else if (text[i + 1] === '"') {
        value += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      values.push(value);
      value = '';
    } else value += char;
  }
  if (quoted) return null;
  values.push(value);
  return values;
}
