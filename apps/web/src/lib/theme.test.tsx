import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';
import { themeStore } from './theme';

describe('theme', () => {
  it('is dark by default', () => {
    expect(themeStore.get()).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('reads the stored theme, and the dark-mode flag when the theme key is missing', () => {
    localStorage.setItem('theme', 'light');
    themeStore.reload();
    expect(themeStore.get()).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');

    localStorage.clear();
    localStorage.setItem('darkMode', 'false');
    themeStore.reload();
    expect(themeStore.get()).toBe('light');
  });

  it('the nav bar toggle switches the theme and remembers it across a reload', async () => {
    const { user } = renderRoute('/');
    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(localStorage.getItem('darkMode')).toBe('false');

    themeStore.reload(); // what a page load does
    expect(themeStore.get()).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
