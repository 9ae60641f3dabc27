// Small inline icons (no emoji: many Android and Linux fonts lack them and show empty boxes).
// Decorative by default (aria-hidden); the control that holds one carries the name.
const PATHS = {
  home: 'M12 3 2 12h3v8h6v-6h2v6h6v-8h3z',
  gift: 'M20 7h-2.2A3 3 0 0 0 12 4.8 3 3 0 0 0 6.2 7H4v5h1v8h14v-8h1zM9 5.5A1.5 1.5 0 1 1 9 8.5h-.5V7A1.5 1.5 0 0 1 9 5.5zm6 0A1.5 1.5 0 0 1 16.5 7v1.5H15a1.5 1.5 0 1 1 0-3zM6 9h5v2H6zm7 0h5v2h-5zM7 13h4v5H7zm6 0h4v5h-4z',
  wallet: 'M3 6a2 2 0 0 1 2-2h13v3h1a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm13 7a1.5 1.5 0 1 0 0-.01z',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z',
  megaphone: 'M3 10v4h3l6 4V6L6 10zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z',
  tools: 'M21.7 18.6 13.5 10.4a5.5 5.5 0 0 0-7.1-7.1l3.3 3.3-2.8 2.8-3.3-3.3a5.5 5.5 0 0 0 7.1 7.1l8.2 8.2z',
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  close: 'M18.3 5.7 16.9 4.3 12 9.2 7.1 4.3 5.7 5.7 10.6 10.6 5.7 15.5l1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9z',
  back: 'M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z',
  chevronRight: 'M9.3 6.7 10.7 5.3 17.4 12l-6.7 6.7-1.4-1.4 5.3-5.3z',
  chevronDown: 'M6.7 8.3 12 13.6l5.3-5.3 1.4 1.4L12 16.4 5.3 9.7z',
  eye: 'M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  eyeOff:
    'M2.3 3.7 3.7 2.3l18 18-1.4 1.4-3.4-3.4A11 11 0 0 1 12 19C6.5 19 2.7 14.8 1.5 12a13 13 0 0 1 4.2-5.1zM12 7.5a4.5 4.5 0 0 1 4.4 5.4l3.3 3.3a13 13 0 0 0 2.8-4.2C21.3 9.2 17.5 5 12 5a10.6 10.6 0 0 0-3.3.5l2 2a4.5 4.5 0 0 1 1.3 0zm-4.4 3.6a4.5 4.5 0 0 0 5.3 5.3z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  alert: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
  inbox: 'M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm0 12h-4a3 3 0 0 1-6 0H5V5h14z',
  sun: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM11 1h2v3h-2zm0 19h2v3h-2zM1 11h3v2H1zm19 0h3v2h-3zM4.2 5.6l1.4-1.4 2.1 2.1-1.4 1.4zm12.1 12.1 1.4-1.4 2.1 2.1-1.4 1.4zM4.2 18.4l2.1-2.1 1.4 1.4-2.1 2.1zM16.3 6.3l2.1-2.1 1.4 1.4-2.1 2.1z',
  moon: 'M12.3 2a9 9 0 1 0 9.7 9.7A7 7 0 0 1 12.3 2z',
  trophy:
    'M19 4h-2V2H7v2H5a2 2 0 0 0-2 2v2a5 5 0 0 0 4.4 5A5 5 0 0 0 11 15.9V19H7v2h10v-2h-4v-3.1a5 5 0 0 0 3.6-2.9A5 5 0 0 0 21 8V6a2 2 0 0 0-2-2zM5 8V6h2v5a3 3 0 0 1-2-3zm14 0a3 3 0 0 1-2 3V6h2z',
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zm8 0h4v14h-4z',
  copy: 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11z',
  share: 'M18 16a3 3 0 0 0-2.4 1.2l-7.1-4.1a3 3 0 0 0 0-2.2l7.1-4.1A3 3 0 1 0 15 5l-7.1 4.1a3 3 0 1 0 0 5.8L15 19a3 3 0 1 0 3-3z',
  upload: 'M9 16h6v-6h4l-7-7-7 7h4zm-4 2h14v2H5z',
  download: 'M19 9h-4V3H9v6H5l7 7zM5 18v2h14v-2z',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7z',
  refresh: 'M17.6 6.4A8 8 0 1 0 19.7 14h-2.1a6 6 0 1 1-1.4-6.2L13 11h7V4z',
  offline: 'M2.3 3.7 3.7 2.3l18 18-1.4 1.4-4.1-4.1-.2.2L12 21 .3 7.4A17 17 0 0 1 4.7 4.3zM12 3c4.6 0 8.8 1.6 11.7 4.4L18.3 13.7 8.1 3.5A17 17 0 0 1 12 3z',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.2 11.4 11.4 0 0 0 3.6.6 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.2.2 2.4.6 3.6a1 1 0 0 1-.3 1z',
  mail: 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <path fill="currentColor" d={PATHS[name]} />
    </svg>
  );
}
