/**
 * Data for telling a site's region: country-code top-level domains, international calling codes
 * and countries' postcode shapes. ISO 3166-1 alpha-2 codes throughout.
 */

/** ccTLD (and second-level public suffixes) -> country. "uk" is GB's, as in use. */
export const CCTLD_COUNTRY: Readonly<Record<string, string>> = {
  uk: 'GB', de: 'DE', fr: 'FR', es: 'ES', it: 'IT', nl: 'NL', be: 'BE', ch: 'CH', at: 'AT', se: 'SE', no: 'NO', dk: 'DK',
  fi: 'FI', ie: 'IE', pt: 'PT', pl: 'PL', cz: 'CZ', sk: 'SK', hu: 'HU', ro: 'RO', bg: 'BG', gr: 'GR', ru: 'RU', ua: 'UA',
  tr: 'TR', il: 'IL', ae: 'AE', sa: 'SA', eg: 'EG', za: 'ZA', ng: 'NG', ke: 'KE', in: 'IN', pk: 'PK', bd: 'BD', cn: 'CN',
  jp: 'JP', kr: 'KR', tw: 'TW', hk: 'HK', sg: 'SG', my: 'MY', th: 'TH', vn: 'VN', id: 'ID', ph: 'PH', au: 'AU', nz: 'NZ',
  ca: 'CA', us: 'US', mx: 'MX', br: 'BR', ar: 'AR', cl: 'CL', co: 'CO', pe: 'PE', ve: 'VE', uy: 'UY', is: 'IS', lu: 'LU',
  ee: 'EE', lv: 'LV', lt: 'LT', si: 'SI', hr: 'HR', rs: 'RS', cy: 'CY', mt: 'MT',
};

/** Top-level domains only one country's public bodies use. */
export const GOVERNMENT_TLD_COUNTRY: Readonly<Record<string, string>> = { gov: 'US', mil: 'US', edu: 'US' };

/** International calling code -> country (+1 is shared by the NANP; the US is its largest member). */
export const CALLING_CODE_COUNTRY: ReadonlyArray<[string, string]> = [
  ['1', 'US'], ['44', 'GB'], ['49', 'DE'], ['33', 'FR'], ['34', 'ES'], ['39', 'IT'], ['31', 'NL'], ['32', 'BE'], ['41', 'CH'],
  ['43', 'AT'], ['46', 'SE'], ['47', 'NO'], ['45', 'DK'], ['358', 'FI'], ['353', 'IE'], ['351', 'PT'], ['48', 'PL'],
  ['420', 'CZ'], ['36', 'HU'], ['40', 'RO'], ['30', 'GR'], ['7', 'RU'], ['380', 'UA'], ['90', 'TR'], ['972', 'IL'],
  ['971', 'AE'], ['966', 'SA'], ['20', 'EG'], ['27', 'ZA'], ['234', 'NG'], ['254', 'KE'], ['91', 'IN'], ['92', 'PK'],
  ['86', 'CN'], ['81', 'JP'], ['82', 'KR'], ['886', 'TW'], ['852', 'HK'], ['65', 'SG'], ['60', 'MY'], ['66', 'TH'],
  ['84', 'VN'], ['62', 'ID'], ['63', 'PH'], ['61', 'AU'], ['64', 'NZ'], ['52', 'MX'], ['55', 'BR'], ['54', 'AR'],
  ['56', 'CL'], ['57', 'CO'], ['51', 'PE'], ['354', 'IS'], ['352', 'LU'],
];

/** Postcode shapes that name their country when they follow a town or a state. */
export const POSTCODE_PATTERNS: ReadonlyArray<[RegExp, string]> = [
  // "Springfield, IL 62701" / "New York, NY 10001-1234"
  [/\b(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])\s+\d{5}(?:-\d{4})?\b/g, 'US'],
  // "London SW1A 1AA", "Leeds LS1 4DY"
  [/\b[A-Z]{1,2}\d[A-Z\d]?\s\d[ABD-HJLNP-UW-Z]{2}\b/g, 'GB'],
  // "Toronto, ON M5V 3L9"
  [/\b(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s+[ABCEGHJ-NPRSTVXY]\d[A-Z]\s?\d[A-Z]\d\b/g, 'CA'],
];
