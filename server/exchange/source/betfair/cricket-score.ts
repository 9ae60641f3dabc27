// A match's score as Betfair's cricket score stream (ccm) describes it. Each change carries the parts that
// moved: fixtureInfo (teams, state, eventStatus such as BALL_IN_PROGRESS), matchStats (innings runs,
// wickets, overs) and the last few incidents, newest first, overlapping the previous change's. The teams'
// selection ids match the MATCH_ODDS runners, which is how a cricket market gets its runner names.
import type { InningsScore } from '../market-source.ts';
import type { CricketChange } from './esa-schemas.ts';

const RECENT_BALLS = 12;

export interface CricketScoreState {
  eventId: string;
  home: string | null;
  away: string | null;
  /** selectionId → team name. */
  teamsBySelection: Map<number, string>;
  innings: InningsScore[];
  /** Recorded time → ball text, oldest first; keyed so overlapping incident lists add each ball once. */
  balls: { key: string; at: number; text: string }[];
  eventStatus: string | null;
  status: string | null;
  expectedStart: number | null;
  description: string | null;
  publishedAt: number;
}

export function newCricketScore(eventId: string): CricketScoreState {
  return {
    eventId,
    home: null,
    away: null,
    teamsBySelection: new Map(),
    innings: [],
    balls: [],
    eventStatus: null,
    status: null,
    expectedStart: null,
    description: null,
    publishedAt: 0,
  };
}

/** The feed writes "0" where it does not know a name yet. */
function known(name: string | undefined): string | null {
  return name && name !== '0' ? name : null;
}

function ballText(type: string | undefined, value: string | undefined): string | null {
  const runs = value ?? '';
  switch (type) {
    case 'STRIKE':
    case 'RUNS':
      return runs === '0' || runs === '' ? '•' : runs;
    case 'OUT':
      return 'W';
    case 'WIDE':
      return `${runs || '1'}wd`;
    case 'NO_BALL':
      return `${runs || '1'}nb`;
    case 'BYE':
      return `${runs || '1'}b`;
    case 'LEG_BYE':
      return `${runs || '1'}lb`;
    default:
      return null;
  }
}

function applyInnings(score: CricketScoreState, change: CricketChange): void {
  const stats = change.matchStats;
  if (!stats?.inningsStats) return;
  const current = stats.currentInnings ?? stats.inningsStats.length;
  const innings: InningsScore[] = [];
  for (const inn of stats.inningsStats) {
    if ((inn.inningsNum ?? 0) > current) continue;
    // Before the first ball the batting side can be "0" while the bowling side is named: the other team bats.
    const bowling = known(inn.bowlingTeam);
    const other = bowling === score.home ? score.away : bowling === score.away ? score.home : null;
    const team = known(inn.battingTeam) ?? other;
    if (!team) continue;
    innings.push({ team, runs: inn.inningsRuns ?? 0, wickets: inn.inningsWickets ?? 0, overs: Number(inn.inningsOvers ?? 0) || 0 });
  }
  score.innings = innings;
  const winner = known(stats.winner);
  if (winner && winner !== 'NA') score.status = `${winner} won`;
  else if (innings.length === 0 && stats.tossResult) score.status = stats.tossResult;
}

function applyIncidents(score: CricketScoreState, change: CricketChange): void {
  const list = change.incidentListWrapper?.incidentList;
  if (!list) return;
  const seen = new Set(score.balls.map((b) => b.key));
  // Newest first on the wire: walk it backwards so the balls land oldest first.
  for (let i = list.length - 1; i >= 0; i--) {
    const inc = list[i];
    const text = ballText(inc.incidentType, inc.value);
    if (!text) continue;
    const key = `${inc.innings ?? ''}:${inc.overs ?? ''}:${inc.incidentType}:${inc.actualTime ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    score.balls.push({ key, at: inc.actualTime ?? 0, text });
  }
  score.balls.sort((a, b) => a.at - b.at);
  if (score.balls.length > RECENT_BALLS) score.balls.splice(0, score.balls.length - RECENT_BALLS);
}

/** "Karachi Kings v Multan Sultans, Pakistan Super League Match 1, ..." names the teams when nothing else has. */
function teamsFromDescription(score: CricketScoreState): void {
  const m = score.description ? /^(.+?) v (.+?)(,|$)/.exec(score.description) : null;
  if (!m) return;
  score.home ??= m[1].trim();
  score.away ??= m[2].trim();
}

export function applyCricketChange(score: CricketScoreState, change: CricketChange, publishedAt: number): void {
  const info = change.fixtureInfo;
  score.home = known(change.homeTeam?.name) ?? known(info?.homeTeam) ?? score.home;
  score.away = known(change.awayTeam?.name) ?? known(info?.awayTeam) ?? score.away;
  for (const team of [change.homeTeam, change.awayTeam]) {
    const name = known(team?.name);
    if (name && team?.selectionId !== undefined) score.teamsBySelection.set(team.selectionId, name);
  }
  if (info?.eventStatus) score.eventStatus = info.eventStatus;
  if (info?.expectedStartTime !== undefined) score.expectedStart = info.expectedStartTime;
  if (info?.eventDescription) score.description = info.eventDescription;
  if (!score.home || !score.away) teamsFromDescription(score);
  applyInnings(score, change);
  applyIncidents(score, change);
  score.publishedAt = publishedAt;
}
