// jsdom lacks a few browser APIs that Mantine and the router rely on; provide small, faithful
// stand-ins so component tests render the real components, and unmount after every test.
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { hashForSchema } from '@rjsf/utils';
import { confirmStore } from './runtime/dialogs/confirmStore';

// Forms validate with the validators `npm run generate` precompiled for specs/forms, which a page
// loads the first time it shows a form (runtime/form/formValidatorFunctions.ts). Component tests
// render synchronously, as a page does once they have loaded: every form's module is loaded here
// first. A form a test writes itself is none of specs/forms: its validators are compiled in the
// test process (tests/helpers/formValidatorsForTest.ts), never in the portal.
vi.mock(import('./runtime/form/formValidatorFunctions'), async (importOriginal) => {
  const precompiled = await importOriginal();
  const { formValidatorModules } = await import('./src/generated/formValidators');
  const { forms } = await import('./src/generated/forms');
  const { formValidatorsForTest } = await import('./tests/helpers/formValidatorsForTest');
  await Promise.all(Object.values(forms).map(async (form) => precompiled.formValidatorFunctions(form.schema)));
  return {
    formValidatorFunctions: (schema) =>
      hashForSchema(schema) in formValidatorModules ? precompiled.formValidatorFunctions(schema) : formValidatorsForTest(schema),
  };
});

// findBy*/waitFor wait up to 15 s: on a 2-core machine running the unit tests beside the checks
// (and, before, beside the end-to-end run), the first render of a file (AG Grid, lazy screens)
// took over 5 s in jsdom. A wait ends as soon as
// what it waits for shows, so only a failing test takes this long.
configure({ asyncUtilTimeout: 15_000 });

// Component test files share their worker's document and modules (vitest.config.ts): what one
// test leaves behind (a toast in Mantine's store, a portal in the body) must not reach the next.
afterEach(() => {
  cleanup();
  notifications.clean();
  // A question left open is cancelled, as leaving the page would.
  for (let pending = confirmStore.current(); pending; pending = confirmStore.current()) pending.answer(false);
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
});

if (typeof window.matchMedia !== 'function') {
  // Every media query is answered by comparing against the window width, so tests can choose the
  // desktop or the mobile layout by setting `window.innerWidth` before rendering.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => {
      const max = /max-width:\s*(\d+)px/.exec(query);
      const min = /min-width:\s*(\d+)px/.exec(query);
      const width = window.innerWidth;
      const matches = (max ? width <= Number(max[1]) : true) && (min ? width >= Number(min[1]) : true);
      return {
        matches,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      };
    },
  });
}

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = NoopResizeObserver;
}

// jsdom prints "Not implemented: window.scrollTo"; the router scrolls on every navigation.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
