import { useEffect, useState, type ReactNode } from 'react';

/**
 * The fields of a form that works only with the page's JavaScript (signing in, creating an
 * account, asking for a password reset): disabled in the server's HTML until it runs. Before, a
 * shopper quick enough (or a browser without JavaScript) typed into fields that React then took
 * over and emptied, or sent the form natively: a GET to the page with the password in its address,
 * where history and logs keep it. (An effect, not `lib/hydrated.ts`: importing that here moved it
 * out of the product page's chunk into one of its own, a file more on every product page's first load.)
 */
export function ScriptFields({ children }: { children: ReactNode }) {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return (
    <fieldset className="script-fields" disabled={!running}>
      {children}
    </fieldset>
  );
}
