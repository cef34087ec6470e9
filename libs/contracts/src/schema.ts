import { Type, type TSchema } from 'typebox';

/** `T | null`: the API says null for "not known yet" rather than leaving a field out. */
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** UTC timestamp as ISO-8601 text (spec: started_at is UTC text). */
export const Timestamp = (description?: string) => Type.String({ format: 'date-time', ...(description ? { description } : {}) });

export const Uuid = (description?: string) => Type.String({ format: 'uuid', ...(description ? { description } : {}) });

/** 0..100 score; the UI shows it to 1 decimal. */
export const Score = (description?: string) => Type.Number({ minimum: 0, maximum: 100, ...(description ? { description } : {}) });
