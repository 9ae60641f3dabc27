// The first bytes of a PNG (signature and the start of its header chunk): what the server reads to type an
// upload as a picture. Tests that upload a receipt or an identity photo send these; nobody looks at them.
export const TINY_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
