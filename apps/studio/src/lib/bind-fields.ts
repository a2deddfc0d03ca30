import type { ChangeEvent } from 'react';

/** The keys of `V` whose values are a `T`. */
type KeysOf<V, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V];

/** What a form's fields are handed: the values, the errors its last check found, and the change to make. */
export interface FieldsProps<V> {
  values: V;
  errors: Partial<Record<keyof V, string>>;
  onChange(values: V): void;
}

/**
 * Ties the studio's fields to the keys of one form's values: each binder gives a field what it
 * shows (and its error), and a change that replaces that key alone and hands `onChange` the whole
 * values, so a form writes `{...field.text('name')}` instead of its own value and handler.
 *
 * @example
 * const field = bindFields(values, onChange, errors);
 * <TextField label="Name" {...field.text('name')} />
 * <CheckboxField label="Visible in the store" {...field.checkbox('visible')} />
 */
export function bindFields<V>(values: V, onChange: (next: V) => void, errors: Partial<Record<string, string>> = {}) {
  const set = <K extends keyof V>(key: K, value: V[K]) => onChange({ ...values, [key]: value });
  return {
    /** A text input or text area over a string. */
    text: <K extends KeysOf<V, string>>(key: K) => ({
      value: values[key] as string,
      error: errors[key as string],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, event.target.value as V[K]),
    }),
    /** A checkbox over a yes or no. */
    checkbox: <K extends KeysOf<V, boolean>>(key: K) => ({ checked: values[key] as boolean, onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.checked as V[K]) }),
    /** A `ChoiceField` over one of a set of values. */
    choice: <K extends KeysOf<V, string>>(key: K) => ({ value: values[key], onChoose: (value: V[K]) => set(key, value) }),
  };
}
