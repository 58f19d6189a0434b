import { useEffect, useState } from 'react';
import { Button } from './Button.tsx';

type Props = {
  /** What is copied. */
  value: string;
  /** The accessible name, saying what is copied ('Copy the Wi-Fi password'). */
  label: string;
  /** The screen's words: the button's text, then what it says once copied or when it fails. */
  texts: { copy: string; copied: string; failed: string };
};

/** Copies a value to the clipboard and says so for a moment (also to screen readers). */
export function CopyButton({ value, label, texts }: Props) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), 2_500);
    return () => clearTimeout(timer);
  }, [outcome]);
  return (
    <>
      <Button
        variant="quiet"
        aria-label={label}
        onClick={() => {
          navigator.clipboard.writeText(value).then(
            () => setOutcome('copied'),
            () => setOutcome('failed'),
          );
        }}
      >
        {outcome === 'copied' ? texts.copied : texts.copy}
      </Button>
      <span className="visually-hidden" role="status">
        {outcome ? texts[outcome] : ''}
      </span>
    </>
  );
}
