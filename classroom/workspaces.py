"""Learners' workspaces: where each one lives, what is copied in on first login, the access key of
their database, their progress, and putting one exercise back to its starter.

A workspace is a copy of the course's sources (notebooks, exercises, course.json, the kit and the
runner, so `./course check NN` works in a learner's terminal too), without build output.
"""
from __future__ import annotations

import hashlib
import hmac
import re
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Never copied: build output, local environments, the classroom's own data (it may sit in build/).
SKIPPED = {".git", ".venv", "build", "target", "node_modules", ".ipynb_checkpoints", "__pycache__",
           ".course-progress", ".idea"}
NAME = re.compile(r"[a-z0-9][a-z0-9._-]{0,31}")
PROGRESS_FILE = ".course-progress"


def valid_name(name: str) -> bool:
    return bool(NAME.fullmatch(name))


def workspace(room: Path, name: str) -> Path:
    if not valid_name(name):
        raise ValueError(f"not a learner name: {name!r} (a-z, 0-9, . _ -; 32 at most)")
    return room / "learners" / name


def learners(room: Path) -> list[str]:
    folder = room / "learners"
    return sorted(p.name for p in folder.iterdir() if p.is_dir() and valid_name(p.name)) if folder.exists() else []


def create(room: Path, name: str, source: Path = ROOT) -> Path:
    """The learner's workspace, copied from `source` the first time (later logins keep their work)."""
    return copy_into(workspace(room, name), source, skip=room)


def copy_into(target: Path, source: Path = ROOT, skip: Path | None = None) -> Path:
    """The course's sources copied into `target` unless a copy is there already (and `skip`, the
    room's own folder, left out)."""
    marker = target / ".course-workspace"
    if marker.exists():
        return target
    target.mkdir(parents=True, exist_ok=True)
    for entry in sorted(source.iterdir()):
        if entry.name in SKIPPED or (skip is not None and entry.resolve() == skip.resolve()):
            continue
        if entry.is_dir():
            shutil.copytree(entry, target / entry.name, symlinks=True, dirs_exist_ok=True,
                            ignore=shutil.ignore_patterns(*SKIPPED))
        else:
            shutil.copy2(entry, target / entry.name)
    marker.write_text(f"copied from {source}\n")
    return target


def access_key(secret: bytes, name: str) -> str:
    """The learner's database in the shared engine: letters and digits (what DynamoDB Local accepts),
    derived from a room secret so a learner cannot guess another's."""
    return "L" + hmac.new(secret, name.encode(), hashlib.sha256).hexdigest()[:24]


def progress(folder: Path) -> dict:
    """The runner's progress record of a checkout: {"passed": [NN, ...], "hints": {NN: count}}."""
    passed, hints = [], {}
    file = folder / PROGRESS_FILE
    if file.exists():
        for line in file.read_text(encoding="utf-8", errors="replace").splitlines():
            fields = line.split()
            if len(fields) == 3 and fields[0] == "passed":
                passed.append(fields[1])
            elif len(fields) == 3 and fields[0] == "hints" and fields[2].isdigit():
                hints[fields[1]] = int(fields[2])
    return {"passed": sorted(passed), "hints": hints}


def edited(folder: Path, source: Path = ROOT) -> list[str]:
    """Lesson numbers whose exercise file differs from the starter it was copied from."""
    changed = []
    for starter in sorted((source / "exercises").glob("*.java")):
        mine = folder / "exercises" / starter.name
        if mine.exists() and mine.read_bytes() != starter.read_bytes():
            changed.append(starter.name[:2])
    return changed


def reset_exercise(room: Path, name: str, number: str, source: Path = ROOT) -> list[str]:
    """Puts lesson `number`'s exercise file and notebook back as the workspace got them, and forgets
    that it passed (as `./course reset NN` does). Returns the files restored."""
    target = workspace(room, name)
    restored = []
    for folder, pattern in (("exercises", f"{number}-*.java"), ("notebooks", f"{number}-*.ipynb")):
        for original in (source / folder).glob(pattern):
            shutil.copy2(original, target / folder / original.name)
            restored.append(f"{folder}/{original.name}")
    if not restored:
        raise ValueError(f"no exercise or notebook {number} in {source}")
    record = target / PROGRESS_FILE
    if record.exists():
        lines = record.read_text(encoding="utf-8").splitlines(keepends=True)
        record.write_text("".join(l for l in lines if l.split()[:2] != ["passed", number]), encoding="utf-8")
    return restored


if __name__ == "__main__":
    # python workspaces.py copy DIR: a learner's workspace in DIR (the Helm values' postStart hook).
    import sys
    if sys.argv[1:2] != ["copy"] or len(sys.argv) != 3:
        raise SystemExit("usage: python workspaces.py copy DIR")
    print(f"workspace in {copy_into(Path(sys.argv[2]))}")
