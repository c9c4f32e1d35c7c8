import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingText } from '@/components/ui/spinner';
import { ThemeToggle } from '@/components/ui/theme-toggle';

/**
 * For the public email viewer: a sub-roller's link opens a mail reader, not the shop, so there
 * is no shop navigation, only its own theme toggle (SPEC §2).
 */
export function BareLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="flex justify-end px-4 pt-2">
        <ThemeToggle />
      </div>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 pb-6">
        <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
