/** A tel: address for a displayed support number ('1300 000 000' → 'tel:1300000000'). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
