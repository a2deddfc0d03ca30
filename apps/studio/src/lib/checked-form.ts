import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { bindFields } from './bind-fields';

/**
 * A form's values beside the ones it started from (the empty form, or what was loaded) and the
 * errors its check last found (a key the check leaves out, or gives no message, has none). `changed` says the values differ from `initial` (what the
 * unsaved-changes guard and the Save button go by); `check()` runs the check, shows what it
 * found, and says whether the values may be sent; `reset(next)` starts again from `next`
 * (a saved or reloaded record); `field` binds a field to one key of the values.
 */
export function useCheckedForm<V, K extends string>(start: V | (() => V), validate: (values: V) => Partial<Record<K, string>>) {
  const [initial, setInitial] = useState(start);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const check = () => {
    const found = validate(values);
    setErrors(found);
    return Object.values(found).every((error) => !error);
  };
  const reset = (next: V) => {
    setInitial(next);
    setValues(next);
  };
  return { values, setValues, initial, setInitial, errors, changed: JSON.stringify(values) !== JSON.stringify(initial), check, reset, field: bindFields(values, setValues, errors) };
}

/**
 * A create page's form: its values are checked, then sent as `toInput` makes them; once the record
 * exists the merchant goes on to its edit page, which says it was created. `dirty` is false while
 * the create is sent and after it, so leaving for the edit page asks nothing.
 */
export function useCreateForm<V, K extends string, I, R extends { id: string }, E, C>(
  start: V,
  validate: (values: V) => Partial<Record<K, string>>,
  create: UseMutationResult<R, E, I, C>,
  toInput: (values: V) => I,
  editHref: (id: string) => string,
) {
  const navigate = useNavigate();
  const form = useCheckedForm(start, validate);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    create.mutate(toInput(form.values), { onSuccess: (created) => void navigate(editHref(created.id), { state: { created: true } }) });
  };
  return { ...form, dirty: form.changed && !create.isPending && !create.isSuccess, submit };
}
