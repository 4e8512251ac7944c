/** A stored value as a text input holds it: numbers and text as text, anything else empty. */
export function heldText(stored: unknown): string {
  return typeof stored === 'string' || typeof stored === 'number' ? String(stored) : '';
}

/** What a text input sends: its text without surrounding blanks. */
export function sentText(held: unknown): unknown {
  return typeof held === 'string' ? held.trim() : held;
}
