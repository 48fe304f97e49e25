"""The classroom end to end: a hub on loopback with two learners signed in through headless
Chromium, notebook 08 run by each at once, one of them passing its check in the notebook, neither
reaching the other's files, kernel or tables, the instructor's page listing both (the notebook pass,
then a terminal pass appearing live) and resetting one learner's
exercise and another's data; then the hub stopped with everything it started.
Skipped without Debian's chromium or node, unless REQUIRE_BROWSER=1 (CI sets it)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import threading
import time

import pytest

from room import CLASSROOM, ROOT, Room

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
PLAYWRIGHT = ROOT / "notebooks" / "support" / "browser" / "node_modules" / "playwright-core"
LEARNERS = ["alice", "bob"]
NOTEBOOK = "notebooks/08-adjacency.ipynb"
EXERCISE = "exercises/08-adjacency.java"


@pytest.fixture
def room(tmp_path):
    missing = [what for what, ok in (("chromium", os.path.exists(CHROMIUM)), ("node", shutil.which("node")),
                                    ("playwright-core", PLAYWRIGHT.exists())) if not ok]
    if missing:
        message = f"the classroom browser test needs {', '.join(missing)} (notebooks/support/setup; apt-get install chromium)"
        if os.environ.get("REQUIRE_BROWSER") == "1":
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    room = Room(tmp_path / "room", LEARNERS).start()
    try:
        yield room
    finally:
        room.stop()


def terminal_pass(room: Room, name: str, errors: list[str]) -> None:
    """Once the instructor's page is open: the learner writes the answer to exercise 08 and runs
    `./course check 08` in their workspace, as in a JupyterLab terminal."""
    deadline = time.time() + 900
    while not (room.folder / "page-open").exists() and time.time() < deadline:
        time.sleep(1)
    workspace = room.folder / "learners" / name
    shutil.copy(ROOT / "solutions" / "08-adjacency.java", workspace / EXERCISE)
    env = {**os.environ, "COURSE_CLASSPATH": str(ROOT / "build" / "kernel-classpath" / "*")}
    done = subprocess.run(["./course", "check", "08"], cwd=workspace, env=env, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        errors.append(f"./course check 08 in {name}'s workspace failed:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")


def saved_errors(notebook) -> list[str]:
    cells = json.loads(notebook.read_text())["cells"]
    return [f"{o.get('ename')}: {o.get('evalue')}" for c in cells for o in c.get("outputs", []) if o["output_type"] == "error"]


def solution_cell(folder) -> str:
    """Notebook 08's exercise cell with the reference answer, as the generator writes it for the
    solution notebooks: what the second learner types into their exercise cell."""
    out = folder / "solution-notebooks"
    subprocess.run([str(ROOT / "course"), "generate", "--only", "08", "--solution-notebooks", str(out)],
                   cwd=ROOT, check=True, capture_output=True, text=True, timeout=600)
    cells = json.loads((out / "08-adjacency.ipynb").read_text())["cells"]
    return next("".join(c["source"]) for c in cells if "exercise" in c.get("metadata", {}).get("tags", []))


def test_two_learners_each_in_their_own_workspace_kernel_and_database(room):
    errors: list[str] = []
    solution = room.folder.parent / "solution-cell.txt"
    solution.write_text(solution_cell(room.folder.parent))
    helper = threading.Thread(target=terminal_pass, args=(room, LEARNERS[0], errors))
    helper.start()
    done = subprocess.run(["node", str(CLASSROOM / "tests" / "two-learners.mjs"), room.url, str(room.folder), *LEARNERS],
                          capture_output=True, text=True, timeout=1500, env={**os.environ, "SOLUTION_CELL": str(solution)})
    (room.folder / "page-open").touch()  # lets the helper end if the browser gave up early
    helper.join()
    assert done.returncode == 0, done.stderr[-4000:]
    assert not errors, errors
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    alice, bob = (seen["learners"][n] for n in LEARNERS)

    for name, me in seen["learners"].items():
        workspace = room.folder / "learners" / name
        assert me["run"]["ran"], f"{name}: not every cell of notebook 08 ran"
        assert saved_errors(workspace / NOTEBOOK) == [], name
        assert {"notebooks", "exercises", "course.json"} <= set(me["files"]), me["files"]
        assert "learners" not in me["files"] and not set(LEARNERS) & set(me["files"]), me["files"]
        assert me["kernels"], f"{name} has no kernel"
        assert me["otherServer"] == 403, f"{name} reached the other learner's files: {me['otherServer']}"
        assert me["otherKernel"] == 403, f"{name} reached the other learner's kernel: {me['otherKernel']}"
        assert me["outOfRoot"] in (400, 403, 404), f"{name} listed a folder outside their workspace"
        assert me["instructorPage"] == 403, f"{name} opened the instructor's page"
    assert not set(alice["kernels"]) & set(bob["kernels"])

    # Each learner's notebook made the lesson's table in their own database of the one engine.
    before = seen["instructor"]["before"]
    for name in LEARNERS:
        assert before[name]["server"] == "running"
        assert "p08-adjacency" in before[name]["tables"], before
    # bob passed in his notebook: the kernel's record in his workspace is what the page shows.
    assert bob["notebookPass"].startswith("PASSED 08-adjacency"), bob["notebookPass"]
    assert "passed 08 notebook" in (room.folder / "learners" / LEARNERS[1] / ".course-progress").read_text()
    assert before[LEARNERS[0]]["passed"] == [] and before[LEARNERS[1]]["passed"] == ["08"], before
    after_pass = seen["instructor"]["afterPass"]
    assert after_pass[LEARNERS[0]]["passed"] == ["08"] and after_pass[LEARNERS[1]]["passed"] == ["08"]

    # The resets: alice's exercise is the starter again, bob's tables are gone and alice's are not.
    after = seen["instructor"]["afterResets"]
    assert after[LEARNERS[0]]["passed"] == [] and after[LEARNERS[1]]["passed"] == ["08"], after
    assert (room.folder / "learners" / LEARNERS[0] / EXERCISE).read_bytes() == (ROOT / EXERCISE).read_bytes()
    assert "passed 08" not in (room.folder / "learners" / LEARNERS[0] / ".course-progress").read_text()
    assert room.tables(LEARNERS[1]) == [] and after[LEARNERS[1]]["tables"] == ""
    assert "p08-adjacency" in room.tables(LEARNERS[0])
    assert not (room.folder / "learners" / "instructor").exists(), "the instructor got a learner's server"
