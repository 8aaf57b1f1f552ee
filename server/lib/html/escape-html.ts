/** Text made safe inside HTML content and quoted attribute values: the server's one HTML escaper. */
export function escapeHtml(text: string): string {
  // The pattern matches only the characters htmlEntities has.
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character as keyof typeof htmlEntities]);
}

const htmlEntities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' } as const;
