import { message } from '../../src/generated/catalog';
import type { CellFormat } from './cellDisplay';

// Only addresses a browser opens as a document: http(s), or a path of the portal's own origin
// (never `javascript:` or another scheme a stored value could carry).
const openable = /^(?:https?:\/\/|\/(?!\/))/i;

/**
 * A document's address as a link reading 'Open' (opened in a new tab); no address, or one that
 * is no web address, reads 'Not provided' (the catalogue's `linkOpen` and `linkNotProvided`).
 *
 * @example
 * linkFormat('/docs/1000007/caregiver-agreement.pdf', {}); // { kind: 'link', text: 'Open', href: '/docs/1000007/caregiver-agreement.pdf' }
 */
export const linkFormat: CellFormat = (value) =>
  typeof value === 'string' && openable.test(value.trim())
    ? { kind: 'link', text: message('linkOpen'), href: value.trim() }
    : { kind: 'text', text: message('linkNotProvided') };
