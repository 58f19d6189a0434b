import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { messagingAppId } from '../../../integrations/settings.ts';
import { Button, ButtonAnchor } from '../../../ui/Button.tsx';
import { Card } from '../../../ui/Card.tsx';
import type { ChatEntry_property$key } from './__generated__/ChatEntry_property.graphql.ts';

type Props = {
  property: ChatEntry_property$key;
  /** The id of the contacts card the entry points to when there is no live chat. */
  contactsId: string;
};

function openChat(): void {
  void import('../../../integrations/messaging.ts').then((messaging) => messaging.openMessenger());
}

/**
 * The Ask tab's chat: the live chat where the messaging widget is set up, else a chat on the
 * property's WhatsApp, else the way to the contacts (a guest always finds someone to write to).
 */
export function ChatEntry({ property, contactsId }: Props) {
  const { t } = useTranslation('ask');
  const { contacts } = useFragment(
    graphql`
      fragment ChatEntry_property on Property {
        contacts {
          whatsappNumber
        }
      }
    `,
    property,
  );
  const whatsapp = contacts.whatsappNumber?.replace(/\D/g, '');
  return (
    <Card title={t('chat.heading')}>
      {messagingAppId !== '' ? (
        <Button fullWidth onClick={openChat}>
          {t('chat.start')}
        </Button>
      ) : whatsapp ? (
        <ButtonAnchor
          href={`https://wa.me/${whatsapp}`}
          target="_blank"
          rel="noopener noreferrer"
          fullWidth
        >
          {t('chat.whatsapp')} <span className="visually-hidden">{t('chat.newWindow')}</span>
        </ButtonAnchor>
      ) : (
        <>
          <p>{t('chat.noChat')}</p>
          <ButtonAnchor href={`#${contactsId}`} variant="secondary" fullWidth>
            {t('chat.toContacts')}
          </ButtonAnchor>
        </>
      )}
    </Card>
  );
}
