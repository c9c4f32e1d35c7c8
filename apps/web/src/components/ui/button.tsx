import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';
import { cn } from '@/lib/cn';

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

export type ButtonProps = ComponentProps<'button'> &
  StyleProps & {
    /** Shows a spinner and blocks clicks while the action runs; pass the busy label as children. */
    busy?: boolean;
  };

export function Button({
  variant,
  size,
  block,
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cn(buttonClasses({ variant, size, block }), className)}
      {...props}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

export type ButtonLinkProps = ComponentProps<typeof Link> & StyleProps;

/** Navigation that looks like a button (e.g. "Add Account"); still a real link for the keyboard. */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <Link className={cn(buttonClasses({ variant, size, block }), className)} {...props} />;
}
