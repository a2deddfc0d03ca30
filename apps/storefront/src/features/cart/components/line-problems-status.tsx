import { useState } from 'react';
import { nextAnnouncement } from '../utils/problem-announcement';

/**
 * Tells screen-reader users when a line's problem appears or changes (sold out, no longer for sale,
 * fewer left than asked), which sighted shoppers see under the line. A polite status region, drawn
 * from the first render, empty: a region that arrives with its text is not read, and what the page
 * showed when it opened is read with the lines anyway.
 *
 * Only a `settled` state is announced: while the estimate is asked again (a new address), the lines
 * fall back for a moment to their availability's words and then back to the estimate's, and saying
 * each would repeat a problem that did not change. React leaves the region's text alone between
 * renders that say the same, so nothing is read twice.
 */
export function LineProblemsStatus({ problems, settled }: { problems: readonly string[]; settled: boolean }) {
  const current = problems.join('\n');
  const [announcement, setAnnouncement] = useState({ known: current, said: '' });
  // Updated while rendering, as React advises for state that follows props (no effect, no extra paint).
  if (settled && current !== announcement.known) setAnnouncement(nextAnnouncement(announcement, current));
  return (
    <p role="status" className="visually-hidden" data-testid="line-problems-status">
      {announcement.said}
    </p>
  );
}
