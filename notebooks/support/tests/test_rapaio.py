"""The lesson notebooks, unchanged, under the other Java kernel: rapaio-jupyter-kernel from Maven
Central. Each must print its golden transcript (compared as test_lessons.py compares JJava's
runs), run without an error, show its item tables as HTML, and its check must say "Not yet" to
the starter and pass with the solution. Its start was seen to hang about one time in five here:
the launcher restarts it, and the executor retries a start that still fails.

What could differ between two JShell kernels is how they take a kind of cell, not what a
lesson's requests do, so by default the lessons run here are a cover: the fewest lessons that
between them use every kit call, diagram and kind of declaration any lesson uses (a new kind in
a new lesson enters the cover by itself). RAPAIO_LESSONS=all runs every lesson."""
from __future__ import annotations

import os
import re

import nbformat
import pytest

import course
import execute
from conftest import lessons_with_notebooks, require_kernel
from test_lessons import stdout, stray_values

RAPAIO = course.KERNEL_NAME + "-rapaio"
KIT = course.ROOT / "kit/src/main/java/dev/ddbcourse/kit/Kit.java"


def kit_calls() -> set[str]:
    """The names of the kit facade's static methods, the calls a notebook cell makes."""
    return set(re.findall(r"public static [^=;(]*?\b([a-z]\w*)\(", KIT.read_text(encoding="utf-8")))


def kinds(notebook: nbformat.NotebookNode, calls: set[str]) -> set[str]:
    """What a kernel must handle in this notebook: each kit call, a Mermaid diagram, and each kind
    of declaration or statement a cell holds beyond plain method calls."""
    found = set()
    for cell in notebook.cells:
        if cell.cell_type != "code":
            found |= {"mermaid"} if "```mermaid" in cell.source else set()
            continue
        found |= {m for m in re.findall(r"(?<![\w.])([a-z]\w*)\s*\(", cell.source) if m in calls}
        found |= set(re.findall(r"\b(class|record|enum|interface)\s+[A-Z]", cell.source))
        found |= {"lambda"} if "->" in cell.source else set()
        found |= {"try"} if re.search(r"\btry\s*\{", cell.source) else set()
    return found


def cover(needs: dict[str, set[str]]) -> list[str]:
    """Greedy set cover: the stems that between them hold every kind any stem holds."""
    left, chosen = set().union(*needs.values()) if needs else set(), []
    while left:
        best = max(sorted(needs), key=lambda stem: len(needs[stem] & left))
        chosen.append(best)
        left -= needs[best]
    return sorted(chosen)


ALL_LESSONS = lessons_with_notebooks()
CALLS = kit_calls()
NEEDS = {l.stem: kinds(nbformat.read(l.notebook, as_version=4), CALLS) for l in ALL_LESSONS}
LESSONS = ALL_LESSONS if os.environ.get("RAPAIO_LESSONS") == "all" else \
    [l for l in ALL_LESSONS if l.stem in cover(NEEDS)]
STEMS = [l.stem for l in LESSONS]


def shows_tables(cells) -> bool:
    return any("showTable(" in c.source or "showIndex(" in c.source for c in cells)


TABLE_STEMS = [l.stem for l in LESSONS if shows_tables(nbformat.read(l.notebook, as_version=4).cells)]


def test_the_cover_holds_every_kind_of_cell():
    chosen = set(STEMS)
    for stem, needs in NEEDS.items():
        missing = needs - set().union(*(NEEDS[s] for s in chosen))
        assert not missing, f"{stem} uses {sorted(missing)}, which no lesson run under rapaio uses"
    assert {"showTable", "check", "mermaid"} <= set().union(*NEEDS.values()), "the kinds are read from the cells"


def test_cover_takes_the_fewest_needed():
    assert cover({"a": {"x", "y"}, "b": {"x"}, "c": {"z"}}) == ["a", "c"]
    assert cover({}) == []


@pytest.fixture(scope="module")
def rapaio_runs() -> dict[str, execute.Run]:
    """Every lesson notebook run once under rapaio (in parallel, as the JJava runs), its
    exercise then re-run with the solution."""
    require_kernel(RAPAIO)
    return execute.run_all(LESSONS, RAPAIO, execute.solution_sources())


@pytest.mark.skipif(not LESSONS, reason="no lesson notebook generated yet")
@pytest.mark.parametrize("stem", STEMS)
def test_prints_the_golden_transcript_under_rapaio(stem, rapaio_runs):
    lesson = course.lesson(stem)
    run = rapaio_runs[stem]
    assert execute.errors(run.notebook) == []
    assert all(c.execution_count for c in run.notebook.cells if c.cell_type == "code"), "every cell ran"
    assert stray_values(run.notebook) == [], "a cell ends in an expression whose value Jupyter shows"
    got, golden = lesson.mask_all([execute.transcript(run.notebook), lesson.golden.read_text(encoding="utf-8")], normalise=True)
    assert got == golden


@pytest.mark.skipif(not TABLE_STEMS, reason="no lesson notebook shows a table")
@pytest.mark.parametrize("stem", TABLE_STEMS)
def test_item_tables_are_html_under_rapaio(stem, rapaio_runs):
    cells = rapaio_runs[stem].notebook.cells
    displays = [o for c in cells for o in c.get("outputs", []) if o.get("output_type") == "display_data"]
    assert any("ddbcourse-items" in o["data"].get("text/html", "") for o in displays), "rich table under rapaio too"


@pytest.mark.skipif(not LESSONS, reason="no lesson notebook generated yet")
@pytest.mark.parametrize("stem", STEMS)
def test_starter_check_says_not_yet_and_solution_passes_under_rapaio(stem, rapaio_runs):
    run = rapaio_runs[stem]
    check = execute.tagged(run.notebook, "check")
    if check is None:
        pytest.skip(f"{stem} has no exercise")
    assert "Not yet" in stdout(check[1].outputs)
    assert run.solution_check, "the solution run executed the check cell"
    assert [o for o in run.solution_exercise + run.solution_check if o.get("output_type") == "error"] == []
    assert f"PASSED {stem}: " in stdout(run.solution_check), stdout(run.solution_check)
    assert "FAILED" not in stdout(run.solution_check) and "Not yet" not in stdout(run.solution_check)


@pytest.fixture(scope="module")
def rapaio_errors():
    """Notebook 08 under rapaio with two of a learner's tries: an answer that throws in its method
    (the cell's first declaration), and one whose own second method throws."""
    require_kernel(RAPAIO)
    from test_progress import helper_throws
    solution = execute.solution_sources()["08-adjacency"]
    throws = solution.replace("    var response", "    if (course.equals(\"ml200\")) throw new IllegalStateException(\"not this one\");\n    var response", 1)
    return solution, execute.run(course.lesson("08-adjacency").notebook, RAPAIO, tries=[throws, helper_throws(solution)])


def test_error_lines_under_rapaio(rapaio_errors):
    """rapaio hands the kit no cell text: the first declaration is numbered from the cell's first
    line, a later method from its own first line, which the report quotes."""
    solution, run = rapaio_errors
    first = execute.outputs_text(run.tries[0][1])
    line = 1 + next(i for i, l in enumerate(solution.splitlines()) if l.strip().startswith("var response"))
    assert f'at line {line} of your exercise cell, in gradesIn: if (course.equals("ml200"))' in first, first
    later = execute.outputs_text(run.tries[1][1])
    assert ('at line 3 counting from `String studentId(String pk) {` in your exercise cell, in studentId:'
            ' throw new IllegalStateException("the helper says no");') in later, later
