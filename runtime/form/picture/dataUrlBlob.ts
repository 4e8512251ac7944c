/**
 * The Blob a `data:` URL holds, decoded here rather than with `fetch(dataUrl)`: the portal's
 * Content-Security-Policy (`connect-src 'self'`) refuses a fetch of a `data:` URL, which would keep
 * a picture chosen before its record existed from ever being uploaded.
 *
 * @example
 * dataUrlBlob('data:image/png;base64,iVBORw0KGgo='); // Blob { type: 'image/png', size: 8 }
 */
export function dataUrlBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(5, comma < 0 ? undefined : comma);
  const payload = comma < 0 ? '' : dataUrl.slice(comma + 1);
  const [type = '', ...parameters] = header.split(';');
  if (parameters.includes('base64')) {
    const text = atob(payload);
    const bytes = new Uint8Array(text.length);
    for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
    return new Blob([bytes], { type });
  }
  return new Blob([decodeURIComponent(payload)], { type });
}
