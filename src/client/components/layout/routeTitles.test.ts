// Every route of the registry has a document title in each language: its key is in the three
// catalogues (or a name-only master's generic text), and only the routes that are one page under two addresses share one.
import en from '../../../../i18n/en.json';
import hi from '../../../../i18n/hi.json';
import mr from '../../../../i18n/mr.json';
import { routeEntries } from '../../resources';
import { titleKeyOf } from './routeEntry';
import { withMasterTexts } from '../../i18n/messages';

// each catalogue alone (no English fallback), with the generic texts of the masters it names
const catalogues: Record<string, Record<string, string>> = { en: withMasterTexts(en), hi: withMasterTexts(hi), mr: withMasterTexts(mr) };

test.each(Object.keys(catalogues))('every route has a title in %s', (locale) => {
  const missing = routeEntries.filter((e) => !(titleKeyOf(e) in catalogues[locale])).map((e) => `${e.path}: ${titleKeyOf(e)}`);
  expect(missing).toEqual([]);
});

test("no route falls back to the console's name alone, and the English titles differ but for one page's two addresses", () => {
  expect(routeEntries.filter((e) => titleKeyOf(e) === 'layout.appName').map((e) => e.path)).toEqual([]);
  const byTitle = new Map<string, string[]>();
  for (const e of routeEntries) byTitle.set(catalogues.en[titleKeyOf(e)], [...(byTitle.get(catalogues.en[titleKeyOf(e)]) ?? []), e.path]);
  const shared = [...byTitle.values()].filter((paths) => paths.length > 1);
  // the organisation admins' list is also reached from the super administrator's old address
  expect(shared).toEqual([['/users', '/super-admin/admin-list']]);
});
