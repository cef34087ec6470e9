/**
 * A validator of the SARIF 2.1.0 JSON schema, for the tests that check Citable's logs:
 * sarif-schema-2.1.0.json beside this file is the schema as published for 2.1.0 (rtm.5, the OASIS
 * standard's final draft; JSON Schema draft-04), copied from the npm package
 * @microsoft/jest-sarif 1.0.0-beta.0 (lib/schemas/sarif-2.1.0-rtm.5.json, MIT).
 */
import AjvDraft04 from 'ajv-draft-04';
import addFormatsModule from 'ajv-formats';
import { readFileSync } from 'node:fs';

// Both packages are CommonJS with `exports.default`: the import is the module under NodeNext's types.
const Ajv = AjvDraft04.default;
const addFormats = addFormatsModule.default;

const schema = JSON.parse(readFileSync(new URL('./sarif-schema-2.1.0.json', import.meta.url), 'utf8')) as object;

/**
 * The schema's language pattern has a stray `]` that JavaScript's unicode mode refuses; the plain
 * mode reads it as the schema's authors' (non-unicode) regular expression engines did.
 */
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);

export const validateSarif = ajv.compile(schema);
