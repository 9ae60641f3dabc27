// Text an operator or a catalogue supplied, made safe inside HTML or SVG markup the server writes itself,
// as element text or as a double-quoted attribute.
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
