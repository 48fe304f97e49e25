"""Every lesson notebook, executed headless under JJava: it prints the golden transcript, runs
through without an error, its starter check says "Not yet", the reference solution passes, and
the outputs committed in notebooks/ are those of a fresh run."""
from __future__ import annotations

import nbformat
import pytest

import course
import execute
from conftest import lessons_with_notebooks

LESSONS = lessons_with_notebooks()
STEMS = [l.stem for l in LESSONS]


def stdout(outputs) -> str:
    """What the outputs print (the check's report is a display with a text/plain part)."""
    return execute.outputs_text(outputs)


def stray_values(notebook) -> list[str]:
    """Values shown under cells because a cell ended in an expression (e.g. `PutItemResponse()`)."""
    return [f"cell {i}: {o.get('data', {}).get('text/plain', '').strip()}"
            for i, c in enumerate(notebook.cells) if c.cell_type == "code"
            for o in c.get("outputs", []) if o.get("output_type") == "execute_result"]


@pytest.mark.skipif(not LESSONS, reason="no lesson notebook generated yet")
@pytest.mark.parametrize("stem", STEMS)
def test_outputs_match_the_golden_transcript(stem, lesson_runs):
    lesson = course.lesson(stem)
    if not lesson.golden.exists():
        pytest.fail(f"{lesson.golden.relative_to(course.ROOT)} is missing")
    # Both normalised in one call to the runner.
    got, golden = lesson.mask_all([execute.transcript(lesson_runs[stem].notebook), lesson.golden.read_text(encoding="utf-8")],
                                  normalise=True)
    assert got == golden


@pytest.mark.skipif(not LESSONS, reason="no lesson notebook generated yet")
@pytest.mark.parametrize("stem", STEMS)
def test_runs_without_an_error(stem, lesson_runs):
    run = lesson_runs[stem]
    assert execute.errors(run.notebook) == []
    assert all(c.execution_count for c in run.notebook.cells if c.cell_type == "code"), "every cell ran"
    assert stray_values(run.notebook) == [], "a cell ends in an expression whose value Jupyter shows"


@pytest.mark.skipif(not LESSONS, reason="no lesson notebook generated yet")
@pytest.mark.parametrize("stem", STEMS)
def test_starter_check_says_not_yet_and_solution_passes(stem, lesson_runs):
    run = lesson_runs[stem]
    check = execute.tagged(run.notebook, "check")
    if check is None:
        pytest.skip(f"{stem} has no exercise")
    starter = check[1].outputs
    assert "Not yet" in stdout(starter)
    assert execute.errors(run.notebook) == [], "the failed check did not stop Run All"

    assert run.solution_check, "the solution run executed the check cell"
    assert [o for o in run.solution_exercise + run.solution_check if o.get("output_type") == "error"] == []
    assert f"PASSED {stem}: " in stdout(run.solution_check), stdout(run.solution_check)
    assert "FAILED" not in stdout(run.solution_check) and "Not yet" not in stdout(run.solution_check)
    assert [o for o in run.solution_check if o.get("output_type") == "execute_result"] == [], "no stray true"


@pytest.mark.skipif(not LESSONS, reason="no lesson notebook generated yet")
@pytest.mark.parametrize("stem", STEMS)
def test_committed_outputs_are_not_stale(stem, lesson_runs):
    lesson = course.lesson(stem)
    committed = nbformat.read(lesson.notebook, as_version=4)
    fresh = lesson_runs[stem].notebook
    committed_outputs, fresh_outputs = execute.comparable_outputs_all([committed, fresh], lesson)
    assert committed_outputs == fresh_outputs, (
        f"{lesson.notebook.relative_to(course.ROOT)} has stale outputs: run notebooks/support/run-notebooks {stem[:2]}")
