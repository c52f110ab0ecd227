import type { Timestamp } from '@shared/core/timestamp';

/** Firestore's REST API documents, decoded into the plain data the shared document types describe. */

/** A value as Firestore's REST API writes it (the kinds public documents hold). */
export interface RestValue {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  stringValue?: string;
  referenceValue?: string;
  bytesValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

export interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

/** A point in time read from REST, with the two methods the shared document types use. */
export function timestampOf(millis: number): Timestamp {
  return { toMillis: () => millis, toDate: () => new Date(millis) };
}

export function decodeValue(value: RestValue): unknown {
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return timestampOf(Date.parse(value.timestampValue!));
  if ('stringValue' in value) return value.stringValue;
  if ('referenceValue' in value) return value.referenceValue;
  if ('bytesValue' in value) return value.bytesValue;
  if ('geoPointValue' in value) return { latitude: value.geoPointValue!.latitude ?? 0, longitude: value.geoPointValue!.longitude ?? 0 };
  if ('arrayValue' in value) return (value.arrayValue!.values ?? []).map(decodeValue);
  if ('mapValue' in value) return decodeFields(value.mapValue!.fields);
  return null;
}

function decodeFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([key, value]) => [key, decodeValue(value)]));
}

/** A document's data with its id (as `id`, unless the data has one of its own). */
export function decodeDocument<T>(document: RestDocument): T & { id: string } {
  const id = document.name.slice(document.name.lastIndexOf('/') + 1);
  return { id, ...decodeFields(document.fields) } as T & { id: string };
}
