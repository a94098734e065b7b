// The serials a booth camp types from the polling agent's notes.
import { serialsOf } from './PollDay';

describe('serials from a note', () => {
  it('reads numbers and ranges in the order written, each once, whatever separates them', () => {
    expect(serialsOf('12, 15 31-34;15\n7 – 8')).toEqual([12, 15, 31, 32, 33, 34, 7, 8]);
    expect(serialsOf('no serials here')).toEqual([]);
  });

  it('keeps a mistyped range to a part’s size', () => {
    expect(serialsOf('1-999999')).toHaveLength(2001);
  });
});
