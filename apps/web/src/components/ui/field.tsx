import { useId, type ReactNode } from 'react';

/** Props a control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  label: ReactNode;
  /** Validation message; shown under the control and announced. */
  error?: string;
  /** Help text such as "Minimum 8 characters". */
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * Label + control + hint + error, wired with ids so screen readers read all of them.
 * Usage: <Field label="Code" error={...}>{(control) => <Input {...control} />}</Field>
 */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}
