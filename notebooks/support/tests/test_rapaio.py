"""The same notebook, unchanged, under the other Java kernel: rapaio-jupyter-kernel from Maven
Central. Its start was seen to hang about one time in five here; the launcher restarts it."""
from __future__ import annotations

import course
import execute
from conftest import FIXTURE_GOLDEN, FIXTURE_LESSON, FIXTURE_NOTEBOOK, FIXTURE_SOLUTION, require_kernel

RAPAIO = course.KERNEL_NAME + "-rapaio"
LESSON = "08-adjacency"


def test_a_lesson_notebook_runs_unchanged_under_rapaio():
    require_kernel(RAPAIO)
    lesson = next((l for l in course.lessons() if l.stem == LESSON and l.notebook.exists()), None)
    if lesson:
        solution = execute.solution_sources().get(LESSON)
        run = execute.run(lesson.notebook, RAPAIO, solution)
        expected = lesson.normalise(lesson.golden.read_text(encoding="utf-8"))
        mask = lesson.normalise
    else:  # before the lessons exist: the fixture, shaped like one
        run = execute.run(FIXTURE_NOTEBOOK, RAPAIO, FIXTURE_SOLUTION)
        expected, mask = FIXTURE_GOLDEN.read_text(encoding="utf-8"), FIXTURE_LESSON.mask
        solution = FIXTURE_SOLUTION
    assert execute.errors(run.notebook) == []
    assert mask(execute.transcript(run.notebook)) == expected
    displays = [o for c in run.notebook.cells for o in c.get("outputs", []) if o.get("output_type") == "display_data"]
    shows_tables = any("showTable(" in c.source or "showIndex(" in c.source for c in run.notebook.cells)
    assert not shows_tables or any("ddbcourse-items" in o["data"].get("text/html", "") for o in displays), "rich table under rapaio too"
    if solution:
        _, check = execute.tagged(run.notebook, "check")
        assert "Not yet" in "".join(o.get("text", "") for o in check.outputs)
        assert "Not yet" not in "".join(o.get("text", "") for o in run.solution_check)
