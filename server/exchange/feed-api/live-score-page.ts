// The live score page that score/board points to: a tiny HTML page that shows the match as the source scores it
// and refreshes itself from /live-score/{id}/state. Its script is a file of its own (live-score.js
// beside it), never inline, so the site's Content-Security-Policy (script-src 'self') covers it.
import { LIVE_SCORE_POLL_MS, type LiveScoreState } from '../../../contracts/exchange.ts';
import type { SourceEvent, SourceScore } from '../source/market-source.ts';
import type { EventStatus, SimEvent } from '../source/simulator/sim-event.ts';
import { sourceEvent, sourceScore } from '../source/simulator/simulator-source.ts';
import { eventName } from '../source/neutral-names.ts';
import { oversText, scoreLine } from '../source/score-line.ts';
import { bnDigits, eventNameBn, resultBn, scoreBn, teamBn } from '../source/names-bn.ts';

/** The page's languages: the player's, passed as ?lang= by the odds view. */
export type ScoreLanguage = 'en' | 'bn';
const LAST_BALL_BN: Record<string, string> = { W: 'উইকেট', wd: 'ওয়াইড' };

/** What one event's board shows: the event, its state (from its main market) and the source's score. */
export interface ScoreBoardInput {
  event: Pick<SourceEvent, 'id' | 'name' | 'openDate'>;
  status: EventStatus;
  score: SourceScore | undefined;
}

export function boardState(input: ScoreBoardInput, lang: ScoreLanguage = 'en'): LiveScoreState {
  return lang === 'bn' ? liveScoreStateBn(input) : liveScoreStateEn(input);
}

/** The simulator's board for one event, through the seam. */
export const liveScoreState = (ev: SimEvent, lang: ScoreLanguage = 'en'): LiveScoreState =>
  boardState({ event: sourceEvent(ev), status: ev.status, score: sourceScore(ev) }, lang);

/** A cricket score's batting side now, or null for a score without innings (soccer, tennis, racing). */
function batting(score: SourceScore | undefined) {
  if (!score || score.innings.length === 0) return null;
  const index = score.innings.length - 1;
  return { inn: score.innings[index]!, index, lastBall: score.recentBalls[score.recentBalls.length - 1] ?? '', first: score.innings[0]! };
}

/** The same board in Bangla: names, words and digits (source/names-bn.ts). */
function liveScoreStateBn({ event, status: state, score }: ScoreBoardInput): LiveScoreState {
  let detail = '';
  const b = state === 'inplay' ? batting(score) : null;
  if (b && score) {
    const last = b.lastBall ? (LAST_BALL_BN[b.lastBall] ?? bnDigits(b.lastBall)) : '-';
    detail =
      `${teamBn(b.inn.team)} ${bnDigits(`${b.inn.runs}/${b.inn.wickets}`)}, ${bnDigits(oversText(b.inn.overs))} ওভারে · শেষ বল ${last}` +
      (score.ballInProgress ? ' · বল চলছে' : score.pause === 'wicket' ? ' · উইকেট!' : score.pause === 'break' ? ' · ইনিংস বিরতি' : '');
    if (b.index === 1) detail += ` · লক্ষ্য ${bnDigits(String(b.first.runs + 1))}`;
  }
  const name = eventName(event);
  const status = state === 'closed' ? (score?.status ? resultBn(score.status) : 'শেষ') : state === 'inplay' ? 'ইন-প্লে' : `শুরু ${dhakaStartBn(event.openDate)}`;
  return { event: eventNameBn(name), status, score: state === 'upcoming' ? '' : scoreBn(scoreLine(score)), detail };
}

function liveScoreStateEn({ event, status: state, score }: ScoreBoardInput): LiveScoreState {
  let detail = '';
  const b = state === 'inplay' ? batting(score) : null;
  if (b && score) {
    detail =
      `${b.inn.team} ${b.inn.runs}/${b.inn.wickets} in ${oversText(b.inn.overs)} ov · last ball ${b.lastBall || '-'}` +
      (score.ballInProgress ? ' · Ball Running' : score.pause === 'wicket' ? ' · Wicket!' : score.pause === 'break' ? ' · Innings break' : '');
    if (b.index === 1) detail += ` · target ${b.first.runs + 1}`;
  }
  const status = state === 'closed' ? (score?.status ?? 'Finished') : state === 'inplay' ? 'In play' : `Starts ${dhakaStart(event.openDate)}`;
  return { event: eventName(event), status, score: state === 'upcoming' ? '' : scoreLine(score), detail };
}

// Start times read in Asia/Dhaka, as everywhere on the site (the player's clock, not UTC).
const DHAKA_START = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
export const dhakaStart = (ms: number) => `${DHAKA_START.format(ms)} (Dhaka)`;
const DHAKA_START_BN = new Intl.DateTimeFormat('bn-BD', {
  timeZone: 'Asia/Dhaka',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** "২৪ নভেম্বর, ১৯:৩০ (ঢাকা)": Bengali digits whatever the runtime's number system default. */
export const dhakaStartBn = (ms: number) => `${bnDigits(DHAKA_START_BN.format(ms))} (ঢাকা)`;

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function liveScorePage(input: ScoreBoardInput, lang: ScoreLanguage = 'en'): string {
  const s = boardState(input, lang);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(s.event)}</title><link rel="icon" href="/icons/icon.svg" type="image/svg+xml">
<style>
body{margin:0;font:14px/1.4 system-ui,"Noto Sans Bengali",sans-serif;background:#0b2e1f;color:#fff}
main{padding:8px 12px}h1{font-size:15px;line-height:20px;margin:0 0 4px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
#score{font-size:18px;line-height:24px;font-weight:700}
#status,#detail{opacity:.85;font-size:13px;line-height:18px}
#detail{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
@media (max-width:479px){#detail{white-space:normal;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;min-height:36px}}
#score:empty,#detail:empty{display:none}
</style></head>
<body><main>
<h1 id="event">${esc(s.event)}</h1>
<div id="score">${esc(s.score)}</div>
<div id="detail">${esc(s.detail)}</div>
<div id="status">${esc(s.status)}</div>
</main>
<script src="../live-score.js"></script>
</body></html>`;
}

/** The score board text: the url of the live score page, which the client shows in an iframe. */
export function scoreBoardText(eventId: string, base = '/exchange-api'): string {
  return `<iframe src="${base}/live-score/${eventId}" width="100%" height="120" frameborder="0" scrolling="no"></iframe>`;
}

/**
 * The live score page's script, served at /exchange-api/live-score.js; polls the page's own /state.
 * It tells the odds view (its parent, same origin only) how tall the board is, at once and after each
 * answer, so the frame takes the board's height with no empty band (lines whose text is empty are
 * hidden; the detail line is one line, two on a phone, so the height changes only with the match state).
 * A 404 means the event has left the feed (a minute after its result): the board keeps its last
 * words (the result) and stops asking, rather than failing every 3 s for as long as the page is open.
 */
export const LIVE_SCORE_SCRIPT = `(function(){var url=location.pathname.replace(/\\/$/,'')+'/state'+(location.search||''),gone=false;
function tick(){fetch(url,{cache:'no-cache'}).then(function(r){if(r.status===404)gone=true;return r.ok?r.json():null}).then(function(s){
if(!s)return;['event','score','detail','status'].forEach(function(k){document.getElementById(k).textContent=s[k]});tell();
}).catch(function(){}).finally(function(){if(!gone)setTimeout(tick,${LIVE_SCORE_POLL_MS})})}
function tell(){if(typeof parent==='undefined'||parent===window)return;var m=document.querySelector('main');
if(m)parent.postMessage({chakkaScoreHeight:Math.ceil(m.getBoundingClientRect().height)},location.origin)}
tell();setTimeout(tick,${LIVE_SCORE_POLL_MS})})();
`;
