import { errorMessage } from '@vitrine/react';
import { useState } from 'react';
import { Notice } from './states';

/** What the last action on a view came to, in words. */
export interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The last action's outcome for a view that runs several mutations: `report(text, after)` gives
 * mutation callbacks that show `text` on success (after running `after`) and the error otherwise;
 * `notice` renders it, or nothing before the first action.
 */
export function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const report = (text: string, after?: () => void) => ({
    onSuccess: () => {
      after?.();
      setOutcome({ tone: 'success', text });
    },
    onError: (error: Error) => setOutcome({ tone: 'error', text: errorMessage(error) }),
  });
  const notice = outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>;
  return { outcome, setOutcome, report, notice };
}
