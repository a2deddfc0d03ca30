import { Button } from './button';

/** "Active" or "Off", as a badge in a list's state column. */
export function ActiveBadge({ active }: { active: boolean }) {
  return active ? <span className="badge badge-ok">Active</span> : <span className="badge">Off</span>;
}

/** A row's buttons for something that can be switched off and on, or deleted; `name` makes each button's name unique. */
export function OnOffActions({ name, active, onToggle, onDelete }: { name: string; active: boolean; onToggle(): void; onDelete(): void }) {
  return (
    <div className="actions">
      <Button className="btn-small" onClick={onToggle}>
        {active ? `Turn off ${name}` : `Turn on ${name}`}
      </Button>
      <Button className="btn-small" variant="ghost" onClick={onDelete}>
        Delete {name}
      </Button>
    </div>
  );
}
