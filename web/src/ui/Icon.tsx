import type { screenIcons } from './icons/screenIcons.ts';
import type { shellIcons } from './icons/shellIcons.ts';
import spriteUrl from './icons/sprite.svg?url';

export type IconName = keyof typeof shellIcons | keyof typeof screenIcons;

type Props = { name: IconName; className?: string; size?: number };

/**
 * An icon of the app's SVG sprite (`icons/sprite.svg`, generated from the two path sets by
 * `build/iconSprite.ts`): one cached file instead of path data in every chunk, so icons cost the
 * first load of a page nothing. Decorative; name them through the surrounding control.
 */
export function Icon({ name, className, size = 24 }: Props) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
