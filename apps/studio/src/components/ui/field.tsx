import { choices } from '../../lib/choices';
import { Options } from '@vitrine/app-kit/options';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

/** What every labelled field takes besides its control's own attributes. */
interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** What ties a control to its label, hint and error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, control, hint and error, tied together by ids so a screen reader reads them with the control. */
function LabelledControl({ label, hint, error, children }: FieldProps & { children(control: ControlProps): ReactNode }) {
  const id = useId();
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const describedBy = [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hasHint && (
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

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldProps {}

export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  return <LabelledControl label={label} hint={hint} error={error}>{(control) => <input {...control} {...input} />}</LabelledControl>;
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, FieldProps {}

export function TextAreaField({ label, hint, error, ...input }: TextAreaFieldProps) {
  return <LabelledControl label={label} hint={hint} error={error}>{(control) => <textarea {...control} {...input} />}</LabelledControl>;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, FieldProps {
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectField({ label, hint, error, options, ...select }: SelectFieldProps) {
  return (
    <LabelledControl label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} {...select}>
          <Options options={options} />
        </select>
      )}
    </LabelledControl>
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
