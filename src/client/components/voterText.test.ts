import { localName } from '../../shared/api/masters';
import { centreName, partLabel } from './voterText';

test("a part is named in the page's script where the roll has the Devanagari name", () => {
  const part = { partno: 12, area_name: 'Rajapeth', area_name_v1: 'राजापेठ' };
  expect(partLabel(part, 'en')).toBe('12 - Rajapeth');
  expect(partLabel(part, 'mr')).toBe('12 - राजापेठ');
  expect(partLabel({ ...part, area_name_v1: null }, 'hi')).toBe('12 - Rajapeth');
  expect(partLabel({ partno: 3, area_name: null, area_name_v1: null }, 'mr')).toBe('3');
  expect(centreName({ vcenter: 'Town Hall', vcenter_v1: 'टाउन हॉल' }, 'hi')).toBe('टाउन हॉल');
});

test('a master (religion, caste, category) is named in Devanagari on Hindi and Marathi pages when the organisation gave the name', () => {
  expect(localName({ name: 'Buddhist', name_local: 'बौद्ध' }, 'mr')).toBe('बौद्ध');
  expect(localName({ name: 'Buddhist', name_local: 'बौद्ध' }, 'en')).toBe('Buddhist');
  expect(localName({ name: 'Jain', name_local: null }, 'hi')).toBe('Jain');
});
