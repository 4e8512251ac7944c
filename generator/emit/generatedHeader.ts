/** The words every generated file starts with (JSON files carry them as `$comment`). */
export const generatedNotice = 'generated from specs/ — do not edit';

/** The first line of every generated TypeScript file. */
export const generatedHeader = `// ${generatedNotice}\n`;
