"""Where things live, and what course.json says. course.json has one reader, the runner's
(dev.ddbcourse.kit.course.Course): this module asks it (`./course dev lessons`, `./course dev
mask`) instead of parsing the file or running the masks with Python's regex engine."""
from __future__ import annotations

import functools
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SUPPORT = ROOT / "notebooks" / "support"
NOTEBOOKS = ROOT / "notebooks"
BUILD = ROOT / "build"
KERNEL_CLASSPATH = BUILD / "kernel-classpath"
KERNEL_BUILD = BUILD / "kernels"
STARTUP_SCRIPT = SUPPORT / "kernel" / "startup.jsh"
VENV = ROOT / ".venv"
COURSE_FILE = ROOT / "course.json"

# The kernel name every notebook declares; setup decides which Java kernel stands behind it.
KERNEL_NAME = "ddbcourse-java"
KERNEL_DISPLAY_NAME = "Java (DynamoDB course)"


def runner(*args: str, stdin: str | None = None) -> str:
    """Runs `./course ARGS` in the checkout and returns what it printed (UTF-8)."""
    done = subprocess.run([str(ROOT / "course"), *args], cwd=ROOT, input=stdin, capture_output=True,
                          text=True, encoding="utf-8", check=False)
    if done.returncode != 0:
        raise RuntimeError(f"./course {' '.join(args)} failed ({done.returncode}): {done.stderr.strip()}")
    return done.stdout


@dataclass(frozen=True)
class Lesson:
    stem: str
    number: str
    title: str
    notebook: Path
    golden: Path
    solution: Path
    source: Path
    course_file: Path = COURSE_FILE

    def mask_all(self, texts: list[str], normalise: bool = False) -> list[str]:
        """The texts with the lesson's masks applied by the runner (Java's regex engine, as the
        Java golden test); normalised first (line endings, trailing blank lines) if asked."""
        if not texts:
            return []
        args = ["dev", "mask", self.stem, "--course", str(self.course_file)] + (["--normalise"] if normalise else [])
        return json.loads(runner(*args, stdin=json.dumps(texts)))

    def mask(self, transcript: str) -> str:
        return self.mask_all([transcript])[0]

    def normalise(self, transcript: str) -> str:
        """What the Java golden test compares: line endings unified, trailing blank lines
        dropped, then the masks (dev.ddbcourse.kit.course.Course.Lesson.normalise)."""
        return self.mask_all([transcript], normalise=True)[0]


@functools.lru_cache(maxsize=None)
def lessons(course_file: Path = COURSE_FILE) -> tuple[Lesson, ...]:
    data = json.loads(runner("dev", "lessons", "--course", str(course_file)))
    return tuple(Lesson(l["stem"], l["number"], l["title"], ROOT / l["notebook"], ROOT / l["golden"],
                        ROOT / l["solution"], ROOT / l["source"], course_file) for l in data["lessons"])


def lesson(stem: str, course_file: Path = COURSE_FILE) -> Lesson:
    for l in lessons(course_file):
        if l.stem == stem:
            return l
    raise KeyError(f"no lesson {stem!r} in {course_file}")


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
