import type { ReactNode, Ref } from 'react';
import { Card, CardTitle } from '@/components/ui/card';

const FOCUSABLE_HEADING =
  'focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * A titled part of a dispute: a card of its own on the back-office page, or a plain section
 * (one heading level down) inside the buyer's card for the whole dispute. `headingRef` lets the
 * page move the focus to it.
 */
export function Panel({
  id,
  title,
  nested = false,
  headingRef,
  children,
}: {
  id: string;
  title: ReactNode;
  nested?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const focus = headingRef ? { ref: headingRef, tabIndex: -1 } : {};
  if (nested) {
    return (
      <section aria-labelledby={id} className="flex flex-col gap-3">
        <h3 id={id} {...focus} className={`text-base font-semibold text-fg ${FOCUSABLE_HEADING}`}>
          {title}
        </h3>
        {children}
      </section>
    );
  }
  return (
    <Card as="section" aria-labelledby={id} className="flex flex-col gap-3">
      <CardTitle id={id} {...focus} className={FOCUSABLE_HEADING}>
        {title}
      </CardTitle>
      {children}
    </Card>
  );
}
