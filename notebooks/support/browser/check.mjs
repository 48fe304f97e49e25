// Browser check: a course notebook opened in JupyterLab in headless Chromium, as a learner would.
//
//   node check.mjs [path/to/NN-stem.ipynb] [--screenshot build/screenshots/NN-stem.png]
//
// Starts JupyterLab from the project's .venv on 127.0.0.1 (a free port, a random token) on a copy
// of the notebook (so the committed file is never saved over), opens it in Debian's chromium
// driven by playwright-core, runs all cells from the Run menu, waits for the last cell, saves,
// then asserts: every code cell ran, no error output, the item-collection table rendered.
// Writes a screenshot with the table in view. Exit status 0 when all holds.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { runAllCells } from "./jupyterlab.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "../../..");
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--no-first-run", "--disable-sync"];
const RUN_TIMEOUT_MS = Number(process.env.BROWSER_RUN_TIMEOUT_MS || 240_000);

function parseArgs(argv) {
  const args = { notebook: path.join(ROOT, "notebooks", "08-adjacency.ipynb"), screenshot: null };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--screenshot") args.screenshot = path.resolve(argv[++i]);
    else args.notebook = path.resolve(argv[i]);
  }
  const stem = path.basename(args.notebook, ".ipynb");
  args.screenshot ??= path.join(ROOT, "build", "screenshots", `${stem}.png`);
  return args;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** JupyterLab on loopback, with its own config, runtime and settings dirs under work/. */
async function startJupyter(work, port, token) {
  const dirs = Object.fromEntries(["config", "runtime"].map((d) => [d, path.join(work, d)]));
  Object.values(dirs).forEach((d) => fs.mkdirSync(d, { recursive: true }));
  const log = fs.openSync(path.join(work, "jupyter.log"), "w");
  const jupyter = spawn(path.join(ROOT, ".venv", "bin", "jupyter"), [
    "lab", "--no-browser", "--ServerApp.ip=127.0.0.1", `--ServerApp.port=${port}`,
    "--ServerApp.port_retries=0", `--IdentityProvider.token=${token}`,
    `--ServerApp.root_dir=${path.join(work, "notebooks")}`,
    "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ...(process.getuid?.() === 0 ? ["--allow-root"] : []), // CI runs as root
  ], {
    env: { ...process.env, JUPYTER_CONFIG_DIR: dirs.config, JUPYTER_RUNTIME_DIR: dirs.runtime },
    stdio: ["ignore", log, log],
    detached: true, // its own process group: stopping it also stops the kernel it started
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (jupyter.exitCode !== null) throw new Error(`JupyterLab exited (${jupyter.exitCode}); see ${work}/jupyter.log`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/status`, { headers: { Authorization: `token ${token}` } });
      if (res.ok) return jupyter;
    } catch { /* not listening yet */ }
    await sleep(500);
  }
  throw new Error(`JupyterLab did not answer on port ${port} within 90 s`);
}

async function stopJupyter(jupyter) {
  if (!jupyter || jupyter.exitCode !== null) return;
  try { process.kill(-jupyter.pid, "SIGTERM"); } catch { return; }
  for (let i = 0; i < 50 && jupyter.exitCode === null; i++) await sleep(100);
  try { process.kill(-jupyter.pid, "SIGKILL"); } catch { /* gone */ }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(args.notebook)) throw new Error(`no notebook ${args.notebook}`);
  const name = path.basename(args.notebook);
  const work = fs.mkdtempSync(path.join(ROOT, "build", "browser-check-"));
  fs.mkdirSync(path.join(work, "notebooks"));
  // The copy's outputs are cleared: what the check sees must come from this run.
  const nb = JSON.parse(fs.readFileSync(args.notebook, "utf8"));
  for (const cell of nb.cells) if (cell.cell_type === "code") { cell.outputs = []; cell.execution_count = null; }
  const copy = path.join(work, "notebooks", name);
  fs.writeFileSync(copy, JSON.stringify(nb, null, 1));

  const port = await freePort();
  const token = randomBytes(16).toString("hex");
  let jupyter, browser;
  const failures = [];
  try {
    jupyter = await startJupyter(work, port, token);
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`http://127.0.0.1:${port}/lab/tree/${encodeURIComponent(name)}?token=${token}`);
    const { ran, seconds, prompts: last } = await runAllCells(page, RUN_TIMEOUT_MS);
    if (!ran) failures.push(`not every cell ran within ${RUN_TIMEOUT_MS / 1000} s: ${last.join(" ")}`);

    // Save, then read what JupyterLab wrote: the error check looks at outputs, not at colours.
    await page.keyboard.press("Control+s");
    await sleep(1500);
    const saved = JSON.parse(fs.readFileSync(copy, "utf8"));
    for (const [i, cell] of saved.cells.entries()) {
      for (const out of cell.outputs || []) {
        if (out.output_type === "error") failures.push(`cell ${i}: ${out.ename}: ${out.evalue}`);
      }
    }
    const tables = page.locator(".jp-OutputArea-output table.ddbcourse-items");
    const count = await tables.count();
    if (count === 0) failures.push("no item-collection table (table.ddbcourse-items) was rendered");
    else {
      const partitions = await tables.first().locator("td.ddbcourse-partition").count();
      if (partitions === 0) failures.push("the item-collection table has no partition cell");
      await tables.first().scrollIntoViewIfNeeded();
    }
    fs.mkdirSync(path.dirname(args.screenshot), { recursive: true });
    await page.screenshot({ path: args.screenshot });
    console.log(`${name}: ran ${last.length} code cells in ${seconds} s; ${count} item table(s); screenshot ${path.relative(ROOT, args.screenshot)}`);
  } finally {
    if (browser) await browser.close();
    await stopJupyter(jupyter);
  }
  if (failures.length) {
    console.error(`${name}: browser check FAILED\n  ${failures.join("\n  ")}\n  (JupyterLab log: ${work}/jupyter.log)`);
    process.exit(1);
  }
  fs.rmSync(work, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(`browser check: ${e.stack || e}`);
  process.exit(1);
});
