import { message } from '../../src/generated/catalog';

/** The `ui:options` of a `file` widget. */
export interface FileOptions {
  /** Content types allowed, e.g. `['application/pdf']`; any when absent. */
  accept?: readonly string[];
  /** The text shown when a file of another type is chosen (compiled from a catalogue key). */
  acceptMessage?: string;
  /** The largest file allowed, in bytes. */
  maxBytes?: number;
}

/** Extensions of the content types a browser may leave blank (a file's `type` is '' on some systems). */
const extensions: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'application/octet-stream': ['bin'],
};

function sizeText(bytes: number): string {
  return bytes >= 1_048_576 ? `${String(Math.round((bytes / 1_048_576) * 10) / 10)} MB` : `${String(Math.round(bytes / 1024))} KB`;
}

/**
 * Why a chosen file is refused by a `file` widget's options, or undefined when it is fine: its
 * type must be one of `accept` (by content type, or by extension when the browser gives none),
 * its size at most `maxBytes` ([user-guides-pdf-only]).
 *
 * @example
 * fileRefusal({ name: 'a.txt', type: 'text/plain', size: 3 }, { accept: ['application/pdf'], acceptMessage: message('userGuidePdfOnly') });
 * // 'The user guide must be a PDF file.'
 */
export function fileRefusal(file: Pick<File, 'name' | 'type' | 'size'>, options: FileOptions): string | undefined {
  const accept = options.accept ?? [];
  if (accept.length > 0) {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    const typeOk = file.type === '' ? accept.some((type) => extensions[type]?.includes(extension)) : accept.includes(file.type);
    if (!typeOk) {
      return options.acceptMessage === undefined ? message('fileMustBeOfType', { types: accept.join(', ') }) : options.acceptMessage;
    }
  }
  if (options.maxBytes !== undefined && file.size > options.maxBytes) return message('fileTooLarge', { size: sizeText(options.maxBytes) });
  return undefined;
}
