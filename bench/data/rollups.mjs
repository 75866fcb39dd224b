// The page-view roll-ups of the ten-year data set, counted from what the generator draws instead of rebuilt from the
// loaded table (issue 30: `rollups.rebuild_page_view_returns()` and `rebuild_page_view_tops()` were most of
// PostgreSQL's work in a full load). The rows equal what those rebuilds make of the same page views
// (server/test/db/ten-year-rollups.test.ts holds them equal on both backends), so keep them in step with the
// functions of hasura/migrations (1795305608400_ten_year_load_cheaper, 1795305608200_page_view_rollups_rebuilt_cheaply).
// Every generated path is traffic (none is internal) and has no query string, so it is its own page path, and the
// generated views have no title.
//
// A worker thread tallies its slice (SliceTally); the loader adds the slices up (PageViewRollups) and COPYs the rows,
// the two large tables' as tuples of the binary COPY format (copy-binary.mjs).
import { BinaryTuples, binaryChunks } from './copy-binary.mjs';

const DAY = 86_400_000;
/** The days a view of a set made at `now` may fall on (ten years back), with a margin: the Returns' dense range. */
export const dayRange = (now) => ({ firstDay: Math.floor(now / DAY) - 3_660, days: 3_662 });
/** Days since 1970 fit below this (until 2059): a (number, day) pair is `number * DAY_SPAN + day`, exact in a double. */
const DAY_SPAN = 32_768;
/** A gap of this many days or more, or none, counts as this (the returns' prev_gap and next_gap). */
const GAP_CAP = 366;

const dayNames = new Map();
/** 'YYYY-MM-DD' of a day since 1970. */
function dayName(day) {
  let name = dayNames.get(day);
  if (name === undefined) {
    name = new Date(day * DAY).toISOString().slice(0, 10);
    dayNames.set(day, name);
  }
  return name;
}

/**
 * The returns' counts by (kind, day, prev_gap, next_gap, single). All but a few have next_gap 0 (not single) or the
 * cap (a single-view day with no later day of its session): those are counted in a dense array by kind, day (from
 * `firstDay`, `days` of them), prev_gap and which of the two; the rest (a single-view day of a session going on past
 * midnight) by their row's text.
 */
class Returns {
  constructor(firstDay, days) {
    this.firstDay = firstDay;
    this.days = days;
    this.dense = new Int32Array(2 * days * (GAP_CAP + 1) * 2);
    this.sparse = new Map();
  }

  /** Adds one visitor's or session's days (ascending, with their views). */
  add(kind, days, views) {
    const session = kind === 'session';
    for (let j = 0; j < days.length; j++) {
      const prev = j === 0 ? GAP_CAP : Math.min(days[j] - days[j - 1], GAP_CAP);
      const single = session && views[j] === 1;
      const next = single ? (j === days.length - 1 ? GAP_CAP : Math.min(days[j + 1] - days[j], GAP_CAP)) : 0;
      const day = days[j] - this.firstDay;
      if ((next === 0 || next === GAP_CAP) && day >= 0 && day < this.days) {
        this.dense[(((session ? 1 : 0) * this.days + day) * (GAP_CAP + 1) + prev) * 2 + (next === 0 ? 0 : 1)] += 1;
      } else {
        const key = `${kind}\t${dayName(days[j])}\t${prev}\t${next}\t${single ? 't' : 'f'}`;
        this.sparse.set(key, (this.sparse.get(key) ?? 0) + 1);
      }
    }
  }

  /** The counts to send: the dense array's non-zero places and counts, and the rest. */
  result() {
    let filled = 0;
    for (const n of this.dense) if (n !== 0) filled += 1;
    const places = new Int32Array(filled);
    const counts = new Int32Array(filled);
    let at = 0;
    for (let i = 0; i < this.dense.length; i++) {
      if (this.dense[i] !== 0) {
        places[at] = i;
        counts[at] = this.dense[i];
        at += 1;
      }
    }
    return { places, counts, sparse: [...this.sparse] };
  }

  /** Adds another's result (same firstDay and days). */
  merge({ places, counts, sparse }) {
    for (let i = 0; i < places.length; i++) this.dense[places[i]] += counts[i];
    for (const [key, n] of sparse) this.sparse.set(key, (this.sparse.get(key) ?? 0) + n);
  }

  /** [row text without its count, count] of every count. */
  *entries() {
    const width = (GAP_CAP + 1) * 2;
    for (let i = 0; i < this.dense.length; i++) {
      const n = this.dense[i];
      if (n === 0) continue;
      const session = i >= this.days * width;
      const rest = i - (session ? this.days * width : 0);
      const day = Math.floor(rest / width);
      const prev = Math.floor((rest - day * width) / 2);
      const capped = rest % 2 === 1;
      const single = session && capped;
      yield [
        `${session ? 'session' : 'visitor'}\t${dayName(this.firstDay + day)}\t${prev}\t${capped ? GAP_CAP : 0}\t${single ? 't' : 'f'}`,
        n,
      ];
    }
    yield* this.sparse;
  }
}

/**
 * One slice's views as the roll-ups count them: each view's page-day and visitor-day as numbers (sorted and counted
 * by the loader, since a page or a visitor spans slices), views per day and device, and the sessions' days and
 * returns outright (a session lies within its slice, its views in order of time).
 */
export class SliceTally {
  /** `size`: the slice's views at most; `range`: dayRange of the set's `now`. */
  constructor(size, range) {
    this.pages = new Float64Array(size);
    this.visitors = new Float64Array(size);
    this.count = 0;
    this.devices = new Map();
    this.sessionTuples = new BinaryTuples();
    this.returns = new Returns(range.firstDay, range.days);
    this.session = '';
    this.days = [];
    this.views = [];
  }

  view(day, page, device, visitor, session, fresh) {
    const n = this.count;
    this.count += 1;
    this.pages[n] = page * DAY_SPAN + day;
    this.visitors[n] = visitor * DAY_SPAN + day;
    const at = day * 8 + device;
    this.devices.set(at, (this.devices.get(at) ?? 0) + 1);
    if (fresh) {
      this.endSession();
      this.session = session;
    }
    const last = this.days.length - 1;
    if (last >= 0 && this.days[last] === day) this.views[last] += 1;
    else {
      this.days.push(day);
      this.views.push(1);
    }
  }

  endSession() {
    if (this.days.length === 0) return;
    const out = this.sessionTuples;
    for (let j = 0; j < this.days.length; j++) {
      out.tuple(4);
      out.text('session');
      out.text(this.session);
      out.date(this.days[j]);
      out.int4(this.views[j]);
    }
    this.returns.add('session', this.days, this.views);
    this.days = [];
    this.views = [];
  }

  /** What the loader adds up (the arrays' buffers may be transferred: `pages`, `visitors`, `sessions`). */
  result() {
    this.endSession();
    return {
      pages: this.pages.subarray(0, this.count),
      visitors: this.visitors.subarray(0, this.count),
      devices: [...this.devices],
      sessions: this.sessionTuples.take(),
      returns: this.returns.result(),
    };
  }
}

/** Rows a COPY chunk holds. */
const CHUNK = 100_000;
/** The first buffer of a binary chunk of roll-up rows (it grows as needed). */
const ROLLUP_BUFFER = 1 << 22;

/**
 * The slices' tallies added up, and the roll-up tables' COPY text made of them. The two large tables' rows go out in
 * the order of their primary keys (`(kind, key, day)`, `(path, day)`; the database's collation, C.UTF-8 or C, orders
 * these ASCII keys as JavaScript does): a key built over a table in its order takes one pass of comparisons (the
 * database's sort checks for sorted input first), where these text keys, compared by strcoll, took most of the
 * roll-ups' share of a full load (docs/benchmarks.md). The generator's visitor and session ids are numbers of a fixed
 * width for that, so their text order is their numbers' order.
 */
export class PageViewRollups {
  /**
   * `views`: the page-view table of the data set (its count, `pathOf` and `visitorOf`); `devices`: DEVICE_NAMES;
   * `range`: dayRange of the set's `now`.
   */
  constructor(views, devices, range) {
    this.pages = new Float64Array(views.count);
    this.visitors = new Float64Array(views.count);
    this.filled = 0;
    this.pathOf = views.pathOf;
    this.visitorOf = views.visitorOf;
    this.deviceNames = devices;
    this.devices = new Map();
    /** Each slice's session-days at its slice's place: joined in that order, they are in the order of their keys. */
    this.sessions = [];
    this.returns = new Returns(range.firstDay, range.days);
  }

  /** Adds the tally of slice `slice`. */
  add({ pages, visitors, devices, sessions, returns }, slice) {
    this.pages.set(pages, this.filled);
    this.visitors.set(visitors, this.filled);
    this.filled += pages.length;
    for (const [at, n] of devices) this.devices.set(at, (this.devices.get(at) ?? 0) + n);
    this.sessions[slice] = sessions;
    this.returns.merge(returns);
  }

  /**
   * Numbers the viewed pages in the order of their paths: the page part of each page-day key becomes that number
   * (before the keys are sorted), so the sorted keys are in `(path, day)` order. Returns the page code of each number.
   */
  rankPages() {
    const pages = this.pages;
    let max = 0;
    for (let i = 0; i < pages.length; i++) max = Math.max(max, Math.floor(pages[i] / DAY_SPAN));
    const seen = new Uint8Array(max + 1);
    for (let i = 0; i < pages.length; i++) seen[Math.floor(pages[i] / DAY_SPAN)] = 1;
    // Each path with its code after a tab, which sorts below every character of a path.
    const named = [];
    for (let code = 0; code <= max; code++) if (seen[code] === 1) named.push(`${this.pathOf(code)}\t${code}`);
    named.sort();
    const rank = new Int32Array(max + 1);
    const codes = new Int32Array(named.length);
    for (let r = 0; r < named.length; r++) {
      const code = Number(named[r].slice(named[r].lastIndexOf('\t') + 1));
      codes[r] = code;
      rank[code] = r;
    }
    for (let i = 0; i < pages.length; i++) {
      const code = Math.floor(pages[i] / DAY_SPAN);
      pages[i] = rank[code] * DAY_SPAN + (pages[i] - code * DAY_SPAN);
    }
    return codes;
  }

  /** Sorts the keys once every slice is in, and adds the visitors' returns. Returns the tables' COPY sources. */
  finish() {
    if (this.filled !== this.pages.length) throw new Error(`page-view roll-ups: ${this.filled} of ${this.pages.length} views tallied`);
    const pageCodes = this.rankPages();
    this.pages.sort();
    this.visitors.sort();
    const days = [];
    const views = [];
    let visitor = -1;
    for (const [key, n] of runs(this.visitors)) {
      const owner = Math.floor(key / DAY_SPAN);
      if (owner !== visitor) {
        this.returns.add('visitor', days, views);
        days.length = 0;
        views.length = 0;
        visitor = owner;
      }
      days.push(key - owner * DAY_SPAN);
      views.push(n);
    }
    this.returns.add('visitor', days, views);
    const self = this;
    return {
      'rollups.page_view_days': {
        columns: ['kind', 'key', 'day', 'views'],
        binary: true,
        async *chunks() {
          yield* self.sessions;
          yield* binaryChunks(
            runs(self.visitors),
            CHUNK,
            (out, [key, n]) => {
              const owner = Math.floor(key / DAY_SPAN);
              out.tuple(4);
              out.text('visitor');
              out.text(self.visitorOf(owner));
              out.date(key - owner * DAY_SPAN);
              out.int4(n);
            },
            ROLLUP_BUFFER,
          );
        },
      },
      'rollups.page_view_returns_daily': {
        columns: ['kind', 'day', 'prev_gap', 'next_gap', 'single', 'count'],
        async *chunks() {
          yield* chunked(self.returns.entries(), (key, n) => `${key}\t${n}\n`);
        },
      },
      'rollups.page_views_devices_daily': {
        columns: ['day', 'device', 'views'],
        async *chunks() {
          yield* chunked(self.devices, (at, n) => `${dayName(Math.floor(at / 8))}\t${self.deviceNames[at % 8]}\t${n}\n`);
        },
      },
      'rollups.page_views_pages_daily': {
        columns: ['path', 'day', 'views'],
        binary: true,
        async *chunks() {
          yield* binaryChunks(
            runs(self.pages),
            CHUNK,
            (out, [key, n]) => {
              const rank = Math.floor(key / DAY_SPAN);
              out.tuple(3);
              out.text(self.pathOf(pageCodes[rank]));
              out.date(key - rank * DAY_SPAN);
              out.int4(n);
            },
            ROLLUP_BUFFER,
          );
        },
      },
    };
  }
}

/** [value, how many times] of each run of equal values in a sorted array. */
function* runs(sorted) {
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    if (i === sorted.length || sorted[i] !== sorted[start]) {
      yield [sorted[start], i - start];
      start = i;
    }
  }
}

/** The lines `line(key, value)` of `entries` in strings of CHUNK lines. */
function* chunked(entries, line) {
  let lines = [];
  for (const [key, value] of entries) {
    lines.push(line(key, value));
    if (lines.length === CHUNK) {
      yield lines.join('');
      lines = [];
    }
  }
  if (lines.length > 0) yield lines.join('');
}
