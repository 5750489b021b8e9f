// The one wa.me link builder (issue 29 item 5, issue 33 item 5): the payment reminder, a bill's share and a statement's
// share all open https://wa.me/<91 and the 10-digit mobile>?text=…; without a usable mobile, https://wa.me/?text=…,
// where WhatsApp asks whom to send it to. kulir only opens the link: the person at the desk sends the message, or not.

/** An Indian mobile for wa.me: 91 and the 10 digits (6-9 first), digits only; null when the number is not one. */
export function whatsAppNumber(mobile: string): string | null {
  const digits = mobile.replace(/\D/g, '');
  const ten = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits;
  return /^[6-9]\d{9}$/.test(ten) ? `91${ten}` : null;
}

/** The wa.me link with the message; number as whatsAppNumber gives it, null for a link that lets WhatsApp ask. */
export function whatsAppLink(number: string | null, text: string): string {
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}
