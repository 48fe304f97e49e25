"""Executes the course notebooks headless (nbclient) and writes their outputs back.

    python execute.py                 run every notebook, write the outputs into notebooks/
    python execute.py 08 03           only these lessons
    python execute.py --check         run, write nothing, fail when a committed notebook is stale
    python execute.py --kernel ddbcourse-java-rapaio 08

Each notebook gets its own kernel, started with COURSE_TRANSCRIPT=1 so that outputs are what the
golden transcript holds (no backend line, no port). A kernel start that fails is retried (the
launcher inside the kernel spec already restarts a start that hangs); every cell has a time
limit. With --solution the exercise cell is then run again in the same kernel with the reference
solution, followed by the check cell: that is how the tests see the check pass.
"""
from __future__ import annotations
import json

import argparse
import copy
import functools
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellTimeoutError, DeadKernelError

import course

CELL_TIMEOUT = 180        # seconds for one cell (the first starts the engine and the SDK)
STARTUP_TIMEOUT = 180     # seconds for a kernel to answer; above the launcher's 20 + 40 + 80 s
START_ATTEMPTS = 3        # kernel starts the executor tries before giving up on a notebook


@dataclass
class Run:
    """One execution of a notebook: the executed copy, plus what the solution run printed."""
    path: Path
    notebook: nbformat.NotebookNode
    kernel: str
    kernel_starts: int = 1
    seconds: float = 0.0
    solution_exercise: list = field(default_factory=list)   # outputs of the solution's exercise cell
    solution_check: list = field(default_factory=list)      # outputs of the check cell after it
    tries: list = field(default_factory=list)               # (exercise outputs, check outputs) per try


class KernelStartFailed(RuntimeError):
    pass


# ---- cells and outputs --------------------------------------------------------------------

def tags(cell) -> set[str]:
    return set(cell.get("metadata", {}).get("tags", []))


def is_lesson_code(cell) -> bool:
    """The cells whose output the golden transcript holds: code, not the exercise or its check."""
    return cell.cell_type == "code" and not tags(cell) & {"exercise", "check"}


def tagged(nb, tag: str) -> tuple[int, nbformat.NotebookNode] | None:
    for index, cell in enumerate(nb.cells):
        if cell.cell_type == "code" and tag in tags(cell):
            return index, cell
    return None


def output_text(output) -> str:
    """What an output says as text: a stream's text, a display's text/plain, an error's name
    and message. Rich outputs always carry text/plain (the kit sets it), so this is also what a
    terminal would have printed."""
    kind = output.get("output_type")
    if kind == "stream":
        return output.get("text", "") if output.get("name") == "stdout" else ""
    if kind == "display_data":  # an execute_result is a bare expression's value: nothing printed it
        text = output.get("data", {}).get("text/plain", "")
        text = "".join(text) if isinstance(text, list) else text
        return text if text.endswith("\n") or not text else text + "\n"
    if kind == "error":
        return f"{output.get('ename', '')}: {output.get('evalue', '')}\n"
    return ""


def outputs_text(outputs) -> str:
    """What a cell's outputs say as text (streams and the text/plain of displays)."""
    return "".join(output_text(o) for o in outputs)


def transcript(nb) -> str:
    """The concatenated output of the lesson's code cells, comparable with golden/NN-stem.txt."""
    return "".join(output_text(o) for cell in nb.cells if is_lesson_code(cell) for o in cell.get("outputs", []))


def errors(nb) -> list[str]:
    """Every error output, as 'cell N: Name: message'."""
    found = []
    for index, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []) if cell.cell_type == "code" else []:
            if output.get("output_type") == "error":
                found.append(f"cell {index}: {output.get('ename')}: {output.get('evalue')}")
    return found


def comparable_outputs(nb, lesson: course.Lesson | None) -> list[tuple[str, list]]:
    """Each code cell's outputs reduced to what must not change between two runs (types, texts,
    rich data), masked like the transcripts; used to tell a stale committed notebook."""
    return comparable_outputs_all([nb], lesson)[0]


def comparable_outputs_all(nbs: list, lesson: course.Lesson | None) -> list[list[tuple[str, list]]]:
    """comparable_outputs of each notebook, their texts masked in one call to the runner (a JVM
    start, instead of one per notebook)."""
    texts: list[str] = []

    def text(value) -> int:  # collected, then masked in one call to the runner
        # A JSON output (Vega-Lite) is compared as JSON: nbformat writes its keys sorted, the kernel does not.
        if isinstance(value, dict):
            texts.append(json.dumps(value, sort_keys=True))
        else:
            texts.append("".join(value) if isinstance(value, list) else str(value))
        return len(texts) - 1

    def collect(nb) -> list:
        cells = []
        for cell in nb.cells:
            if cell.cell_type != "code":
                continue
            outputs = []
            for output in cell.get("outputs", []):
                kind = output.get("output_type")
                if kind == "stream":
                    outputs.append((kind, output.get("name"), text(output.get("text", ""))))
                elif kind in ("display_data", "execute_result"):
                    outputs.append((kind, tuple(sorted((k, text(v)) for k, v in output.get("data", {}).items()))))
                else:
                    outputs.append((kind, output.get("ename"), text(output.get("evalue", ""))))
            cells.append((cell.get("id", ""), outputs))
        return cells

    collected = [collect(nb) for nb in nbs]
    masked = lesson.mask_all(texts) if lesson else texts

    def resolve(output):
        if output[0] == "stream" or output[0] not in ("display_data", "execute_result"):
            return output[:2] + (masked[output[2]],)
        return (output[0], tuple((k, masked[i]) for k, i in output[1]))

    return [[(cell_id, [resolve(o) for o in outputs]) for cell_id, outputs in cells] for cells in collected]


# ---- running ------------------------------------------------------------------------------

def kernel_env(progress: bool = False) -> dict[str, str]:
    """The kernel's environment: transcript mode; and, unless asked, no reading or recording of
    the checkout's progress, so outputs do not depend on the learner who runs them."""
    env = dict(os.environ)
    env["COURSE_TRANSCRIPT"] = "1"
    env["COURSE_PROGRESS"] = "1" if progress else "0"
    return env


def run(path: Path, kernel: str = course.KERNEL_NAME, solution: str | None = None,
        cell_timeout: int = CELL_TIMEOUT, startup_timeout: int = STARTUP_TIMEOUT,
        attempts: int = START_ATTEMPTS, tries: list[str] | None = None, progress: bool = False) -> Run:
    """Executes the notebook at path (not written back). With tries, then runs each as the
    exercise cell followed by the check cell (a learner's attempts); with solution, then that
    source the same way; all in the same kernel."""
    original = nbformat.read(path, as_version=4)
    began = time.monotonic()
    for start in range(1, attempts + 1):
        nb = copy.deepcopy(original)
        client = NotebookClient(nb, kernel_name=kernel, timeout=cell_timeout, startup_timeout=startup_timeout,
                                allow_errors=True, record_timing=False, coalesce_streams=True,
                                resources={"metadata": {"path": str(path.parent)}})
        try:
            with client.setup_kernel(env=kernel_env(progress)):
                result = Run(path, nb, kernel, kernel_starts=start)
                for index, cell in enumerate(nb.cells):
                    if cell.cell_type == "code":
                        client.execute_cell(cell, index)
                for attempt in tries or []:
                    result.tries.append(_run_exercise(client, nb, attempt, result.path.name))
                if solution is not None:
                    result.solution_exercise, result.solution_check = _run_exercise(client, nb, solution, result.path.name)
        except (RuntimeError, DeadKernelError, TimeoutError) as failure:
            if isinstance(failure, CellTimeoutError) or not _is_start_failure(failure, client):
                raise
            print(f"{path.name}: kernel start {start} of {attempts} failed ({failure})"
                  + ("; retrying" if start < attempts else ""), file=sys.stderr)
            if client.km is not None and client.km.has_kernel:
                client._cleanup_kernel()  # nbclient's own shutdown of a kernel it started
            continue
        result.notebook.metadata = original.metadata  # language_info stays as generated (no JDK version)
        result.seconds = time.monotonic() - began
        return result
    raise KernelStartFailed(f"{path.name}: the kernel {kernel} did not start in {attempts} attempts")


def _is_start_failure(failure: Exception, client: NotebookClient) -> bool:
    """True when the kernel never got going (no cell ran), so a new start may help."""
    if isinstance(failure, DeadKernelError) and client.code_cells_executed == 0:
        return True
    text = str(failure)
    return client.code_cells_executed == 0 and ("didn't respond" in text or "died before replying" in text)


def _run_exercise(client: NotebookClient, nb, source: str, name: str) -> tuple[list, list]:
    """Runs source as the exercise cell, then the check cell; returns both cells' outputs."""
    exercise, check = tagged(nb, "exercise"), tagged(nb, "check")
    if not exercise or not check:
        raise ValueError(f"{name}: no cell tagged exercise and check")
    exercise_cell = nbformat.v4.new_code_cell(source)
    check_cell = nbformat.v4.new_code_cell(check[1].source)
    # nbclient stores an executed cell back at its index: lend it two slots at the end.
    nb.cells.extend([exercise_cell, check_cell])
    try:
        client.execute_cell(exercise_cell, len(nb.cells) - 2)
        client.execute_cell(check_cell, len(nb.cells) - 1)
    finally:
        del nb.cells[-2:]
    return exercise_cell.outputs, check_cell.outputs


def write_back(result: Run) -> bool:
    """Copies the run's outputs and execution counts into the notebook file; True when it changed."""
    on_disk = nbformat.read(result.path, as_version=4)
    if [c.source for c in on_disk.cells] != [c.source for c in result.notebook.cells]:
        raise RuntimeError(f"{result.path.name} changed while it ran; run again")
    for cell, executed in zip(on_disk.cells, result.notebook.cells):
        if cell.cell_type == "code":
            cell.outputs = executed.outputs
            cell.execution_count = executed.execution_count
    text = nbformat.writes(on_disk)
    text += "" if text.endswith("\n") else "\n"  # as nbformat.write and Jupyter save it
    if result.path.read_text(encoding="utf-8") == text:
        return False
    result.path.write_text(text, encoding="utf-8")
    return True


def solution_sources() -> dict[str, str]:
    """The exercise cell of each lesson with the reference solution, from the generator
    (`./course generate --solution-notebooks DIR`), so the solution is never parsed twice; generated
    once per process (the tests ask for it in several places)."""
    return dict(_solution_sources())


@functools.lru_cache(maxsize=None)
def _solution_sources() -> tuple[tuple[str, str], ...]:
    out = course.BUILD / "solution-notebooks"
    course.runner("generate", "--solution-notebooks", str(out))
    sources = {}
    for path in sorted(out.glob("*.ipynb")):
        found = tagged(nbformat.read(path, as_version=4), "exercise")
        if found:
            sources[path.stem] = found[1].source
    return tuple(sources.items())


def selected(numbers: list[str]) -> list[course.Lesson]:
    lessons = [l for l in course.lessons() if l.notebook.exists()]
    if numbers:
        lessons = [l for l in lessons if l.stem[:2] in numbers or l.stem in numbers]
    return lessons


def _run_one(args: tuple) -> Run:
    path, kernel, solution = args
    return run(path, kernel, solution)


def run_all(lessons: list[course.Lesson], kernel: str = course.KERNEL_NAME,
            solutions: dict[str, str] | None = None, jobs: int | None = None) -> dict[str, Run]:
    """Runs notebooks in parallel processes (NOTEBOOK_JOBS, default 2: one JVM per core)."""
    jobs = jobs or int(os.environ.get("NOTEBOOK_JOBS", "2"))
    work = [(l.notebook, kernel, (solutions or {}).get(l.stem)) for l in lessons]
    with ProcessPoolExecutor(max_workers=max(1, min(jobs, len(work) or 1))) as pool:
        return {l.stem: r for l, r in zip(lessons, pool.map(_run_one, work))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("lessons", nargs="*", help="lesson numbers (08) or stems; default: all")
    parser.add_argument("--kernel", default=course.KERNEL_NAME)
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 when a notebook is stale")
    args = parser.parse_args(argv)
    lessons = selected(args.lessons)
    if not lessons:
        print("no notebooks to run", file=sys.stderr)
        return 1
    stale = []
    for stem, result in run_all(lessons, args.kernel).items():
        lesson = course.lesson(stem)
        problems = errors(result.notebook)
        label = f"{stem}: {result.seconds:.1f} s, {result.kernel_starts} kernel start(s)"
        if problems:
            print(f"{label}, ERRORS:\n  " + "\n  ".join(problems))
        if args.check:
            committed = nbformat.read(lesson.notebook, as_version=4)
            before, after = comparable_outputs_all([committed, result.notebook], lesson)
            if before != after:
                stale.append(stem)
            print(f"{label}{', STALE' if stem in stale else ''}")
        else:
            print(f"{label}{', written' if write_back(result) else ', unchanged'}")
    if stale:
        print("stale notebooks (run notebooks/support/run-notebooks): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
