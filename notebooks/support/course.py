"""Where things live, and what course.json says: the one place the Python side reads both."""
from __future__ import annotations

import json
import re
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

# The kernel name every notebook declares; setup decides which Java kernel stands behind it.
KERNEL_NAME = "ddbcourse-java"
KERNEL_DISPLAY_NAME = "Java (DynamoDB course)"

# Same replacement text as the Java side (dev.ddbcourse.tools.Course.MASKED).
MASKED = "<masked>"


@dataclass(frozen=True)
class Lesson:
    stem: str
    title: str
    masks: tuple[str, ...]

    @property
    def notebook(self) -> Path:
        return NOTEBOOKS / f"{self.stem}.ipynb"

    @property
    def golden(self) -> Path:
        return ROOT / "golden" / f"{self.stem}.txt"

    @property
    def solution(self) -> Path:
        return ROOT / "solutions" / f"{self.stem}.java"

    @property
    def source(self) -> Path:
        return ROOT / "lessons" / f"{self.stem}.java"

    def normalise(self, transcript: str) -> str:
        """What the Java golden test compares (dev.ddbcourse.tools.Transcripts.normalise): line
        endings unified, trailing blank lines dropped, then the masks."""
        return self.mask(transcript.replace("\r\n", "\n").rstrip() + "\n")

    def mask(self, transcript: str) -> str:
        """The lesson's masks from course.json (Java regexes; the ones used there are also
        valid Python regexes), applied as the Java golden test applies them."""
        for mask in self.masks:
            transcript = re.sub(mask, MASKED, transcript)
        return transcript


def lessons() -> list[Lesson]:
    data = json.loads((ROOT / "course.json").read_text(encoding="utf-8"))
    return [Lesson(l["stem"], l.get("title", ""), tuple(l.get("masks", ()))) for l in data["lessons"]]


def lesson(stem: str) -> Lesson:
    for l in lessons():
        if l.stem == stem:
            return l
    raise KeyError(f"no lesson {stem!r} in course.json")


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
