// The odds view's live score: the house board drawn in the page itself from its /state answer, or, for a
// board from another provider, its frame (score-frame.tsx). A frame of the house board cost a cheap
// phone's main thread a whole second document (docs/decisions/0160). Until the words come, a skeleton of
// the board's height holds the place, so nothing below moves when they do.
import { ScoreFrame } from './score-frame.tsx';
import { houseBoardState, useHouseBoard, type HouseBoardState } from './use-house-board.ts';

/** The board's place while it loads: an in-play board's lines, or a board before the start (name, start time). */
export function LiveScoreSkeleton({ inplay }: { inplay: boolean }) {
  return <div className={`score-board-skeleton skeleton${inplay ? '' : ' score-board-before'}`} aria-hidden="true" />;
}

export function LiveScore({ src, title, inplay }: { src: string; title: string; inplay: boolean }) {
  const state = houseBoardState(src);
  if (!state) return <ScoreFrame src={src} title={title} />;
  return <HouseScoreBoard key={state.url} state={state} title={title} inplay={inplay} />;
}

function HouseScoreBoard({ state, title, inplay }: { state: HouseBoardState; title: string; inplay: boolean }) {
  const { board, gone } = useHouseBoard(state);
  if (!board) return gone ? null : <LiveScoreSkeleton inplay={inplay} />;
  // Lines with no words take no space, as on the frame page: a board before the start is its name and time.
  return (
    <section className="score-board" aria-label={title} data-testid="score-board">
      <p className="score-board-event">{board.event}</p>
      {board.score && <p className="score-board-score">{board.score}</p>}
      {board.detail && <p className="score-board-detail">{board.detail}</p>}
      <p className="score-board-status">{board.status}</p>
    </section>
  );
}
