/**
 * The controls that open doors from the app, as one lazily loaded chunk for the door list: the
 * slide to open and the elevator call, with the `doorAccess` subscription they share.
 */
export { ElevatorCall } from './ElevatorCall.tsx';
export { RemoteDoor } from './RemoteDoor.tsx';
