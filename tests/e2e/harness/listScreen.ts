// Reading a list screen (AG Grid, rendered by the runtime from a screen spec) the way a person
// reads it: the values shown in a column, and the list call the screen made to show them.
import type { Page, Request } from 'playwright-core';

/** The JSON body of a paged list call (ARCHITECTURE.md, "Paged lists"). */
export interface ListRequest {
  limit?: number;
  page?: number;
  order_by?: { field: string; direction: 'asc' | 'desc' };
  search?: Record<string, unknown>;
}

/** The cells of one column, in display order (the grid's data rows only, not its header). */
export function columnCells(page: Page, field: string) {
  return page.locator(`[role="row"][row-index] [col-id="${field}"]`);
}

/** The texts of one column, top to bottom. */
export async function columnTexts(page: Page, field: string): Promise<string[]> {
  const texts = await columnCells(page, field).allInnerTexts();
  return texts.map((text) => text.trim());
}

/**
 * Resolves with the body of the next call to `POST /api/<operationPath>` that `matches` accepts.
 * Start waiting before the action that triggers the call.
 */
export async function nextListRequest(
  page: Page,
  operationPath: string,
  matches: (body: ListRequest) => boolean = () => true,
): Promise<ListRequest> {
  const isWanted = (request: Request): boolean => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== `/api/${operationPath}`)
      return false;
    return matches(request.postDataJSON() as ListRequest);
  };
  const request = await page.waitForRequest(isWanted);
  const response = await request.response();
  if (!response?.ok())
    throw new Error(`POST /api/${operationPath} answered ${response?.status() ?? 'nothing'}`);
  return request.postDataJSON() as ListRequest;
}

/** True when `values` are in ascending order, ignoring case and accents. */
export function isAscending(values: readonly string[]): boolean {
  return values.every(
    (value, index) =>
      index === 0 || values[index - 1]!.localeCompare(value, 'en', { sensitivity: 'base' }) <= 0,
  );
}
