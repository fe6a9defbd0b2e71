import { useKioskStore } from '../kioskStore';
import { PinPad } from './PinPad';
import { StaffView } from './StaffView';
import './staff.scss';

/** The staff screens' own chunk (with the chart library): loaded only when staff ask for them. */
export default function StaffScreens() {
  const screen = useKioskStore((state) => state.staff);
  if (screen === 'pin') return <PinPad />;
  if (screen === 'usage') return <StaffView />;
  return null;
}
