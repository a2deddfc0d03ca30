/**
 * A browser document for the hooks' tests, installed on the Node globals before React DOM loads.
 * Only `window`, `document` and `navigator`: Vitest's happy-dom environment would also replace
 * `URL`, `fetch` and friends, and the real platform these tests talk to runs in this process.
 * Import this module first.
 */
import { Window } from 'happy-dom';

const browser = new Window({ url: 'http://127.0.0.1/' });
Object.assign(globalThis, { window: browser, document: browser.document, navigator: browser.navigator, IS_REACT_ACT_ENVIRONMENT: true });
