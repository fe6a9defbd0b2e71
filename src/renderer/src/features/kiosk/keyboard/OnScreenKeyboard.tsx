import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import Keyboard from 'react-simple-keyboard';
import 'react-simple-keyboard/build/css/index.css';
import { keyboardCopies } from '../../../content/keyboard';
import { useLocale } from '../../../hooks/useCopy';
import { useOnScreenKeyboard } from '../../../store/onScreenKeyboard';
import { LAYOUTS, type ActionKey } from './layouts';
import { giveRoomTo } from './keyboardRoom';
import './keyboard.scss';

/**
 * The kiosk's docked keyboard (its own chunk, loaded when a visitor first
 * touches a text field): types into the field through its store, so the
 * console filters as the visitor types. Keys are buttons named after their
 * character or action; keys never take the focus from the field.
 */
export default function OnScreenKeyboard() {
  const locale = useLocale();
  const copy = keyboardCopies[locale];
  const field = useOnScreenKeyboard((state) => state.field);
  const on = useOnScreenKeyboard((state) => state.on);
  const [layer, setLayer] = useState<'default' | 'accents'>('default');
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    // A key on a physical keyboard: one is attached, the visitor types there.
    const onKey = (event: globalThis.KeyboardEvent): void => {
      if (event.isTrusted) on('physical-key');
    };
    // A touch anywhere but the keyboard and its field closes it.
    const onPointer = (event: PointerEvent): void => {
      const target = event.target as Element | null;
      if (region.current?.contains(target) || (field && target?.closest(`#${field.id}`))) return;
      on('outside');
    };
    window.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, [field, on]);

  // The page makes room for the keys and brings the field above them (keyboardRoom.ts).
  useLayoutEffect(() => {
    const keys = region.current;
    return keys
      ? giveRoomTo(keys, field ? () => document.getElementById(field.id) : () => null)
      : undefined;
  }, [field]);

  const names: Record<ActionKey, string> = {
    '{bksp}': copy.keys.backspace,
    '{space}': copy.keys.space,
    '{done}': copy.keys.done,
    '{close}': copy.keys.close,
    '{accents}': copy.keys.accents,
    '{letters}': copy.keys.letters,
  };

  const press = (button: string): void => {
    if (!field) return;
    const value = field.read();
    if (button === '{bksp}') field.write(value.slice(0, -1));
    else if (button === '{space}') field.write(`${value} `);
    else if (button.startsWith('{')) return;
    else field.write(value + button);
  };

  // Done, Close and the layer keys act on the click, not on the press the library
  // reports: gone at the press, the keyboard would let the click land on whatever lay
  // under the key ("Close keyboard" sits where "Letters" was on the accents layer).
  const onKeyClick = (event: MouseEvent): void => {
    const key = (event.target as Element).closest('[data-skbtn]')?.getAttribute('data-skbtn');
    if (key === '{done}') on('done');
    else if (key === '{close}') on('close');
    else if (key === '{accents}') setLayer('accents');
    else if (key === '{letters}') setLayer('default');
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the keys are buttons; this only sees their clicks bubble up
    <section
      ref={region}
      className="on-screen-keyboard"
      aria-label={copy.label}
      lang={locale}
      onClick={onKeyClick}
    >
      <Keyboard
        layout={LAYOUTS[locale]}
        layoutName={layer}
        display={names}
        onKeyPress={press}
        useButtonTag
        preventMouseDownDefault
        disableButtonHold
        buttonTheme={[
          { class: 'osk-wide', buttons: '{space}' },
          { class: 'osk-done', buttons: '{done}' },
        ]}
        buttonAttributes={Object.entries(names).map(([button, name]) => ({
          attribute: 'aria-label',
          value: name,
          buttons: button,
        }))}
      />
    </section>
  );
}
