import { type ComponentProps, lazy, Suspense } from 'react';

const ContactUsNotice = lazy(async () => ({
  default: (await import('./ContactUs.tsx')).ContactUs,
}));

/**
 * `ContactUs` loaded when it is shown: only when nothing is left to book, so a screen with slots
 * to choose does not download it. The screen around it does not wait for the notice.
 */
export function ContactUs(props: ComponentProps<typeof ContactUsNotice>) {
  return (
    <Suspense fallback={null}>
      <ContactUsNotice {...props} />
    </Suspense>
  );
}
