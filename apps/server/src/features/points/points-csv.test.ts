import { describe, expect, it } from 'vitest';
import { csvText } from './points-csv.js';

describe('a CSV text cell', () => {
  it('keeps plain text as it is', () => {
    expect(csvText("Goal 'Workout' passed in 'Jock Training'")).toBe("Goal 'Workout' passed in 'Jock Training'");
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvText('a, b')).toBe('"a, b"');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('one\ntwo')).toBe('"one\ntwo"');
    expect(csvText('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    expect(csvText('=1+2')).toBe("'=1+2");
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('-1')).toBe("'-1");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\tx')).toBe("'\tx");
    expect(csvText('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });
});
