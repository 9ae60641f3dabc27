// The live score board on the odds view: an iframe of the board page (server/exchange/feed-api/live-score-page.ts),
// as tall as the board says it is. The board tells its height by postMessage (same origin only) at
// once and after each answer, so the frame holds no empty band under the last line. Until it has
// spoken, the frame has the height of an in-play board (exchange.css), so nothing jumps on arrival.
import { useEffect, useRef, useState } from 'react';

/** Heights the frame accepts from the board: a board is two to six short lines. */
const MIN_HEIGHT = 40;
const MAX_HEIGHT = 240;

export function ScoreFrame({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow) return;
      const told = (e.data as { chakkaScoreHeight?: unknown } | null)?.chakkaScoreHeight;
      if (typeof told === 'number' && Number.isFinite(told)) setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(told))));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return <iframe ref={frame} className="score-frame" title={title} src={src} style={height === null ? undefined : { height }} data-testid="score-frame" />;
}
