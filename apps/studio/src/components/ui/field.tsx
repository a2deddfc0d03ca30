import { choices } from '../../lib/choices';
import { Options } from '@vitrine/app-kit/options';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  id: string;
  children: ReactNode;
}

/** Label, control, hint and error, tied together by ids so a screen reader reads them with the control. */
function FieldFrame({ label, hint, error, id, children }: FieldFrameProps) {
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint !== undefined && hint !== null && hint !== '' && (
        <div className="field-hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && (
        <div className="field-error" id={`${id}-error`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint !== undefined && hint !== null && hint !== '' ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

export function TextAreaField({ label, hint, error, ...input }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectField({ label, hint, error, options, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
        <Options options={options} />
      </select>
    </FieldFrame>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: ReactNode;
}

export function CheckboxField({ label, hint, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="field field-checkbox">
      <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <div className="field-hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
    </div>
  );
}

export interface ChoiceFieldProps<V extends string> extends Omit<SelectFieldProps, 'options' | 'value' | 'onChange'> {
  /** Each value with the label the merchant reads. */
  choices: Readonly<Record<V, string>>;
  value: V;
  /** The value chosen, typed as one of `choices`' values: no cast at the call site. */
  onChoose(value: V): void;
}

/** A select over a fixed set of values. */
export function ChoiceField<V extends string>({ choices: labels, value, onChoose, ...select }: ChoiceFieldProps<V>) {
  return <SelectField {...select} options={choices(labels)} value={value} onChange={(event) => onChoose(event.target.value as V)} />;
}
