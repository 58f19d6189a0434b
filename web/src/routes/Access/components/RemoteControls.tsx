import { ElevatorCall } from './ElevatorCall.tsx';
import { RemoteDoor } from './RemoteDoor.tsx';

type Props = {
  isElevator: boolean;
  slug: string;
  keyId: string;
  doorName: string;
  timeZone: string;
};

/**
 * A door opened from the app: the elevator call or the slide to open, with the `doorAccess`
 * subscription they share.
 */
export function RemoteControl({ isElevator, doorName, ...key }: Props) {
  return isElevator ? <ElevatorCall {...key} /> : <RemoteDoor doorName={doorName} {...key} />;
}
