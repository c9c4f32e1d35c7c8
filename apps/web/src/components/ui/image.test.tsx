import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppImage, imageCandidates, IMAGE_PROXY_ENABLED } from './image';

const origin = 'https://shop.example';

describe('image sources', () => {
  it('sends external http(s) images through the proxy, then falls back to the direct URL', () => {
    expect(IMAGE_PROXY_ENABLED).toBe(true);
    expect(imageCandidates('https://cdn.other.example/a b.png', { origin })).toEqual([
      '/api/image/cache?url=https%3A%2F%2Fcdn.other.example%2Fa%20b.png',
      'https://cdn.other.example/a b.png',
    ]);
  });

  it('loads directly with the proxy switched off', () => {
    expect(imageCandidates('https://cdn.other.example/a.png', { proxy: false, origin })).toEqual([
      'https://cdn.other.example/a.png',
    ]);
  });

  it.each([
    '/api/art/game/x.svg',
    'blob:https://shop.example/123',
    'data:image/png;base64,AAAA',
    'https://shop.example/uploads/a.png',
  ])('never proxies %s', (src) => {
    expect(imageCandidates(src, { proxy: true, origin })).toEqual([src]);
  });
});

describe('AppImage', () => {
  it('is lazy and sized up front', () => {
    render(<AppImage src="/a.png" alt="Aurelia" width={256} height={256} />);
    const img = screen.getByRole('img', { name: 'Aurelia' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '256');
    expect(img).toHaveAttribute('height', '256');
  });

  it('tries the direct URL when the proxy fails', () => {
    render(<AppImage src="https://cdn.other.example/a.png" alt="Cover" width={640} height={360} />);
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img).toHaveAttribute('src', expect.stringMatching(/^\/api\/image\/cache\?url=/));
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute(
      'src',
      'https://cdn.other.example/a.png',
    );
  });

  it('shows a neutral placeholder, still named, when the image fails', () => {
    render(<AppImage src="/broken.png" alt="Aurelia" width={256} height={256} />);
    fireEvent.error(screen.getByRole('img', { name: 'Aurelia' }));
    const placeholder = screen.getByRole('img', { name: 'Aurelia' });
    expect(placeholder.tagName).toBe('SPAN');
  });
});
