// The classroom in a real browser: two learners sign in to a running hub, each runs notebook 08 in
// their own JupyterLab at the same time, then each tries to reach the other's files and kernels;
// the second learner then types the reference answer into the exercise cell and passes the check
// there; the instructor opens the progress page and resets one learner's exercise and another's data.
//
//   SOLUTION_CELL=FILE node two-learners.mjs HUB_URL ROOM_DIR alice bob
//   (FILE: the exercise cell with the reference answer, what the second learner types)
//
// Prints one JSON object (what was seen) for test_classroom.py, which checks it along with the disk
// and the engine. Debian's chromium through playwright-core, as notebooks/support/browser does.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BROWSER = path.resolve(HERE, "../../notebooks/support/browser");
const { chromium } = createRequire(path.join(BROWSER, "package.json"))("playwright-core");
const { runAllCells } = await import(path.join(BROWSER, "jupyterlab.mjs"));
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const NOTEBOOK = "notebooks/08-adjacency.ipynb";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const [hub, room, ...learners] = process.argv.slice(2);
const passwords = Object.fromEntries(fs.readFileSync(path.join(room, "passwords.txt"), "utf8").split("\n")
  .filter((l) => l && !l.startsWith("#")).map((l) => l.split(" ")));

async function signIn(browser, name) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${hub}/hub/login`);
  await page.fill("#username_input", name);
  await page.fill("#password_input", passwords[name]);
  await page.click("#login_submit");
  return { context, page };
}

/** Status and body of a GET with this browser's cookies (the hub's and the learner's server's). */
async function get(page, url) {
  const res = await page.request.get(`${hub}${url}`, { maxRedirects: 0, failOnStatusCode: false });
  return { status: res.status(), body: res.status() === 200 ? await res.json().catch(() => null) : null };
}

/**
 * Replaces the exercise cell's text with `source` (inserted as typed text, so the editor adds no
 * brackets or indentation of its own), runs it, then the check cell, and waits for its verdict.
 */
async function passInTheNotebook(page, source) {
  const exercise = page.locator(".jp-CodeCell").filter({ hasText: "exerciseCellRuns(" });
  await exercise.locator(".cm-content").click();
  await page.keyboard.press("Control+a");
  await page.keyboard.insertText(source);
  await page.keyboard.press("Shift+Enter");
  const check = page.locator(".jp-CodeCell").filter({ hasText: "boolean passed = check(" });
  await check.locator(".cm-content").click();
  await page.keyboard.press("Shift+Enter");
  const verdict = check.locator(".jp-OutputArea-output .ddbcourse-check");
  await verdict.filter({ hasText: "PASSED" }).waitFor({ timeout: 240_000 });
  return verdict.locator("div").first().textContent(); // the verdict's headline
}

async function learnerRuns(browser, name, solution) {
  const { context, page } = await signIn(browser, name);
  // First login: the hub copies the workspace and starts the learner's server, then redirects.
  await page.waitForURL(new RegExp(`/user/${name}/lab`), { timeout: 240_000 });
  await page.goto(`${hub}/user/${name}/lab/tree/${NOTEBOOK}`);
  const run = await runAllCells(page, 300_000);
  const notebookPass = solution ? await passInTheNotebook(page, solution) : null;
  await page.keyboard.press("Control+s");
  await sleep(1500);
  fs.mkdirSync(path.join(room, "screenshots"), { recursive: true });
  await page.screenshot({ path: path.join(room, "screenshots", `${name}-08.png`) });
  const kernels = await get(page, `/user/${name}/api/kernels`);
  const files = await get(page, `/user/${name}/api/contents/`);
  return { name, context, page, run: { ran: run.ran, seconds: run.seconds }, notebookPass,
    kernels: (kernels.body || []).map((k) => k.id), files: (files.body?.content || []).map((f) => f.name) };
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"] });
  const seen = { learners: {}, instructor: {} };
  try {
    const solution = fs.readFileSync(process.env.SOLUTION_CELL, "utf8");
    const runs = await Promise.all(learners.map((n, i) => learnerRuns(browser, n, i === 1 ? solution : null)));
    for (const me of runs) {
      const other = runs.find((r) => r !== me);
      seen.learners[me.name] = {
        run: me.run, notebookPass: me.notebookPass, kernels: me.kernels, files: me.files,
        // The other learner's server, files and kernel, with my cookies; and a path out of my root.
        otherServer: (await get(me.page, `/user/${other.name}/api/contents/`)).status,
        otherKernel: (await get(me.page, `/user/${other.name}/api/kernels/${other.kernels[0]}`)).status,
        outOfRoot: (await get(me.page, `/user/${me.name}/api/contents/..%2F${other.name}`)).status,
        instructorPage: (await me.page.request.get(`${hub}/services/instructor/api/learners`,
          { failOnStatusCode: false })).status(),
      };
    }

    const { page } = await signIn(browser, process.env.INSTRUCTOR || "instructor");
    // Signing in leads the instructor to the progress page (and starts no server for them).
    await page.waitForURL(/\/services\/instructor\/$/, { timeout: 60_000 });
    page.on("dialog", (d) => d.accept());
    const row = (name) => page.locator(`tr[data-learner='${name}']`);
    for (const name of learners) await row(name).waitFor({ timeout: 60_000 });
    const rows = async () => Object.fromEntries(await Promise.all(learners.map(async (n) => [n, {
      passed: await row(n).locator("td.passed").evaluateAll((tds) => tds.map((td) => td.dataset.lesson)),
      server: await row(n).locator("td.server").textContent(),
      tables: await row(n).locator("td.tables").textContent(),
    }])));
    seen.instructor.before = await rows();

    // A terminal pass appears without reloading the page: test_classroom.py makes one for the
    // first learner while this waits (it watches for this file).
    fs.writeFileSync(path.join(room, "page-open"), "");
    const first = learners[0];
    await row(first).locator("td.passed[data-lesson='08']").waitFor({ timeout: 240_000 });
    seen.instructor.afterPass = await rows();

    // Reset the first learner's exercise 08 and the second learner's data, from the page.
    await row(first).locator("select").selectOption("08");
    await row(first).locator("button", { hasText: "reset exercise" }).click();
    await row(first).locator("td.passed[data-lesson='08']").waitFor({ state: "detached", timeout: 30_000 });
    await row(learners[1]).locator("button", { hasText: "reset data" }).click();
    await page.waitForFunction((name) => document.querySelector(`tr[data-learner='${name}'] td.tables`)?.textContent === "",
      learners[1], { timeout: 30_000 });
    seen.instructor.afterResets = await rows();
    await page.screenshot({ path: path.join(room, "screenshots", "instructor.png") });
  } finally {
    await browser.close();
  }
  console.log(JSON.stringify(seen));
}

main().catch((e) => {
  console.error(`two-learners: ${e.stack || e}`);
  process.exit(1);
});
