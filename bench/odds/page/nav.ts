// S6's navigation: which event is open (null: the list). One tiny external store all variants read.
type Listener = () => void;
let open: number | null = null;
const listeners = new Set<Listener>();

export const nav = {
  get: () => open,
  set(next: number | null) {
    open = next;
    listeners.forEach((l) => l());
  },
  subscribe(l: Listener) {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
};
