import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy ones, and lets a later Tailwind class override an earlier
 * one of the same property (`cn('text-sm', 'text-lg')` is `text-lg`), so callers' classes win.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
