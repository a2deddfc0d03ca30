/** What the cart's live region has said, and the lines' problems it was said against. */
export interface ProblemAnnouncement {
  /** The problems known when last settled, one a line, in the lines' order. */
  known: string;
  /** What the region says: the problems that were new then. */
  said: string;
}

/**
 * The announcement once the lines' problems are `problems` (one a line of text): only the problems
 * not already known are said, so a change to one line does not read every other line's problem
 * again, and a problem that went away empties the region, so the same problem coming back is said
 * again. Unchanged problems give `previous` itself: nothing to say.
 *
 * @example nextAnnouncement({ known: '', said: '' }, 'Only 4 left') // { known: 'Only 4 left', said: 'Only 4 left' }
 */
export function nextAnnouncement(previous: ProblemAnnouncement, problems: string): ProblemAnnouncement {
  if (problems === previous.known) return previous;
  const known = previous.known.split('\n');
  const fresh = problems.split('\n').filter((problem) => problem && !known.includes(problem));
  return { known: problems, said: fresh.join(' ') };
}
