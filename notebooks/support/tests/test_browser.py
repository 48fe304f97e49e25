"""The browser check (browser/check.mjs): JupyterLab on loopback, a notebook opened in headless
Chromium, Run All, no error output, what the notebook draws rendered (an item-collection table;
a Vega-Lite chart), a screenshot written under build/screenshots/ (CI keeps it; ./test names it).
Skipped when Debian's chromium or node is missing, unless REQUIRE_BROWSER=1 (CI sets it)."""
from __future__ import annotations

import os
import shutil
import subprocess

import pytest

import course
from conftest import FIXTURE_NOTEBOOK, require_kernel

BROWSER = course.SUPPORT / "browser"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
PREFERRED = {"table": "08-adjacency", "chart": "13-filter-cost"}
CALLS = {"table": ("showTable(", "showIndex("), "chart": ("chart(",)}


def notebook_showing(expected):
    """The preferred lesson when it draws what is expected (Kit.showTable / showIndex for a table,
    Kit.chart for a chart), else the first lesson that does; for a table, else the test fixture,
    so the check always has something to look for."""
    lessons = [l for l in course.lessons() if l.notebook.exists()]
    lessons.sort(key=lambda l: l.stem != PREFERRED[expected])
    for lesson in lessons:
        if any(call in lesson.notebook.read_text(encoding="utf-8") for call in CALLS[expected]):
            return lesson.notebook
    if expected == "table":
        return FIXTURE_NOTEBOOK
    pytest.fail(f"no lesson notebook draws a {expected}", pytrace=False)


@pytest.mark.parametrize("expected", ["table", "chart"])
def test_notebook_runs_in_jupyterlab_in_a_browser(expected):
    missing = [what for what, ok in (("chromium", os.path.exists(CHROMIUM)), ("node", shutil.which("node")),
                                    ("playwright-core", (BROWSER / "node_modules" / "playwright-core").exists())) if not ok]
    if missing:
        message = f"browser check needs {', '.join(missing)} (notebooks/support/setup; apt-get install chromium)"
        if os.environ.get("REQUIRE_BROWSER") == "1":
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    require_kernel(course.KERNEL_NAME)
    notebook = notebook_showing(expected)
    print(f"browser check on {notebook.name}, expecting a {expected}")
    screenshot = course.BUILD / "screenshots" / f"{notebook.stem}.png"
    screenshot.unlink(missing_ok=True)
    done = subprocess.run(["node", str(BROWSER / "check.mjs"), str(notebook), "--expect", expected,
                           "--screenshot", str(screenshot)],
                          capture_output=True, text=True, timeout=600)
    print(done.stdout)
    assert done.returncode == 0, done.stderr[-3000:]
    assert screenshot.stat().st_size > 10_000
