// Builds the bare reference page (scripts/bench/bare-next) unless its cached build is current, so that `npm test`
// builds it beside the static checks and the JavaScript gate of the e2e suite finds it ready (docs/testing.md).
import { buildBareNext } from './lib/bench-bare';
import { runMain } from './lib/cli';

runMain(async () => {
  const { built, seconds } = await buildBareNext();
  console.log(built ? `Built the bare page in ${seconds.toFixed(0)} s.` : 'The bare page build is current.');
});
