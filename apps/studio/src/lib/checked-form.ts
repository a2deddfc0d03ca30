import { useState } from 'react';

/**
 * A form's values beside the ones it started from (the empty form, or what was loaded) and the
 * errors its check last found. `changed` says the values differ from `initial` (what the
 * unsaved-changes guard and the Save button go by); `check()` runs the check, shows what it
 * found, and says whether the values may be sent; `reset(next)` starts again from `next`
 * (a saved or reloaded record).
 */
export function useCheckedForm<V, K extends string>(start: V | (() => V), validate: (values: V) => Partial<Record<K, string>>) {
  const [initial, setInitial] = useState(start);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const check = () => {
    const found = validate(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const reset = (next: V) => {
    setInitial(next);
    setValues(next);
  };
  return { values, setValues, initial, setInitial, errors, changed: JSON.stringify(values) !== JSON.stringify(initial), check, reset };
}
