"""Shared set-up of the notebook tests: the support modules on sys.path, the kernels checked, and
one execution of every lesson notebook per session (each test then reads what it needs)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

SUPPORT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(SUPPORT))

import course  # noqa: E402
import execute  # noqa: E402
import kernels  # noqa: E402

FIXTURES = Path(__file__).resolve().parent / "fixtures"
FIXTURE_NOTEBOOK = FIXTURES / "99-fixture.ipynb"
FIXTURE_GOLDEN = FIXTURES / "golden-99-fixture.txt"
# The fixture prints a random UUID, as lesson 06 prints random ids: masked the same way, by a
# course file of its own.
FIXTURE_LESSON = course.lesson("99-fixture", FIXTURES / "course.json")
FIXTURE_SOLUTION = "int answer() {\n    return 42;\n}"


def lessons_with_notebooks() -> list[course.Lesson]:
    return [l for l in course.lessons() if l.notebook.exists()]


def require_kernel(name: str) -> None:
    if not (kernels.kernels_dir(course.VENV) / name / "kernel.json").exists():
        pytest.fail(f"kernel {name} is not installed: run notebooks/support/setup", pytrace=False)


@pytest.fixture(scope="session")
def fixture_run() -> execute.Run:
    require_kernel(course.KERNEL_NAME)
    return execute.run(FIXTURE_NOTEBOOK, solution=FIXTURE_SOLUTION)


@pytest.fixture(scope="session")
def lesson_runs() -> dict[str, execute.Run]:
    """Every lesson notebook run once under JJava, its exercise then re-run with the solution."""
    require_kernel(course.KERNEL_NAME)
    lessons = lessons_with_notebooks()
    if not lessons:
        return {}
    solutions = execute.solution_sources()
    return execute.run_all(lessons, course.KERNEL_NAME, solutions)
