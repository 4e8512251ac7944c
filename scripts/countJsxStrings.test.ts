import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { countJsxStrings, jsxStringCeiling, jsxStringsIn } from './countJsxStrings.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the user-visible JSX string count of npm run check (issue 26, "Done means")', () => {
  it('counts text between tags, read attributes and literal children, not layout, ids or messages from the catalogue', () => {
    const source = [
      'const a = (',
      '  <Stack className="wide" data-testid="save-form">',
      '    <Button title="Save the plan" aria-label={busy ? "Saving" : "Save"}>Save now</Button>',
      '    {busy ? "Saving…" : message("save")}',
      '    <Text> · </Text>',
      '    <Text>{count} / 100 %</Text>',
      '    <TextInput label={message("name")} placeholder={hint ?? "Type a name"} id="name" />',
      '    {"—"}',
      '    <Button>{left > 0 ? `Resend code (${left} s)` : message("resend")}</Button>',
      '    <Text>{`${count}`}</Text>',
      '  </Stack>',
      ');',
    ].join('\n');
    expect(jsxStringsIn(source)).toEqual([
      { line: 3, text: 'title="Save the plan"' },
      { line: 3, text: 'aria-label="Saving"' },
      { line: 3, text: 'aria-label="Save"' },
      { line: 3, text: 'Save now' },
      { line: 4, text: 'Saving…' },
      { line: 7, text: 'placeholder="Type a name"' },
      { line: 9, text: 'Resend code (… s)' },
    ]);
  });

  it('finds no more user-visible JSX strings in screens/ and runtime/ than the committed ceiling', () => {
    expect(countJsxStrings(root).length).toBeLessThanOrEqual(jsxStringCeiling(root));
  });
});
