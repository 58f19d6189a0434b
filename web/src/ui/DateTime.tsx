import { useTranslation } from 'react-i18next';
import { type DateTimeStyle, formatDateTime } from './format.ts';

type Props = {
  /** An ISO instant from the schema (`DateTime`). */
  value: string;
  /** The property's time zone: a stay's times are the hotel's local times, wherever the guest is. */
  timeZone: string;
  format?: DateTimeStyle;
  className?: string;
};

export function DateTime({ value, timeZone, format = 'dateTime', className }: Props) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={value} className={className}>
      {formatDateTime(value, timeZone, i18n, format)}
    </time>
  );
}
