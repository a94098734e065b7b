// How the voter screens show a voter (search, reports, WhatsApp slip): the name in the page's
// script first with its twin under it, gender and alignment labels, and 'Not Available' for a
// missing field. Domain-light on purpose: several features use it.
import { useIntl, type IntlShape } from 'react-intl';
import type { Align, VoterRow } from '../../shared/api/voters';
import './voterText.css';

type Named = Pick<VoterRow, 'name' | 'name_v1' | 'names_derived'>;

/** [primary, secondary]: Devanagari first in Hindi and Marathi, English first otherwise. */
export function voterNames(v: Named, locale: string): [string, string | null] {
  const en = (v.name ?? '').trim();
  const dev = (v.name_v1 ?? '').trim();
  if (!dev) return [en, null];
  if (!en) return [dev, null];
  return locale === 'en' ? [en, dev] : [dev, en];
}

/** Beside a Latin name the roll does not print (spelled from its Devanagari): says so. */
function DerivedMark() {
  const intl = useIntl();
  return (
    <abbr className="voter-name-derived" title={intl.formatMessage({ id: 'voterName.derivedTitle' })} data-testid="name-derived">
      {intl.formatMessage({ id: 'voterName.derived' })}
    </abbr>
  );
}

export function VoterName({ voter, locale }: { voter: Named; locale: string }) {
  const [primary, secondary] = voterNames(voter, locale);
  const en = (voter.name ?? '').trim();
  const mark = voter.names_derived && en ? <DerivedMark /> : null;
  return (
    <span className="voter-name">
      <span className="voter-name-primary">
        {primary}
        {primary === en && mark}
      </span>
      {secondary && (
        <span className="voter-name-secondary">
          {secondary}
          {secondary === en && mark}
        </span>
      )}
    </span>
  );
}

/** The voting centre in the page's script. */
export const centreName = (v: { vcenter: string | null; vcenter_v1?: string | null }, locale: string) =>
  (locale !== 'en' && v.vcenter_v1) || v.vcenter || v.vcenter_v1 || '';

/** A part in a dropdown: its number and name, in the page's script where the roll has it. */
export function partLabel(p: { partno: number; area_name: string | null; area_name_v1?: string | null }, locale: string): string {
  const name = (locale !== 'en' && p.area_name_v1) || p.area_name || p.area_name_v1;
  return name ? `${p.partno} - ${name}` : String(p.partno);
}

/** The section in the page's script. */
export const sectionName = (v: { section: string | null; section_v1?: string | null }, locale: string) =>
  (locale !== 'en' && v.section_v1) || v.section || v.section_v1 || '';

const GENDER_KEYS: Record<string, string> = {
  M: 'gender.male',
  F: 'gender.female',
  O: 'gender.other',
  '1': 'gender.male',
  '2': 'gender.female',
  '3': 'gender.other',
};
export const genderKey = (g: string | null | undefined) => (g ? GENDER_KEYS[String(g).toUpperCase()] : undefined);

/** states Alignment values: yes, no, prefer_not_to_say (shown 'Prefer Not to Say'). */
export const alignKey = (a: Align | string | null | undefined) => (a ? `align.${a}` : undefined);

export const NOT_AVAILABLE = 'common.notAvailable';

/** A catalogue key translated, or 'Not Available' when there is no value. */
export function labelOrNA(intl: Pick<IntlShape, 'formatMessage'>, key: string | undefined) {
  return intl.formatMessage({ id: key ?? NOT_AVAILABLE });
}

/** A plain value, or 'Not Available' when it is missing or blank. */
export function valueOrNA(intl: Pick<IntlShape, 'formatMessage'>, value: string | number | null | undefined) {
  if (value === null || value === undefined || String(value).trim() === '') return intl.formatMessage({ id: NOT_AVAILABLE });
  return String(value);
}

/** A part dropdown's options, named in the page's language. */
export function PartOptions({ parts }: { parts: readonly { partno: number; area_name: string | null; area_name_v1?: string | null }[] }) {
  const intl = useIntl();
  return parts.map((p) => (
    <option key={p.partno} value={p.partno}>
      {partLabel(p, intl.locale)}
    </option>
  ));
}
