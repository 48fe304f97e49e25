"""The executor on a small fixture notebook shaped like a generated lesson: what it reads from
outputs, how it masks, how the solution run works, how it writes back and spots stale outputs."""
from __future__ import annotations

import shutil

import nbformat

import execute
from conftest import FIXTURE_GOLDEN, FIXTURE_LESSON, FIXTURE_NOTEBOOK


def stdout(outputs) -> str:
    return "".join(o.get("text", "") for o in outputs if o.get("output_type") == "stream")


def test_transcript_of_lesson_cells_matches_golden_after_masking(fixture_run):
    got = execute.transcript(fixture_run.notebook)
    assert "run id: " in got and FIXTURE_LESSON.mask(got) != got, "the random part is really there, and masked"
    assert FIXTURE_LESSON.mask(got) == FIXTURE_GOLDEN.read_text(encoding="utf-8")


def test_exercise_and_check_cells_are_not_part_of_the_transcript(fixture_run):
    assert "Not yet" not in execute.transcript(fixture_run.notebook)


def test_item_table_is_rich_output_with_the_same_text(fixture_run):
    displays = [o for c in fixture_run.notebook.cells for o in c.get("outputs", []) if o.output_type == "display_data"]
    assert len(displays) == 1
    data = displays[0].data
    assert '<table class="ddbcourse-items"' in data["text/html"]
    assert data["text/plain"].startswith("=== Items of fixture-table ===\nPK ")
    # the request log printed before the table stays above it (stdout flushed before display)
    cell = next(c for c in fixture_run.notebook.cells if displays[0] in c.get("outputs", []))
    assert [o.output_type for o in cell.outputs] == ["stream", "display_data"]


def test_starter_says_not_yet_without_stopping_run_all(fixture_run):
    _, check = execute.tagged(fixture_run.notebook, "check")
    assert "Not yet" in stdout(check.outputs)
    assert execute.errors(fixture_run.notebook) == []
    assert all(c.execution_count for c in fixture_run.notebook.cells if c.cell_type == "code")


def test_solution_run_passes_the_check(fixture_run):
    assert fixture_run.solution_exercise == []
    assert "passed" in stdout(fixture_run.solution_check)
    assert "Not yet" not in stdout(fixture_run.solution_check)


def test_outputs_are_deterministic_apart_from_masked_parts(fixture_run):
    # the kernel got COURSE_TRANSCRIPT=1, and no timing metadata is recorded
    assert all("execution" not in c.metadata for c in fixture_run.notebook.cells)
    assert fixture_run.notebook.metadata["language_info"] == {"name": "java"}


def test_write_back_then_stale_detection(fixture_run, tmp_path):
    copy = tmp_path / FIXTURE_NOTEBOOK.name
    shutil.copy(FIXTURE_NOTEBOOK, copy)
    fresh = execute.Run(copy, fixture_run.notebook, fixture_run.kernel)
    assert execute.write_back(fresh) is True
    assert execute.write_back(fresh) is False, "a second write of the same run changes nothing"

    written = nbformat.read(copy, as_version=4)
    nbformat.validate(written)
    assert [c.source for c in written.cells] == [c.source for c in nbformat.read(FIXTURE_NOTEBOOK, as_version=4).cells]
    same = execute.comparable_outputs(written, FIXTURE_LESSON) == execute.comparable_outputs(fixture_run.notebook, FIXTURE_LESSON)
    assert same, "what was written compares equal to the run"

    # a different random id is not staleness; a different result is
    cell = next(c for c in written.cells if "run id" in stdout(c.get("outputs", [])))
    cell.outputs[0].text = cell.outputs[0].text.replace(cell.outputs[0].text.split("run id: ")[1][:36], "0" * 36)
    assert execute.comparable_outputs(written, FIXTURE_LESSON) == execute.comparable_outputs(fixture_run.notebook, FIXTURE_LESSON)
    cell.outputs[0].text = cell.outputs[0].text.replace("42", "43")
    assert execute.comparable_outputs(written, FIXTURE_LESSON) != execute.comparable_outputs(fixture_run.notebook, FIXTURE_LESSON)


def test_notebook_without_outputs_is_stale(fixture_run):
    committed = nbformat.read(FIXTURE_NOTEBOOK, as_version=4)  # the fixture is committed without outputs
    assert execute.comparable_outputs(committed, FIXTURE_LESSON) != execute.comparable_outputs(fixture_run.notebook, FIXTURE_LESSON)
