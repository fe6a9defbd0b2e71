/**
 * What a visitor can copy by hand when a QR code will not scan: the email
 * address of a mailto: link, the phone number of a wa.me link. Other links
 * carry tracking tags too long to type, so they get none (null).
 */
export function readableTarget(href: string): { kind: 'email' | 'whatsapp'; text: string } | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') {
    const address = decodeURIComponent(url.pathname);
    return address ? { kind: 'email', text: address } : null;
  }
  if (url.hostname.toLowerCase() === 'wa.me') {
    const digits = url.pathname.replace(/\D/g, '');
    return digits ? { kind: 'whatsapp', text: phoneNumber(digits) } : null;
  }
  return null;
}

/** International form, Cameroon's numbers grouped as people say them: +237 650 00 00 00. */
function phoneNumber(digits: string): string {
  if (digits.startsWith('237') && digits.length === 12) {
    const local = digits.slice(3);
    return `+237 ${local.slice(0, 3)} ${local.slice(3, 5)} ${local.slice(5, 7)} ${local.slice(7)}`;
  }
  return `+${digits}`;
}
