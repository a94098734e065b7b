// The WhatsApp slip, with a place URL built for the voting centre: the voter's name, EPIC, part and serial, the voting centre and a map link to
// it, sent through wa.me to the voter's (family) phone. Pure functions, so the message and the
// URL are tested without opening anything.
import type { IntlShape } from 'react-intl';
import type { GeoPointJson, VoterRow } from '../../../shared/api/voters';
import { isValidPhone, normalisePhone } from '../../../shared/phone';
import { centreName, voterNames } from '../../components/voterText';

type Intl = Pick<IntlShape, 'formatMessage' | 'locale'>;

/** Why the voter may not be called or messaged, as a catalogue key; null when they may. */
export const contactBlockKey = (v: Pick<VoterRow, 'contact_block'>) => (v.contact_block ? `consent.blocked.${v.contact_block}` : null);

/**
 * The phone the slip goes to: the one the field staff collected, else the roll's; none for a
 * voter who may not be contacted (the server withholds it too).
 */
export const voterPhone = (v: Pick<VoterRow, 'mobile' | 'voterInfo' | 'contact_block'>) => (v.contact_block ? null : v.voterInfo?.phone_no || v.mobile || null);

/** https://www.google.com/maps?q=lat,lng from a GeoJSON point ([lng, lat]). */
export function placeLink(point: GeoPointJson | null | undefined): string | null {
  if (!point || point.type !== 'Point' || !Array.isArray(point.coordinates)) return null;
  const [lng, lat] = point.coordinates.map(Number);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return `https://www.google.com/maps?q=${lat},${lng}`;
}

/** wa.me wants the number in international form, digits only (91XXXXXXXXXX). */
export function whatsappDigits(phone: string | null | undefined): string | null {
  const p = normalisePhone(phone);
  return isValidPhone(p) ? p.slice(1) : null;
}

export function whatsappUrl(digits: string, text: string) {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

export interface SlipInput {
  voter: VoterRow;
  /** The centre's name and point as voting-location-edit gives them (null while unknown). */
  centre: { location_name: string; location_name_v1?: string | null; voting_center_location: GeoPointJson | null } | null;
  candidate?: string | null;
}

/** The message, one fact a line, in the page's language (names in both scripts when known). */
export function slipMessage(intl: Intl, { voter, centre, candidate }: SlipInput): string {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [primary, secondary] = voterNames(voter, intl.locale);
  const centreText = centre ? centreName({ vcenter: centre.location_name, vcenter_v1: centre.location_name_v1 }, intl.locale) : centreName(voter, intl.locale);
  const lines = [
    t('whatsapp.slipTitle'),
    t('whatsapp.lineName', { name: secondary ? `${primary} (${secondary})` : primary }),
    voter.idcardno ? t('whatsapp.lineEpic', { epic: voter.idcardno }) : null,
    t('whatsapp.linePart', { acno: String(voter.acno), partno: String(voter.partno), serial: String(voter.slnoinpart) }),
    centreText ? t('whatsapp.lineCentre', { centre: centreText }) : null,
  ];
  const link = placeLink(centre?.voting_center_location);
  if (link) lines.push(t('whatsapp.lineLocation', { link }));
  if (candidate) lines.push('', t('whatsapp.lineCandidate', { candidate }));
  return lines.filter((l) => l !== null).join('\n');
}
