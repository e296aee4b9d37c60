import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, readCsvRecords } from './csv-records';

async function read(text: string) {
  const records = [];
  for await (const record of readCsvRecords(Readable.from([text]))) records.push(record);
  return records;
}

describe('readCsvRecords', () => {
  it('splits plain lines and numbers them from the header', async () => {
    expect(await read('a,b,c\n1,,3\r\n\n4,5,6\n')).toEqual([
      { line: 1, values: ['a', 'b', 'c'] },
      { line: 2, values: ['1', '', '3'] },
      { line: 4, values: ['4', '5', '6'] },
    ]);
  });

  it('drops a byte-order mark', async () => {
    expect((await read('\uFEFFgameid,league\n'))[0]?.values).toEqual(['gameid', 'league']);
  });

  it('reads quoted values with commas, doubled quotes and line breaks', async () => {
    expect(await read('name,team\n"Barça, eSports","say ""hi""\nthere"\nx,y\n')).toEqual([
      { line: 1, values: ['name', 'team'] },
      { line: 2, values: ['Barça, eSports', 'say "hi"\nthere'] },
      { line: 4, values: ['x', 'y'] },
    ]);
  });

  it('fails on a quoted value that never closes, naming its line', async () => {
    await expect(read('a,b\n1,2\n"3,4\n5,6\n')).rejects.toThrow(
      new CsvSyntaxError('line 3: a quoted value is never closed'),
    );
  });
});
