/** Space kept between the field and the fixed bar above it, in CSS pixels. */
const MARGIN = 8;

/** The top of the band the page can show above the keyboard: under the navbar while it is fixed. */
function bandTop(): number {
  const bar = document.querySelector('.site-navbar');
  return bar && getComputedStyle(bar).position === 'fixed' ? bar.getBoundingClientRect().bottom : 0;
}

/**
 * While the docked keyboard is up, the page makes room for it: the body is
 * padded by the keyboard's height (so the page's end can scroll above it),
 * `html.osk-open` lets a short screen lay the page out for typing
 * (keyboard.scss), and the field is brought to the top of the band left
 * above the keys when it sits under them or low in the band, so the results
 * under it show. Returns the undoing, for when the keyboard goes.
 */
export function giveRoomTo(keys: HTMLElement, fieldElement: () => HTMLElement | null): () => void {
  const root = document.documentElement;
  const body = document.body;
  root.classList.add('osk-open');
  const fit = (): void => {
    const height = keys.getBoundingClientRect().height;
    body.style.paddingBottom = `${Math.ceil(height)}px`;
    const field = fieldElement();
    if (!field) return;
    const top = bandTop();
    const bottom = window.innerHeight - height;
    const box = field.getBoundingClientRect();
    const clear = box.top >= top && box.bottom <= bottom;
    // Low in the band, the field would leave no room for the first result under it.
    if (!clear || box.top > top + (bottom - top) / 3) {
      window.scrollBy({ top: box.top - top - MARGIN, behavior: 'instant' });
    }
  };
  fit();
  // The accents layer is shorter than the letters; a turned screen changes both.
  const observer = new ResizeObserver(fit);
  observer.observe(keys);
  return () => {
    observer.disconnect();
    root.classList.remove('osk-open');
    body.style.paddingBottom = '';
  };
}
