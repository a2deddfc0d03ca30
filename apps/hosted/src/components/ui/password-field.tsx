import { TextField } from '@vitrine/app-kit/text-field';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'required' | 'autoComplete' | 'minLength' | 'hint' | 'value' | 'onChange'> & {
  /** `new`: a password being chosen, with the platform's rule (at least 8 characters) as its hint; `repeat`: the new one again; `current`: signing in. */
  purpose: 'new' | 'repeat' | 'current';
  value: string;
  onValue: (value: string) => void;
};

/** A required password input, with what the browser's password manager and the platform expect of it. */
export function PasswordField({ purpose, value, onValue, ...field }: Props) {
  return (
    <TextField
      {...field}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      required
      {...(purpose === 'new' ? { minLength: 8, hint: 'At least 8 characters.' } : {})}
      value={value}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}
