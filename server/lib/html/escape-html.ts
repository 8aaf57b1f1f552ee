/** Text made safe inside HTML content and quoted attribute values: the server's one HTML escaper. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character as keyof typeof htmlEntities]);
}

const htmlEntities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' } as const;
