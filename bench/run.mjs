// npm run bench: runs every benchmark and prints the figures as JSON (copied into docs/benchmarks.md).
// Progress goes to stderr, the JSON alone to stdout.
import { benchBundle } from './bundle.mjs';
import { benchDigestMail } from './digest-mail.mjs';
import { benchEngine } from './engine.mjs';
import { benchHostile } from './hostile.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchLiveQueries } from './live-queries.mjs';
import { benchMixedLoad } from './mixed-load.mjs';
import { benchRender } from './render.mjs';
import { benchSearch } from './search.mjs';
import { benchSignupMail } from './signup-mail.mjs';
import { benchStartup } from './startup.mjs';
import { benchTenYearPages } from './ten-year-pages.mjs';

const results = { date: new Date().toISOString(), node: process.version, startup: await benchStartup() };
results.engine = await benchEngine();
results.bundle = await benchBundle();
results.search = await benchSearch();
results.hostile = await benchHostile();
results.mixedLoad = await benchMixedLoad();
results.liveQueries = await benchLiveQueries();
results.render = await benchRender();
results.lighthouse = await benchLighthouse();
results.tenYearPages = await benchTenYearPages();
results.digestMail = await benchDigestMail();
results.signupMail = await benchSignupMail();
console.log(JSON.stringify(results, null, 2));
