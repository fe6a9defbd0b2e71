import { Outlet } from 'react-router-dom';
import { Frame } from './Frame';

export function Layout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}
