// What the field app's screens compute from the phone's voters: households in the roll's order,
// a page's counts and the search within the worker's voters.
import type { LocalVoter } from './local';
import { households, onPage, pageCounts, search } from './walk';

const v = (id: number, slnoinpart: number, over: Partial<LocalVoter> = {}): LocalVoter => ({
  id,
  acno: 38,
  partno: 1,
  slnoinpart,
  fm_name_en: 'Ramesh',
  lastname_en: 'Patil',
  fm_name_v1: 'रमेश',
  lastname_v1: 'पाटील',
  epic_no: `KDV00000${id}`,
  ...over,
});

const roll = [
  // a supporter is the record's stance on the party (the download's align_with_party), not the
  // last visit's level: voters 1 and 3 were made supporters in the console, voter 2's level of 1
  // was later changed to 'no' there
  v(1, 3, { family_key: '1/12', house_no: '12', align_with_party: 'yes' }),
  v(2, 1, { family_key: '1/12', house_no: '12', visit_outcome: 'met', slip_delivered: true, supporter_level: 1, align_with_party: 'no' }),
  v(3, 2, { family_key: '1/14', house_no: '14', fm_name_en: 'Sunita', fm_name_v1: 'सुनीता', visit_outcome: 'not_home', align_with_party: 'yes' }),
  v(4, 4, { fm_name_en: 'Kamal', lastname_en: 'Shinde', fm_name_v1: 'कमल', lastname_v1: 'शिंदे', supporter_level: 5 }),
  v(5, 40, { partno: 2, family_key: '1/12', house_no: '12' }),
];

describe('the walk list', () => {
  it('groups a part’s voters by household in the order of their first serial; the same house number in another part is another household', () => {
    expect(households(roll).map((h) => [h.house_no, h.voters.map((x) => x.slnoinpart)])).toEqual([
      ['12', [1, 3]],
      ['14', [2]],
      [null, [4]],
      ['12', [40]],
    ]);
  });

  it('counts a page: households visited, reached, slips, supporters and those left', () => {
    const page = roll.filter(onPage({ acno: 38, partno: 1, from: 1, to: 3 }));
    expect(page.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(pageCounts(page)).toEqual({
      electors: 3,
      households: 2,
      householdsVisited: 2,
      met: 1,
      metPercent: 33.33,
      slips: 1,
      slipsPercent: 33.33,
      supporters: 2,
      toVisit: 1,
    });
  });

  it('finds by serial, by the start of an EPIC number and by name in Latin (any case) or Devanagari', () => {
    const ids = (term: string) => search(roll, term).map((x) => x.id);
    expect(ids('4')).toEqual([4]);
    expect(ids('kdv000003')).toEqual([3]);
    expect(ids('sunita pat')).toEqual([3]);
    expect(ids('SHINDE')).toEqual([4]);
    expect(ids('शिंदे')).toEqual([4]);
    expect(ids('रमेश पा')).toEqual([1, 2, 5]);
    expect(ids('  ')).toHaveLength(5);
    expect(ids('xyz')).toEqual([]);
  });

  it('finds a name typed surname first, and the EPIC numbers a word of letters alone starts', () => {
    const ids = (term: string) => search(roll, term).map((x) => x.id);
    const more = [...roll, v(6, 5, { fm_name_en: 'Sakshi', lastname_en: 'Thakare', fm_name_v1: 'साक्षी', lastname_v1: 'ठाकरे', epic_no: 'MTW4410021' })];
    const found = (term: string) => search(more, term).map((x) => x.id);
    expect(found('thakare sakshi')).toEqual([6]);
    expect(found('Sakshi Thakare')).toEqual([6]);
    expect(found('ठाकरे साक्षी')).toEqual([6]);
    expect(found('kare sak')).toEqual([6]);
    expect(found('sakshi thakare x')).toEqual([]);
    // letters only: the EPIC's start (every voter of the first roll is KDV...)
    expect(ids('kdv')).toEqual([1, 2, 3, 4, 5]);
    expect(found('mtw')).toEqual([6]);
    expect(found('MTW44')).toEqual([6]);
    // a word that is a name still finds the name
    expect(ids('patil')).toEqual([1, 2, 3, 5]);
  });
});
