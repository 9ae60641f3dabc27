// Small inline icons (no emoji: many Android and Linux fonts lack them and show empty boxes).
const PATHS = {
  home: 'M12 3 2 12h3v8h6v-6h2v6h6v-8h3z',
  gift: 'M20 7h-2.2A3 3 0 0 0 12 4.8 3 3 0 0 0 6.2 7H4v5h1v8h14v-8h1zM9 5.5A1.5 1.5 0 1 1 9 8.5h-.5V7A1.5 1.5 0 0 1 9 5.5zm6 0A1.5 1.5 0 0 1 16.5 7v1.5H15a1.5 1.5 0 1 1 0-3zM6 9h5v2H6zm7 0h5v2h-5zM7 13h4v5H7zm6 0h4v5h-4z',
  wallet: 'M3 6a2 2 0 0 1 2-2h13v3h1a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm13 7a1.5 1.5 0 1 0 0-.01z',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z',
  megaphone: 'M3 10v4h3l6 4V6L6 10zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z',
  tools: 'M21.7 18.6 13.5 10.4a5.5 5.5 0 0 0-7.1-7.1l3.3 3.3-2.8 2.8-3.3-3.3a5.5 5.5 0 0 0 7.1 7.1l8.2 8.2z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[name]} />
    </svg>
  );
}
