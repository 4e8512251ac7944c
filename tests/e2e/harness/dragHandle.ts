// Dragging one element onto another with the mouse, as a user connects an option to a prompt in
// the prompt editor's React Flow graph: press on the source, move past the target and back (so
// the library sees a drag over it), release.
import type { Locator, Page } from 'playwright-core';

/**
 * Drags the centre of `from` onto the centre of `onto`.
 *
 * @example
 * await dragHandle(page, graph.getByTestId('option-handle-7'), graph.getByTestId('prompt-node-MEDICATION').locator('.react-flow__handle.target'));
 */
export async function dragHandle(page: Page, from: Locator, onto: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await onto.boundingBox();
  if (!start || !end) throw new Error('the graph is not drawn');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2 + 10, end.y + end.height / 2, { steps: 12 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 4 });
  await page.mouse.up();
}
