import { Outlet } from 'react-router';
import { RouteBoundary } from '../../app/RouteBoundary.tsx';
import { StayNavigation } from './components/StayNavigation.tsx';

/** Stay pages keep their tab bar even when the screen inside fails or is loading. */
export function StayLayout() {
  return (
    <div className="stay-layout">
      <RouteBoundary>
        <Outlet />
      </RouteBoundary>
      <StayNavigation />
    </div>
  );
}
