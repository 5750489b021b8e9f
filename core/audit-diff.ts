// What an audit entry changed, field by field, for the owner's audit trail: the before and after images are
// records as the server stored them (objects), or null when the record was created or removed.

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A stored value as the owner reads it: text as is, nothing as blank, anything else as compact JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function fieldsOf(image: unknown): Record<string, unknown> {
  if (image === null || image === undefined) return {};
  if (typeof image === 'object' && !Array.isArray(image)) return image as Record<string, unknown>;
  return { value: image };
}

/** The fields whose value differs between the images, in the order they first appear; a new or removed record lists every field. */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const from = fieldsOf(before);
  const to = fieldsOf(after);
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.map((field) => ({ field, before: shownValue(from[field]), after: shownValue(to[field]) })).filter((change) => change.before !== change.after);
}
