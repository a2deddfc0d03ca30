import { errorMessage } from '@vitrine/react';
import { useState } from 'react';
import { Notice } from './notice';

/** What the last action on a view came to, in words. */
export interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The last action's outcome for a view that runs several mutations: `report(text, after)` gives
 * mutation callbacks that show `text` (or what it says of the result) on success (after running `after` with the result) and the
 * error otherwise (in `describe`'s words); `notice` renders it, or nothing before the first action.
 * A view that remounts a section after its save keeps the outcome above that section.
 */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const report = <Result,>(text: string | ((result: Result) => string), after?: (result: Result) => void, describe: (error: Error) => string = errorMessage) => ({
    onSuccess: (result: Result) => {
      after?.(result);
      setOutcome({ tone: 'success', text: typeof text === 'function' ? text(result) : text });
    },
    onError: (error: Error) => setOutcome({ tone: 'error', text: describe(error) }),
  });
  const notice = outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>;
  return { outcome, setOutcome, report, notice };
}
