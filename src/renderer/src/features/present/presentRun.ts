import { readKioskTags } from '@shared/kioskTags';

/** A presentation's tags: `&event=` (utm_campaign, counts) and `&name=` (the counts' name), else the shell's. */
export function presentationTags(
  search: string,
  shell: { event?: string | null; kioskName?: string | null } | null,
): { event: string | null; name: string | null } {
  const params = new URLSearchParams(search);
  const tags = readKioskTags({ event: params.get('event'), name: params.get('name') });
  const fromShell = readKioskTags({ event: shell?.event, name: shell?.kioskName });
  return { event: tags.event ?? fromShell.event, name: tags.name ?? fromShell.name };
}

/** The address without `present=1`: after "Back to the site" a reload shows the page, not the slides again. */
export function addressWithoutPresent(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('present');
  url.searchParams.delete('view');
  return url.href;
}

/** The presenter view's address: the deck's, with `view=presenter`. */
export function presenterViewAddress(href: string): string {
  const url = new URL(href);
  url.searchParams.set('view', 'presenter');
  return url.href;
}

/** Whether this window is the presenter view S opened, not the audience's deck. */
export function isPresenterView(search: string): boolean {
  return new URLSearchParams(search).get('view') === 'presenter';
}
