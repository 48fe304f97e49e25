"""One progress for notebook and terminal, and what a notebook check says after a compile error:
lesson 08's notebook, run in a copy of the checkout, with a learner's tries in its exercise cell."""
from __future__ import annotations

import shutil
import subprocess

import pytest

import course
import execute
from conftest import require_kernel

STEM = "08-adjacency"


@pytest.fixture(scope="module")
def learner(tmp_path_factory):
    """A learner's copy of the checkout (what the runner and the notebook need) and one run of its
    notebook 08: a try that does not compile, the reference solution, then hint("08")."""
    require_kernel(course.KERNEL_NAME)
    lesson = course.lesson(STEM)
    copy = tmp_path_factory.mktemp("learner")
    for entry in ["course.json", "pom.xml", "course", "jbangw", "lessons", "exercises", "solutions", "notebooks",
                  "tools/src/main", "kit/src/main/java/dev/ddbcourse/kit/course"]:
        source = course.ROOT / entry
        target = copy / entry
        if source.is_dir():
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("support"))
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    solution = execute.solution_sources()[STEM]
    # The method's closing brace forgotten: JShell cannot parse it, so it keeps the method defined
    # before (the starter), which a check would otherwise run as if it were the learner's new code.
    broken = solution.replace("return grades;\n}", "return grades;\n", 1)
    assert broken != solution
    # An answer that throws, at a line of the method the report must point to.
    throws = solution.replace("    var response", "    if (course.equals(\"ml200\")) throw new IllegalStateException(\"not this one\");\n    var response", 1)
    assert throws != solution
    run = execute.run(copy / "notebooks" / f"{STEM}.ipynb", solution=solution,
                      tries=[broken, throws, helper_throws(solution), helper_does_not_compile(solution)], progress=True)
    return copy, run


HELPER = ('String studentId(String pk) {\n'
          '    // the learner\'s own helper, after gradesIn in the cell\n'
          '    throw new IllegalStateException("the helper says no");\n'
          '}\n\n')


def helper_throws(solution: str) -> str:
    """The solution with a second method, which gradesIn calls and which throws."""
    calls = solution.replace("    var response", "    if (course.equals(\"ml200\")) studentId(\"STUDENT#ann\");\n    var response", 1)
    tried = calls.replace("exerciseCellCompiled(", HELPER + "exerciseCellCompiled(", 1)
    assert tried != calls != solution
    return tried


def helper_does_not_compile(solution: str) -> str:
    """As helper_throws, the helper returning a number where a String is due."""
    # A type JShell refuses (a name not yet declared it would keep, to call later).
    return helper_throws(solution).replace('throw new IllegalStateException("the helper says no");', "return 42;")


def cell_line(cell: str, text: str) -> int:
    """The line of the cell (from 1) that begins with text."""
    return 1 + next(i for i, l in enumerate(cell.splitlines()) if l.strip().startswith(text))


def test_a_thrown_error_names_the_line_of_the_cell_and_quotes_it(learner):
    _, run = learner
    exercise, check = run.tries[1]
    assert not [o for o in exercise if o.get("output_type") == "error"], "the throwing answer compiles"
    text = execute.outputs_text(check)
    # The throw went in just before `var response`: that line of the cell, counted from its first.
    cell = execute.solution_sources()[STEM].splitlines()
    line = 1 + next(i for i, l in enumerate(cell) if l.strip().startswith("var response"))
    assert "Your code threw IllegalStateException: not this one" in text, text
    assert f"at line {line} of your exercise cell, in gradesIn: if (course.equals(\"ml200\"))" in text, text


def test_an_error_in_a_later_method_of_the_cell_names_its_line_of_the_cell(learner):
    _, run = learner
    exercise, check = run.tries[2]
    assert not [o for o in exercise if o.get("output_type") == "error"], "the answer with a helper compiles"
    text = execute.outputs_text(check)
    line = cell_line(helper_throws(execute.solution_sources()[STEM]), "throw new IllegalStateException")
    assert f'at line {line} of your exercise cell, in studentId: throw new IllegalStateException("the helper says no");' in text, text


def test_a_compile_error_in_a_later_method_names_its_line_of_the_cell(learner):
    _, run = learner
    exercise, check = run.tries[3]
    assert [o for o in exercise if o.get("output_type") == "error"], "the helper does not compile"
    text = execute.outputs_text(check)
    line = cell_line(helper_does_not_compile(execute.solution_sources()[STEM]), "return 42;")
    assert "Your exercise cell did not compile when you last ran it" in text, text
    assert f"(line {line} of your exercise cell: incompatible types" in text, text


def test_a_check_after_a_failed_compile_says_so_instead_of_running_stale_code(learner):
    _, run = learner
    exercise, check = run.tries[0]
    assert [o for o in exercise if o.get("output_type") == "error"], "the broken cell does not compile"
    text = execute.outputs_text(check)
    assert text.startswith(f"Not yet: {STEM}"), text
    assert "Your exercise cell did not compile when you last ran it" in text, text
    assert "made no requests" not in text, "the starter JShell kept was checked: " + text


def test_the_check_result_is_rich_html_with_plain_text(learner):
    _, run = learner
    display = [o for o in run.solution_check if o.get("output_type") == "display_data"]
    assert display, run.solution_check
    assert 'class="ddbcourse-check"' in display[0]["data"]["text/html"]
    assert display[0]["data"]["text/plain"].startswith(f"PASSED {STEM}: ")


def test_a_pass_in_the_notebook_is_seen_by_course_list_and_solution(learner):
    copy, _ = learner
    progress = (copy / ".course-progress").read_text(encoding="utf-8")
    assert "passed 08 notebook" in progress, progress
    listed = subprocess.run([str(copy / "course"), "list"], cwd=copy, capture_output=True, text=True, check=True).stdout
    assert any(line.startswith("  08 ") and line.rstrip().endswith("passed") for line in listed.splitlines()), listed
    solution = subprocess.run([str(copy / "course"), "solution", "08"], cwd=copy, capture_output=True, text=True)
    assert solution.returncode == 0 and "The reference solution:" in solution.stdout, solution.stdout
