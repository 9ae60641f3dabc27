// motion's animation and gesture features (drag included), loaded on first use by LazyMotion so
// the screens that only import a sheet pay for the small `m` component up front and nothing more.
import { domMax } from 'motion/react';

export default domMax;
