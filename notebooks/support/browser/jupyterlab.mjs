// What a learner does in JupyterLab, for the browser checks (check.mjs, and the classroom's test):
// wait for the course kernel, Run All from the menu, wait until every code cell ran.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const KERNEL_DISPLAY_NAME = "Java (DynamoDB course)";

/** Input prompts of all code cells: "[3]:" once run, "[*]:" while queued or running. */
export async function prompts(page) {
  return page.$$eval(".jp-Notebook .jp-CodeCell .jp-InputPrompt", (els) => els.map((e) => e.textContent.trim()));
}

/**
 * Waits for the open notebook's kernel ("Java (DynamoDB course) | Idle" in the status bar; Run All
 * before that would open JupyterLab's kernel picker), runs Run > Run All Cells, and waits until every
 * code cell has a number. Returns { ran, seconds, prompts }; ran is false if time ran out.
 */
export async function runAllCells(page, timeoutMs) {
  await page.waitForSelector(".jp-Notebook .jp-CodeCell", { timeout: 90_000 });
  await page.waitForFunction((name) => [...document.querySelectorAll(".jp-StatusBar-TextItem")]
    .some((e) => e.textContent.includes(name) && /\|\s*Idle/.test(e.textContent)),
  KERNEL_DISPLAY_NAME, { timeout: 180_000 });
  await page.click(".lm-MenuBar-itemLabel:text-is('Run')");
  await page.click("li.lm-Menu-item[data-command='runmenu:run-all']");
  const started = Date.now();
  let last = [];
  const done = (p) => p.length && p.every((x) => /^\[\d+\]:$/.test(x));
  while (Date.now() - started < timeoutMs) {
    last = await prompts(page);
    if (done(last)) break;
    await sleep(500);
  }
  return { ran: Boolean(done(last)), seconds: ((Date.now() - started) / 1000).toFixed(1), prompts: last };
}
