/**
 * A select's options written as `{ value: label }`, in the order written: one line per list instead
 * of an object per option. Keep values non-numeric ("1" would sort first, as object keys do).
 */
export const choices = <V extends string>(labels: Readonly<Record<V, string>>): Array<{ value: V; label: string }> =>
  (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));
