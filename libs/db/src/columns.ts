/**
 * Column types shared by the table files.
 *
 * JSON goes in as text made by `toJson()`: pg turns a JS array parameter into a Postgres array
 * literal (`{1,2}`), which is not valid jsonb, while PGlite JSON-encodes it. Text is read the
 * same way by both engines, and the brand makes the compiler check the stored shape.
 */
import type { ColumnType } from 'kysely';

/** timestamptz: read as Date; written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** timestamptz with a database default (usually now()), so inserts may leave it out. */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

declare const jsonShape: unique symbol;

/** JSON text that encodes a `T`; only `toJson()` makes one. */
export type JsonText<T> = string & { readonly [jsonShape]: T };

/** jsonb holding a `T`. */
export type Json<T> = ColumnType<T, JsonText<T>, JsonText<T>>;

/** jsonb holding a `T`, with a database default. */
export type DefaultJson<T> = ColumnType<T, JsonText<T> | undefined, JsonText<T>>;

/** Encodes a value for a jsonb column, identically on Postgres and PGlite. */
export function toJson<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}
