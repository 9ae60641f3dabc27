// The live score page that score/board points to: a tiny HTML page that shows the simulated match
// and refreshes itself from /live-score/{id}/state. Its script is a file of its own (live-score.js
// beside it), never inline, so the site's Content-Security-Policy (script-src 'self') covers it.
import { LIVE_SCORE_POLL_MS, type LiveScoreState } from '../../../contracts/exchange.ts';
import type { SimEvent } from '../source/simulator/sim-event.ts';
import { overs } from '../source/simulator/matches/cricket-match.ts';
import { bnDigits, eventNameBn, resultBn, scoreBn, teamBn } from '../source/names-bn.ts';

/** The page's languages: the player's, passed as ?lang= by the odds view. */
export type ScoreLanguage = 'en' | 'bn';
const LAST_BALL_BN: Record<string, string> = { W: 'উইকেট', wd: 'ওয়াইড' };

export function liveScoreState(ev: SimEvent, lang: ScoreLanguage = 'en'): LiveScoreState {
  return lang === 'bn' ? liveScoreStateBn(ev) : liveScoreStateEn(ev);
}

/** The same board in Bangla: names, words and digits (source/names-bn.ts). */
function liveScoreStateBn(ev: SimEvent): LiveScoreState {
  let detail = '';
  const c = ev.cricket;
  if (c && ev.status === 'inplay') {
    const inn = c.current;
    const flags = c.flags();
    const last = inn.lastBall ? (LAST_BALL_BN[inn.lastBall] ?? bnDigits(inn.lastBall)) : '-';
    detail =
      `${teamBn(c.battingTeam)} ${bnDigits(`${inn.runs}/${inn.wickets}`)}, ${bnDigits(overs(inn.balls))} ওভারে · শেষ বল ${last}` +
      (flags.ballRunning ? ' · বল চলছে' : c.phase === 'wicket' ? ' · উইকেট!' : c.phase === 'break' ? ' · ইনিংস বিরতি' : '');
    if (c.inningsIndex === 1) detail += ` · লক্ষ্য ${bnDigits(String(c.innings[0]!.runs + 1))}`;
  }
  const status =
    ev.status === 'closed' ? (ev.result ? resultBn(ev.result.result) : 'শেষ') : ev.status === 'inplay' ? 'ইন-প্লে' : `শুরু ${dhakaStartBn(ev.openDate)}`;
  return { event: eventNameBn(ev.name), status, score: ev.status === 'upcoming' ? '' : scoreBn(ev.match.score()), detail };
}

function liveScoreStateEn(ev: SimEvent): LiveScoreState {
  let detail = '';
  const c = ev.cricket;
  if (c && ev.status === 'inplay') {
    const inn = c.current;
    const flags = c.flags();
    detail =
      `${c.battingTeam} ${inn.runs}/${inn.wickets} in ${overs(inn.balls)} ov · last ball ${inn.lastBall || '-'}` +
      (flags.ballRunning ? ' · Ball Running' : c.phase === 'wicket' ? ' · Wicket!' : c.phase === 'break' ? ' · Innings break' : '');
    if (c.inningsIndex === 1) detail += ` · target ${c.innings[0]!.runs + 1}`;
  }
  const status = ev.status === 'closed' ? (ev.result?.result ?? 'Finished') : ev.status === 'inplay' ? 'In play' : `Starts ${dhakaStart(ev.openDate)}`;
  return { event: ev.name, status, score: ev.status === 'upcoming' ? '' : ev.match.score(), detail };
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

export function liveScorePage(ev: SimEvent, lang: ScoreLanguage = 'en'): string {
  const s = liveScoreState(ev, lang);
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
