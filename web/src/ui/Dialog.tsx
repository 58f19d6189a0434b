import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styles from './Dialog.module.css';
import { Icon } from './Icon.tsx';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** `alertdialog` for a confirmation that cannot be undone (cancel the stay). */
  role?: 'dialog' | 'alertdialog';
  /** Dismissable by tapping outside or Escape; off for a step that must be answered. */
  isDismissable?: boolean;
};

type LayoutProps = Props & { kind: 'dialog' | 'sheet' };

/**
 * React Aria's modal: focus moves in and is trapped, Escape closes, the page behind is inert and
 * focus returns to the opening control. The two looks share it: a centred dialog, or a sheet
 * that rises from the bottom of the phone.
 */
function ModalLayout({
  kind,
  isOpen,
  onOpenChange,
  title,
  children,
  role,
  isDismissable = true,
}: LayoutProps) {
  const { t } = useTranslation();
  const sheet = kind === 'sheet';
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={`${styles.overlay} ${sheet ? styles.sheetOverlay : ''}`}
    >
      <Modal className={`${styles.modal} ${sheet ? styles.sheet : ''}`}>
        {sheet && <div className={styles.handle} aria-hidden="true" />}
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title">{title}</Heading>
                {isDismissable && (
                  <AriaButton
                    className={styles.close}
                    onPress={close}
                    aria-label={t('dialog.close')}
                  >
                    <Icon name="close" />
                  </AriaButton>
                )}
              </div>
              {children}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export function Dialog(props: Props) {
  return <ModalLayout {...props} kind="dialog" />;
}

/** A bottom sheet: choices and details that belong to the screen below (a timeslot, a product). */
export function Sheet(props: Props) {
  return <ModalLayout {...props} kind="sheet" />;
}
