import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../ui/useHydrated.ts';
import type { SlideState } from '../doorAccessMachines.ts';
import styles from './SlideToOpen.module.css';

type Props = {
  /** The door's name, for the control's accessible name. */
  doorName: string;
  state: SlideState;
  /** The guest slid all the way (or pressed End or Enter): open the door. */
  onComplete: () => void;
};

/** How far (0-100) the handle must travel to count as a completed slide. */
const completeAt = 90;
const keyboardStep = 10;

/** The slider's keys: End and Enter complete it, Home resets it, the arrows move it a step. */
const keyChanges: Record<string, 'complete' | 'start' | number> = {
  End: 'complete',
  Enter: 'complete',
  Home: 'start',
  ArrowRight: keyboardStep,
  ArrowUp: keyboardStep,
  ArrowLeft: -keyboardStep,
  ArrowDown: -keyboardStep,
};

/**
 * Slide to open (spec §4): a slider the guest drags to the end, by pointer, or moves with the
 * arrow keys; End or Enter completes it at once. Not React Aria's Slider: it moves the thumb to
 * wherever the track is tapped, so a tap near the end would open the door, and a slide is there
 * to ask for intent. `useMove` would replace only the pointer handlers below (the slider's role,
 * values and keys are this component's either way), so they stay plain pointer events.
 */
export function SlideToOpen({ doorName, state, onComplete }: Props) {
  const { t } = useTranslation('stayDetails');
  const [value, setValue] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startValue: number; width: number } | null>(null);
  // Until the app runs the drawn page, the control does nothing: it says so (disabled) and looks it.
  const waiting = !useHydrated();
  const busy = state.status !== 'idle';
  const shown = busy ? 100 : value;

  const complete = () => {
    setValue(0);
    onComplete();
  };
  const release = (next: number) => {
    if (next >= completeAt) complete();
    else setValue(0);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (busy || !track.current) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const handleWidth = event.currentTarget.offsetWidth;
    drag.current = {
      startX: event.clientX,
      startValue: value,
      width: Math.max(1, track.current.clientWidth - handleWidth),
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const moved = ((event.clientX - current.startX) / current.width) * 100;
    setValue(Math.min(100, Math.max(0, current.startValue + moved)));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    release(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (busy) return;
    const change = keyChanges[event.key];
    if (change === undefined) return;
    event.preventDefault();
    if (change === 'complete') complete();
    else if (change === 'start') setValue(0);
    else step(change);
  };
  const step = (delta: number) => {
    const next = Math.min(100, Math.max(0, value + delta));
    if (next >= 100) complete();
    else setValue(next);
  };

  const label = {
    idle: t('slide.idle'),
    opening: t('slide.opening'),
    checking: t('slide.checking'),
    open: t('slide.open'),
  }[state.status];

  return (
    // Checking after a lost answer looks like opening: the control is busy, nothing to do yet.
    <div
      className={`${styles.slide} ${styles[state.status === 'checking' ? 'opening' : state.status]}`}
    >
      <div className={styles.track} ref={track}>
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
        <div
          className={styles.handle}
          style={{ '--slide-progress': shown / 100 } as React.CSSProperties}
          role="slider"
          tabIndex={0}
          aria-label={t('slide.label', { door: doorName })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(shown)}
          aria-valuetext={busy ? label : t('slide.valueText', { percent: Math.round(shown) })}
          aria-disabled={busy || waiting || undefined}
          data-waiting={waiting || undefined}
          data-dragging={drag.current ? '' : undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
            setValue(0);
          }}
          onKeyDown={onKeyDown}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
            <path
              d={
                state.status === 'open'
                  ? 'M12 17a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm6-9h-1V6A5 5 0 0 0 7.1 5l1.9.6A3 3 0 0 1 15 6v2H6a2 2 0 0 0-2 2v10c0 1.1.9 2 2 2h12a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2Zm0 12H6V10h12v10Z'
                  : 'M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6-1.4-1.4Z'
              }
            />
          </svg>
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {state.status === 'idle' ? '' : label}
      </p>
      {state.status === 'open' && <p className={styles.hint}>{t('slide.openHint')}</p>}
    </div>
  );
}
