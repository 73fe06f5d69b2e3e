import { publicScenarios, measure } from './http.mjs';
const base = 'http://127.0.0.1:3299';
const scenarios = (await publicScenarios(base)).filter((s) => s.name.startsWith(process.argv[2]));
console.log(JSON.stringify(await measure(base, scenarios, { duration: 8, cpuMs: () => 0 })));
