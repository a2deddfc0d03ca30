import { describe, expect, it } from 'vitest';
import { nextAnnouncement, type ProblemAnnouncement } from './problem-announcement';

const start: ProblemAnnouncement = { known: '', said: '' };
const tooMany = 'Only 4 of “Waxed Canvas Backpack” left; lower the quantity';
const hidden = '“Olive Wood Spoon” is no longer for sale';

describe("what the cart's live region says as the lines' problems change", () => {
  it('says a new problem, and only the new one when another line already had one', () => {
    const first = nextAnnouncement(start, tooMany);
    expect(first.said).toBe(tooMany);
    expect(nextAnnouncement(first, `${tooMany}\n${hidden}`).said).toBe(hidden);
  });

  it('says nothing again while the problems stay the same', () => {
    const first = nextAnnouncement(start, tooMany);
    expect(nextAnnouncement(first, tooMany)).toBe(first);
  });

  it('falls silent when a problem is solved, so the same problem coming back is said again', () => {
    const solved = nextAnnouncement(nextAnnouncement(start, tooMany), '');
    expect(solved.said).toBe('');
    expect(nextAnnouncement(solved, tooMany).said).toBe(tooMany);
  });
});
